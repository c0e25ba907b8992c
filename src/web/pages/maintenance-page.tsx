import { Wrench } from 'lucide-react';
import { Link } from 'react-router';
import { MAINTENANCE_MESSAGE } from '../../domain/admin';
import { PageTitle } from '../components/page-title';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { useAuth } from '../lib/auth';
import { useSiteInfo } from '../lib/site-info';
import { CenteredLayout } from './public/centered-layout';

/**
 * What everyone but an admin sees while maintenance mode is on. The page re-asks the server
 * every 30 s (useSiteInfo) and gives way to the app as soon as maintenance ends.
 */
export default function MaintenancePage() {
  const { applicationName, supportEmail } = useSiteInfo();
  const { user } = useAuth();
  return (
    <CenteredLayout>
      <PageTitle title="Down for maintenance" />
      <Card>
        <CardHeader className="flex items-start gap-4">
          <span
            aria-hidden="true"
            className="bg-accent text-accent-foreground flex size-10 shrink-0 items-center justify-center rounded-lg"
          >
            <Wrench className="size-5" />
          </span>
          <div className="grid gap-1.5">
            <CardTitle>
              <h1 className="font-display text-2xl font-semibold tracking-tight">
                {applicationName} is down for maintenance
              </h1>
            </CardTitle>
            <CardDescription className="text-base">{MAINTENANCE_MESSAGE}</CardDescription>
          </div>
        </CardHeader>
        <CardContent className="text-muted-foreground grid gap-2 text-sm">
          <p>
            Your records are safe and unchanged. Questions? Write to{' '}
            <a className="text-foreground underline" href={`mailto:${supportEmail}`}>
              {supportEmail}
            </a>
            .
          </p>
          {!user && (
            <p>
              Administrator?{' '}
              <Link className="text-foreground underline" to="/auth">
                Sign in
              </Link>
            </p>
          )}
        </CardContent>
      </Card>
    </CenteredLayout>
  );
}
