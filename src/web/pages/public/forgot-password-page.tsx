import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { requestPasswordResetSchema } from '../../../domain/auth';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { IconCardHeader } from '../../components/icon-card-header';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { useToast } from '../../hooks/use-toast';
import { apiRequest } from '../../lib/api';
import { applyServerFieldErrors } from '../../lib/server-field-errors';
import { CenteredLayout } from '../../components/layout/centered-layout';
import { CheckYourEmail } from './password/check-your-email';
import { failureToast } from './password/failure-toast';
import { BackToLoginFooter } from './password/back-to-login-footer';

type FormValues = { email: string };

/** /forgot-password: asks for a reset link by email (part 1 §2, §8). */
export default function ForgotPasswordPage() {
  const { toast } = useToast();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<FormValues>({
    resolver: zodResolver(requestPasswordResetSchema),
    defaultValues: { email: '' },
  });
  const request = useMutation({
    mutationFn: (values: FormValues) => apiRequest('POST', '/api/request-password-reset', values),
    // Rate-limited and user-visible: one request per click, never a silent second one.
    retry: false,
    onSuccess: (_answer, values) => {
      setSentTo(values.email);
      toast({
        title: 'Reset Link Sent',
        description: 'Check your email for the password reset link.',
      });
    },
    onError: (error) => {
      applyServerFieldErrors(error, form.setError, ['email']);
      toast(
        failureToast(error, {
          title: 'Request Failed',
          fallback: 'Failed to send reset email. Please try again.',
          network: 'Failed to send reset email. Please check your connection and try again.',
        }),
      );
    },
  });

  if (sentTo !== null) {
    return (
      <CenteredLayout>
        <CheckYourEmail
          email={sentTo}
          onSendAnother={() => {
            form.reset();
            request.reset();
            setSentTo(null);
          }}
        />
      </CenteredLayout>
    );
  }

  const pending = request.isPending;
  return (
    <CenteredLayout>
      <Card className="shadow-lg">
        <IconCardHeader
          icon={KeyRound}
          title="Forgot Your Password?"
          description="Enter the email address on your account and we will send you a link to reset your password."
        />
        <form onSubmit={form.handleSubmit((values) => request.mutate(values))} noValidate>
          <CardContent className="grid gap-5">
            <Field
              label="Email"
              htmlFor="forgot-email"
              error={form.formState.errors.email?.message}
            >
              <Input type="email" autoComplete="email" autoFocus {...form.register('email')} />
            </Field>
            <Button type="submit" size="lg" className="w-full" disabled={pending}>
              {pending ? 'Sending Reset Link...' : 'Send Reset Link'}
            </Button>
          </CardContent>
        </form>
        <BackToLoginFooter />
      </Card>
    </CenteredLayout>
  );
}
