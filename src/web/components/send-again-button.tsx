import { useMutation } from '@tanstack/react-query';
import type { ComponentProps } from 'react';
import { toast } from '../hooks/use-toast';
import { apiRequest, readJson, serverMessage } from '../lib/api';
import { Button } from './ui/button';

/**
 * "Send again": a new confirmation link to the address waiting for one (the account's own, or
 * the new one asked for). The server says where it went, or why not (a day's limit reached).
 */
export function SendAgainButton({
  variant = 'ghost',
  className,
}: Pick<ComponentProps<typeof Button>, 'variant' | 'className'>) {
  const send = useMutation({
    mutationFn: async () =>
      readJson<{ message: string }>(await apiRequest('POST', '/api/email-confirmation/send')),
    retry: false,
    onSuccess: ({ message }) => toast({ title: 'Email sent', description: message }),
    onError: (error) =>
      toast({
        title: 'Not sent',
        description: serverMessage(error, 'The email could not be sent.'),
        variant: 'destructive',
      }),
  });
  return (
    <Button
      size="sm"
      variant={variant}
      className={className}
      disabled={send.isPending}
      onClick={() => send.mutate()}
    >
      {send.isPending ? 'Sending...' : 'Send again'}
    </Button>
  );
}
