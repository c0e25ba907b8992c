import { MailCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { BackToLoginFooter } from './back-to-login-footer';

/**
 * Confirmation after a reset request. Worded "if an account uses": the server answers the same
 * whether or not the email exists, so the page must not promise that an email was sent.
 */
export function CheckYourEmail({
  email,
  onSendAnother,
}: {
  email: string;
  onSendAnother: () => void;
}) {
  return (
    <Card className="shadow-lg">
      <CardHeader className="text-center">
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-gold/20 text-primary">
          <MailCheck className="size-6" aria-hidden="true" />
        </span>
        <CardTitle>
          <h1 className="mt-2 font-display text-2xl font-semibold tracking-tight">
            Check Your Email
          </h1>
        </CardTitle>
        <CardDescription>
          If an account uses{' '}
          <strong className="font-semibold break-all text-foreground">{email}</strong>, we have sent
          it a link to reset your password.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="rounded-lg border border-gold/40 bg-gold/10 px-4 py-3 text-sm text-foreground">
          The link expires in 1 hour and can be used once. If it does not arrive, check your spam
          folder.
        </p>
        <Button variant="outline" size="lg" className="w-full" onClick={onSendAnother}>
          Send Another Reset Email
        </Button>
      </CardContent>
      <BackToLoginFooter />
    </Card>
  );
}
