import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ChevronsUpDown, FolderLock, UsersRound } from 'lucide-react';
import { ROLE_INFO } from '../../../domain/trusted-people';
import { recordsOf, VAULT_SWITCHER, type VaultList } from '../../../domain/vault-choice';
import { switchVault, VAULT_LIST_KEY } from '../../lib/vault-switch';
import { useVault, type ActiveVault } from '../../lib/vault';
import { Button } from '../ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu';

const OWN = '';

/** "Viewer · view only", "Editor · can edit". */
export function vaultRoleText(vault: Pick<ActiveVault, 'role' | 'canWrite'>): string {
  return `${ROLE_INFO[vault.role].label} · ${vault.canWrite ? 'can edit' : 'view only'}`;
}

/**
 * The header's vault switcher (issue 28): "My records" and each vault shared with the person,
 * with the role. Shown once someone has shared a vault (or one is open); choosing one opens its
 * home and is remembered on this device (vault-switch.ts). Below sm only the icon shows: the
 * banner under the header names the open vault.
 */
export function VaultSwitcher() {
  const vault = useVault();
  const navigate = useNavigate();
  const list = useQuery<VaultList>({ queryKey: VAULT_LIST_KEY, staleTime: 60_000 });
  const vaults = list.data?.vaults ?? [];
  if (!vault && vaults.length === 0) return null;
  // The open vault stays listed even before the list has loaded (or after its grant changed).
  const shown =
    vault && !vaults.some((v) => v.ownerId === vault.ownerId) ? [vault, ...vaults] : vaults;
  const choose = async (ownerId: string) => {
    if (ownerId === (vault?.ownerId ?? OWN)) return;
    await switchVault(ownerId === OWN ? null : (shown.find((v) => v.ownerId === ownerId) ?? null));
    navigate('/');
  };
  const current = vault ? recordsOf(vault.ownerName) : VAULT_SWITCHER.own;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          className="h-9 max-w-56 min-w-0 gap-1.5 px-2 sm:px-3"
          aria-label={`${VAULT_SWITCHER.label}: ${current}`}
          data-testid="vault-switcher"
        >
          {vault ? <UsersRound aria-hidden="true" /> : <FolderLock aria-hidden="true" />}
          <span className="hidden min-w-0 truncate sm:inline">{current}</span>
          <ChevronsUpDown aria-hidden="true" className="text-muted-foreground" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-72 max-w-[calc(100vw-1rem)]">
        <DropdownMenuLabel>{VAULT_SWITCHER.label}</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={vault?.ownerId ?? OWN}
          onValueChange={(id) => void choose(id)}
        >
          <DropdownMenuRadioItem value={OWN} className="items-start">
            <SwitcherEntry name={VAULT_SWITCHER.own} detail={VAULT_SWITCHER.ownRole} />
          </DropdownMenuRadioItem>
          {shown.length > 0 && <DropdownMenuSeparator />}
          {shown.map((v) => (
            <DropdownMenuRadioItem key={v.ownerId} value={v.ownerId} className="items-start">
              <SwitcherEntry name={recordsOf(v.ownerName)} detail={vaultRoleText(v)} />
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function SwitcherEntry({ name, detail }: { name: string; detail: string }) {
  return (
    <span className="grid min-w-0 gap-0.5">
      <span className="font-medium break-words">{name}</span>
      <span className="text-muted-foreground text-xs">{detail}</span>
    </span>
  );
}
