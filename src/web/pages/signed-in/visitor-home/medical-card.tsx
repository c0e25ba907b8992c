import { HeartPulse, Lock } from 'lucide-react';
import { formatPhone } from '../../../../domain/format';
import type { VisitorHome } from '../../../../domain/visitor-home';
import { DashboardCard } from '../../../components/dashboard-card';
import { EmptyState } from '../../../components/load-states';
import { vaultCovers, type ActiveVault } from '../../../lib/vault';
import { VISITOR_HOME } from './visitor-words';

type Essential = VisitorHome['medical'][number];

/** The lines worth knowing in a hurry, each shown only when recorded. */
function linesOf(m: Essential): Array<[string, string]> {
  const withPhone = (name: string, phone: string) =>
    [name, formatPhone(phone)].filter(Boolean).join(', ');
  const lines: Array<[string, string]> = [
    ['Allergies', m.allergies],
    ['Medications', m.medications],
    ['Conditions', m.conditions],
    ['Doctor', withPhone(m.doctor, m.doctorPhone)],
    ['Hospital', m.hospital],
    ['Emergency contact', withPhone(m.emergencyContact, m.emergencyPhone)],
  ];
  return lines.filter(([, value]) => value !== '');
}

/** Allergies, medications, conditions, doctor, hospital and emergency contact, per person. */
export function MedicalCard({ home, vault }: { home: VisitorHome; vault: ActiveVault }) {
  return (
    <DashboardCard title={VISITOR_HOME.medical} icon={HeartPulse}>
      {!vaultCovers(vault, 'medical-information') ? (
        <EmptyState icon={Lock} message={`Medical Information: ${VISITOR_HOME.notShared}`} />
      ) : home.medical.length === 0 ? (
        <EmptyState icon={HeartPulse} message={VISITOR_HOME.medicalEmpty} />
      ) : (
        <ul className="grid gap-3">
          {home.medical.map((m) => (
            <li key={m.id} className="grid gap-2 rounded-lg border p-3">
              <p className="font-medium break-words">{m.person}</p>
              <dl className="grid gap-1 text-sm">
                {linesOf(m).map(([label, value]) => (
                  <div key={label} className="grid gap-x-2 sm:grid-cols-[9rem_1fr]">
                    <dt className="text-muted-foreground">{label}</dt>
                    <dd className="break-words">{value}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
