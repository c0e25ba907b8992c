import { ShieldAlert } from 'lucide-react';
import { PageTitle } from '../../components/page-title';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';

/** What a signed-in user without the admin flag sees on /admin (the server refuses them too). */
export function AdminOnlyCard() {
  return (
    <Card>
      <PageTitle title="Admin Dashboard" />
      <CardHeader className="flex items-start gap-4">
        <span
          aria-hidden="true"
          className="bg-accent text-accent-foreground flex size-10 shrink-0 items-center justify-center rounded-lg"
        >
          <ShieldAlert className="size-5" />
        </span>
        <div className="grid gap-1.5">
          <CardTitle>
            <h1 className="font-display text-2xl font-semibold tracking-tight">
              Administrators only
            </h1>
          </CardTitle>
          <CardDescription className="text-base">
            This area is for the administrators of this installation. Your account does not have
            access to it.
          </CardDescription>
        </div>
      </CardHeader>
    </Card>
  );
}
