import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateProfileSchema } from '../../../../domain/auth';
import type { PublicUser } from '../../../../domain/user';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../hooks/use-toast';
import { ApiError, apiRequest, readJson, serverMessage } from '../../../lib/api';
import { USER_QUERY_KEY } from '../../../lib/query-client';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';

// The form always holds all three fields; the API accepts any subset.
const profileFormSchema = updateProfileSchema.required();
type ProfileForm = { firstName: string; lastName: string; email: string };
const FIELDS = ['firstName', 'lastName', 'email'] as const;

const toForm = (user: PublicUser): ProfileForm => ({
  firstName: user.firstName ?? '',
  lastName: user.lastName ?? '',
  email: user.email,
});

/** Name and email form → PATCH /api/user. */
export function ProfileCard({ user }: { user: PublicUser }) {
  const queryClient = useQueryClient();
  const form = useForm<ProfileForm>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: toForm(user),
  });
  const { errors } = form.formState;

  const save = useMutation({
    mutationFn: async (values: ProfileForm) =>
      readJson<PublicUser>(await apiRequest('PATCH', '/api/user', values)),
    onSuccess: (saved) => {
      queryClient.setQueryData(USER_QUERY_KEY, saved);
      form.reset(toForm(saved));
      toast({ title: 'Profile updated', description: 'Your profile has been saved.' });
    },
    onError: (error) => {
      applyServerFieldErrors(error, form.setError, FIELDS);
      // 409 on this route means the email belongs to another account.
      if (error instanceof ApiError && error.status === 409) {
        form.setError('email', { type: 'server', message: serverMessage(error) });
      }
      toast({
        title: 'Error',
        description: serverMessage(error, 'Failed to update profile'),
        variant: 'destructive',
      });
    },
  });

  return (
    <Card>
      <form
        onSubmit={form.handleSubmit((values) => save.mutate(values))}
        noValidate
        className="grid gap-6"
      >
        <CardHeader>
          <CardTitle>
            <h2 className="text-lg font-semibold">Profile</h2>
          </CardTitle>
          <CardDescription>Your name and the email address we write to.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <Field label="First name" htmlFor="firstName" error={errors.firstName?.message}>
            <Input autoComplete="given-name" {...form.register('firstName')} />
          </Field>
          <Field label="Last name" htmlFor="lastName" error={errors.lastName?.message}>
            <Input autoComplete="family-name" {...form.register('lastName')} />
          </Field>
          <Field
            label="Email"
            htmlFor="email"
            error={errors.email?.message}
            className="sm:col-span-2"
          >
            <Input type="email" autoComplete="email" {...form.register('email')} />
          </Field>
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Profile'}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
