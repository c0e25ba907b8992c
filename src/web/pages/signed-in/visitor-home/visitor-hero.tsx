import { Eye, PencilLine } from 'lucide-react';
import type { VisitorHome } from '../../../../domain/visitor-home';
import { vaultRoleText } from '../../../components/layout/vault-switcher';
import { sharedAreasText, visitorRoleLine } from './visitor-words';

/** Whose records these are, the visitor's role, and what they may read. */
export function VisitorHero({ home }: { home: VisitorHome }) {
  const Icon = home.canWrite ? PencilLine : Eye;
  return (
    <section className="from-primary relative overflow-hidden rounded-2xl bg-gradient-to-br to-[oklch(0.24_0.07_262)] px-6 py-8 text-white shadow-sm sm:px-10 dark:to-[oklch(0.3_0.08_262)] dark:from-[oklch(0.36_0.09_262)]">
      <div className="relative grid max-w-2xl gap-3">
        <p className="flex items-center gap-2 text-sm font-medium text-white/80">
          <Icon aria-hidden="true" className="size-4" />
          <span data-testid="visitor-role">{vaultRoleText(home)}</span>
        </p>
        <h1 className="font-display text-3xl font-semibold tracking-tight break-words sm:text-4xl">
          {home.ownerName}&apos;s records
        </h1>
        <p className="text-base text-white/85">{visitorRoleLine(home.ownerName, home.role)}</p>
        <p className="text-sm text-white/75">
          <span className="font-medium text-white">Shared with you:</span>{' '}
          {sharedAreasText(home.areas)}
        </p>
      </div>
    </section>
  );
}
