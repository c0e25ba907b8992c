import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import {
  MAX_PASSKEYS,
  passkeyRemovedSchema,
  SIGNED_OUT_WITH_PASSKEY,
  type Passkey,
} from '../../../../domain/passkeys';
import { formatDate } from '../../../../domain/format';
import { PasswordConfirmDialog } from '../../../components/password-confirm-dialog';
import { reauthBody } from '../../../components/reauth-fields';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { toast } from '../../../hooks/use-toast';
import { apiRequest } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { passkeysSupported } from '../../../lib/passkeys';
import { useHydrated } from '../../../lib/use-hydrated';
import { AddPasskeyDialog } from './add-passkey-dialog';

/** One passkey: its name, when it was added and last used, whether it opens the records. */
function PasskeyRow({ passkey, onRemove }: { passkey: Passkey; onRemove: () => void }) {
  return (
    // Remove beside every row from a tablet up, under every row's words on a phone: a long name
    // wraps in its own column instead of pushing only its own button below.
    <li className="flex flex-wrap items-start justify-between gap-3 border-b py-3 last:border-b-0 sm:flex-nowrap">
      <div className="grid min-w-0 basis-full gap-0.5 sm:flex-1 sm:basis-0">
        <span className="font-medium break-words">{passkey.name}</span>
        <span className="text-muted-foreground text-sm">
          Added {formatDate(passkey.createdAt)} ·{' '}
          {passkey.lastUsedAt ? `Last used ${formatDate(passkey.lastUsedAt)}` : 'Not used yet'}
        </span>
        <span className="text-muted-foreground text-sm">
          {passkey.opensRecords
            ? 'Signs you in and opens your records.'
            : 'Signs you in; your password is then asked once to open your records.'}
        </span>
      </div>
      <Button variant="outline" size="sm" onClick={onRemove} aria-label={`Remove ${passkey.name}`}>
        Remove
      </Button>
    </li>
  );
}

/** Account Settings › Passkeys: add (after the password), the list, and Remove (asks again). */
export function PasskeysCard() {
  const queryClient = useQueryClient();
  const { logoutMutation } = useAuth();
  const navigate = useNavigate();
  // The default query function reads the path the key names (lib/query-client.ts).
  const list = useQuery<{ passkeys: Passkey[] }>({ queryKey: ['/api/passkeys'] });
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const passkeys = list.data?.passkeys ?? [];
  // The screen is rendered on the server, where no browser can be asked: it is drawn as if the
  // browser could make passkeys, and told otherwise once React has the page, so the first client
  // render matches the server's HTML (a mismatch redraws the page and drops a held-back press).
  const supported = !useHydrated() || passkeysSupported();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Passkeys</CardTitle>
        <CardDescription>
          Sign in with your fingerprint, face or screen lock instead of typing your password. A
          passkey on a phone or computer that supports it also opens your encrypted records.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {passkeys.length > 0 ? (
          <ul aria-label="Your passkeys">
            {passkeys.map((p) => (
              <PasskeyRow key={p.id} passkey={p} onRemove={() => setRemoving(p)} />
            ))}
          </ul>
        ) : (
          list.isSuccess && <p className="text-muted-foreground text-sm">No passkeys yet.</p>
        )}
        {!supported && (
          <p className="text-muted-foreground text-sm">This browser cannot make passkeys.</p>
        )}
        {passkeys.length >= MAX_PASSKEYS && (
          <p className="text-muted-foreground text-sm">
            You have {MAX_PASSKEYS} passkeys, the most an account can have. Remove one to add
            another.
          </p>
        )}
        <div>
          <AddPasskeyDialog disabled={!supported || passkeys.length >= MAX_PASSKEYS} />
        </div>
        <PasswordConfirmDialog
          open={removing !== null}
          onOpenChange={(open) => !open && setRemoving(null)}
          title={`Remove ${removing?.name ?? 'this passkey'}?`}
          description="It will no longer sign you in, and any session it started ends now. Your password and recovery key keep working."
          confirmLabel="Remove passkey"
          acceptsPasskey
          pendingLabel="Removing..."
          onConfirm={async (answers) => {
            const res = await apiRequest(
              'DELETE',
              `/api/passkeys/${removing!.id}`,
              reauthBody(answers),
            );
            return passkeyRemovedSchema.parse(await res.json());
          }}
          onDone={async ({ signedOut }) => {
            if (!signedOut) {
              toast({ title: 'Passkey removed', description: 'It no longer signs you in.' });
              await queryClient.invalidateQueries({ queryKey: ['/api/passkeys'] });
              return;
            }
            // This session was one the passkey started, and it has ended: sign out here as the
            // menu's Sign Out does (no request would now pass, and the first to fail would say
            // only "Unauthorized"), then say why on the sign-in page.
            await logoutMutation.mutateAsync();
            navigate('/auth', { replace: true });
            toast({ title: 'Passkey removed', description: SIGNED_OUT_WITH_PASSKEY });
          }}
        />
      </CardContent>
    </Card>
  );
}
