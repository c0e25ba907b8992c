import { MailCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { IconCardHeader } from '../../../components/icon-card-header';
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
      <IconCardHeader
        icon={MailCheck}
        tone="gold"
        title="Check Your Email"
        description={
          <>
            If an account uses{' '}
            <strong className="font-semibold break-all text-foreground">{email}</strong>, we have
            sent it a link to reset your password.
          </>
        }
      />
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
