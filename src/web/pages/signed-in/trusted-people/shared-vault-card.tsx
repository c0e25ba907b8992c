import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DoorOpen, FolderOpen, LogOut, Undo2 } from 'lucide-react';
import { canWrite, type SharedVault } from '../../../../domain/trusted-people';
import { recordsOf } from '../../../../domain/vault-choice';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardTitle } from '../../../components/ui/card';
import { switchVault } from '../../../lib/vault-switch';
import { areasText, roleText, sharedStateWords } from './grant-words';
import { RequestAccessDialog } from './request-access-dialog';
import { StateBadge } from './state-badge';
import { useGrantAction } from './use-trusted-people';

/** One vault shared with the signed-in user: whose, role, areas, state, and Open or Request. */
export function SharedVaultCard({ vault }: { vault: SharedVault }) {
  const navigate = useNavigate();
  const words = sharedStateWords(vault);
  const [leaving, setLeaving] = useState(false);
  const [asking, setAsking] = useState(false);
  const withdraw = useGrantAction<SharedVault>(
    'POST',
    'withdraw',
    () => `Request withdrawn. ${vault.ownerName} has been told.`,
  );
  const leave = useGrantAction(
    'DELETE',
    undefined,
    () => `You left ${recordsOf(vault.ownerName)}.`,
  );

  const open = async () => {
    await switchVault({
      ownerId: vault.ownerId,
      ownerName: vault.ownerName,
      role: vault.role,
      areas: vault.areas,
      canWrite: canWrite(vault.role),
    });
    navigate('/');
  };

  return (
    <Card className="gap-3 py-5" data-testid="shared-vault">
      <CardContent className="grid gap-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <CardTitle as="h3" className="min-w-0 text-base break-words">
            {vault.ownerName}
          </CardTitle>
          <StateBadge words={words} />
        </div>
        <dl className="grid gap-1 text-sm">
          <div className="flex gap-1.5">
            <dt className="text-muted-foreground shrink-0">Your role:</dt>
            <dd>{roleText(vault)}</dd>
          </div>
          <div className="flex gap-1.5">
            <dt className="text-muted-foreground shrink-0">Areas:</dt>
            <dd className="min-w-0 break-words">{areasText(vault.areas)}</dd>
          </div>
        </dl>
        {words.detail && <p className="text-sm">{words.detail}</p>}
        <div className="flex flex-wrap gap-2">
          {vault.hasAccess && (
            <Button size="sm" onClick={() => void open()}>
              <FolderOpen aria-hidden="true" /> Open
            </Button>
          )}
          {vault.role === 'executor' && vault.state === 'confirmed' && (
            <Button size="sm" onClick={() => setAsking(true)}>
              <DoorOpen aria-hidden="true" /> Request access
            </Button>
          )}
          {vault.state === 'requested' && (
            <Button
              size="sm"
              variant="outline"
              disabled={withdraw.isPending}
              onClick={() => withdraw.mutate(vault.id)}
            >
              <Undo2 aria-hidden="true" /> Withdraw request
            </Button>
          )}
          <Button
            size="sm"
            variant="ghost"
            className="text-muted-foreground hover:text-destructive"
            onClick={() => setLeaving(true)}
          >
            <LogOut aria-hidden="true" /> Leave
          </Button>
        </div>
      </CardContent>
      <RequestAccessDialog vault={vault} open={asking} onOpenChange={setAsking} />
      <ConfirmDialog
        open={leaving}
        onOpenChange={setLeaving}
        title={`Leave ${recordsOf(vault.ownerName)}?`}
        description={`You will no longer be able to open ${vault.ownerName}'s records. ${vault.ownerName} would have to invite you again.`}
        confirmLabel="Leave"
        pending={leave.isPending}
        onConfirm={() => leave.mutate(vault.id, { onSettled: () => setLeaving(false) })}
      />
    </Card>
  );
}
