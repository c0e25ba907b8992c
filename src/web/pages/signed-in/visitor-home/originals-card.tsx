import { CircleCheck, Circle, FileText, Lock, MapPin } from 'lucide-react';
import { vaultCovers, type ActiveVault } from '../../../lib/vault';
import type { VisitorHome } from '../../../../domain/visitor-home';
import { DashboardCard, SectionLabel } from '../../../components/dashboard-card';
import { EmptyState } from '../../../components/load-states';
import { VISITOR_HOME } from './visitor-words';

/** Where the will, powers of attorney and healthcare directives are, and what the checklist says. */
export function OriginalsCard({ home, vault }: { home: VisitorHome; vault: ActiveVault }) {
  const documents = vaultCovers(vault, 'documents');
  const checklist = vaultCovers(vault, 'estate-checklist-items');
  return (
    <DashboardCard title={VISITOR_HOME.originals} icon={FileText}>
      {!documents ? (
        <EmptyState icon={Lock} message={`Documents: ${VISITOR_HOME.notShared}`} />
      ) : home.originals.length === 0 ? (
        <EmptyState icon={FileText} message={VISITOR_HOME.originalsEmpty} />
      ) : (
        <ul className="grid gap-3">
          {home.originals.map((o) => (
            <li key={o.id} className="grid gap-1 rounded-lg border p-3">
              <p className="font-medium break-words">{o.title}</p>
              <p className="text-muted-foreground text-sm">
                {[o.documentType, o.signed && `signed ${o.signed}`].filter(Boolean).join(' · ')}
              </p>
              <p className="flex items-start gap-1.5 text-sm">
                <MapPin aria-hidden="true" className="text-primary mt-0.5 size-4 shrink-0" />
                <span className="break-words">{o.location || VISITOR_HOME.locationMissing}</span>
              </p>
              {o.named && <p className="text-sm break-words">Names {o.named}</p>}
              {o.attorney && <p className="text-sm break-words">Copy with {o.attorney}</p>}
            </li>
          ))}
        </ul>
      )}
      {checklist && home.checklist.length > 0 && (
        <div className="grid gap-2">
          <SectionLabel>{VISITOR_HOME.checklist}</SectionLabel>
          <ul className="grid gap-1.5 text-sm">
            {home.checklist.map((item) => (
              <li key={item.id} className="flex items-start gap-2">
                {item.completed ? (
                  <CircleCheck
                    aria-hidden="true"
                    className="mt-0.5 size-4 shrink-0 text-emerald-600"
                  />
                ) : (
                  <Circle
                    aria-hidden="true"
                    className="text-muted-foreground mt-0.5 size-4 shrink-0"
                  />
                )}
                <span className="break-words">
                  {item.title}
                  <span className="text-muted-foreground"> · {item.category}</span>
                  <span className="sr-only">{item.completed ? ' (done)' : ' (to do)'}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </DashboardCard>
  );
}
