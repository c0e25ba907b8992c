import { useQuery } from '@tanstack/react-query';
import { Fingerprint } from 'lucide-react';
import type { Passkey, PasskeyAssertion } from '../../domain/passkeys';
import { confirmWithPasskey, passkeysSupported } from '../lib/passkeys';
import { Button } from './ui/button';

/**
 * "Use a passkey instead" in a dialog that asks for the password before a sensitive step
 * (docs/decisions/009, 031): shown when this person has a passkey and the browser can use one.
 * The assertion must verify the person (fingerprint, face or PIN), so it stands for the password
 * and the code together.
 */
export function UsePasskeyButton({
  disabled,
  onAnswer,
  onFailure,
}: {
  disabled?: boolean;
  onAnswer: (answer: { passkey: PasskeyAssertion }) => void;
  onFailure?: (error: unknown) => void;
}) {
  const list = useQuery<{ passkeys: Passkey[] }>({ queryKey: ['/api/passkeys'] });
  if (!passkeysSupported() || !list.data?.passkeys.length) return null;
  return (
    <Button
      type="button"
      variant="outline"
      disabled={disabled}
      onClick={() => confirmWithPasskey().then(onAnswer, (error) => onFailure?.(error))}
    >
      <Fingerprint aria-hidden="true" /> Use a passkey instead
    </Button>
  );
}
