import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { requestPasswordResetSchema } from '../../../domain/auth';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { useToast } from '../../hooks/use-toast';
import { apiRequest } from '../../lib/api';
import { applyServerFieldErrors } from '../../lib/server-field-errors';
import { CenteredLayout } from './centered-layout';
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
        <CardHeader className="text-center">
          <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <KeyRound className="size-6" aria-hidden="true" />
          </span>
          <CardTitle>
            <h1 className="mt-2 font-display text-2xl font-semibold tracking-tight">
              Forgot Your Password?
            </h1>
          </CardTitle>
          <CardDescription>
            Enter the email address on your account and we will send you a link to reset your
            password.
          </CardDescription>
        </CardHeader>
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
