import { Mail, Phone, PhoneCall } from 'lucide-react';
import { formatPhone } from '../../../../domain/format';
import type { CallContact } from '../../../../domain/visitor-home';
import { DashboardCard } from '../../../components/dashboard-card';
import { EmptyState } from '../../../components/load-states';
import { VISITOR_HOME } from './visitor-words';

/** Who to call: people the documents name, the owner's trusted people, advisers and doctors. */
export function CallCard({ contacts }: { contacts: CallContact[] }) {
  return (
    <DashboardCard title={VISITOR_HOME.call} icon={PhoneCall}>
      {contacts.length === 0 ? (
        <EmptyState icon={PhoneCall} message={VISITOR_HOME.callEmpty} />
      ) : (
        <ul className="grid gap-3" aria-label={VISITOR_HOME.call}>
          {contacts.map((c, i) => (
            <li key={`${c.name}-${c.role}-${i}`} className="grid gap-1 rounded-lg border p-3">
              <p className="font-medium break-words">{c.name}</p>
              <p className="text-muted-foreground text-sm break-words">
                {[c.role, c.organisation].filter(Boolean).join(' · ')}
              </p>
              {(c.phone || c.email) && (
                <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
                  {c.phone && (
                    <a
                      className="text-primary inline-flex items-center gap-1.5 underline-offset-4 hover:underline"
                      href={`tel:${c.phone.replace(/[^\d+]/g, '')}`}
                    >
                      <Phone aria-hidden="true" className="size-3.5" />
                      {formatPhone(c.phone)}
                    </a>
                  )}
                  {c.email && (
                    <a
                      className="text-primary inline-flex min-w-0 items-center gap-1.5 break-all underline-offset-4 hover:underline"
                      href={`mailto:${c.email}`}
                    >
                      <Mail aria-hidden="true" className="size-3.5 shrink-0" />
                      {c.email}
                    </a>
                  )}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
