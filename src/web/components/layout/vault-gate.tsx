import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Lock } from 'lucide-react';
import { leaveVault } from '../../lib/vault-switch';
import { useVault } from '../../lib/vault';
import { Button } from '../ui/button';
import { Card, CardDescription, CardTitle } from '../ui/card';
import { vaultPathAccess } from './vault-paths';

/**
 * Shows the page when it belongs in the open vault; otherwise a note instead of a screen that
 * would mix one's own data (the assistant, settings) or an area the owner did not share.
 */
export function VaultGate({ children }: { children: ReactNode }) {
  const vault = useVault();
  const { pathname } = useLocation();
  const access = vaultPathAccess(vault, pathname);
  if (!vault || access.kind === 'open') return children;
  const [title, text] =
    access.kind === 'not-shared'
      ? [
          `${access.area} is not shared with you`,
          `${vault.ownerName} has not shared ${access.area} with you.`,
        ]
      : [
          'This page is about your own account',
          `You are viewing ${vault.ownerName}'s records. Go back to your own records to use this page.`,
        ];
  return (
    <Card className="mx-auto max-w-lg items-center border-dashed px-6 py-12 text-center">
      <span className="bg-muted text-muted-foreground flex size-12 items-center justify-center rounded-full">
        <Lock aria-hidden="true" className="size-6" />
      </span>
      <div className="grid gap-1">
        <CardTitle as="h1">{title}</CardTitle>
        <CardDescription>{text}</CardDescription>
      </div>
      <Button onClick={() => void leaveVault()}>Back to my records</Button>
    </Card>
  );
}
