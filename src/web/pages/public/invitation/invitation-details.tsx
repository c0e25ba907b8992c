import { AREA_LABELS, type Invitation } from '../../../../domain/trusted-people';
import type { RecordKindKey } from '../../../../domain/records';

const day = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** What an invitation offers: the role and what it may do, the areas, the wait, the expiry. */
export function InvitationDetails({
  invitation,
  role,
}: {
  invitation: Invitation;
  role: { label: string; summary: string };
}) {
  const areas =
    invitation.areas === 'all'
      ? 'All areas'
      : invitation.areas.map((a) => AREA_LABELS[a as RecordKindKey] ?? a).join(', ');
  const rows: Array<[string, string]> = [
    ['Role', role.label],
    ['Areas', areas],
    ...(invitation.role === 'executor'
      ? [
          [
            'Waiting period',
            `${invitation.waitDays} ${invitation.waitDays === 1 ? 'day' : 'days'}`,
          ] as [string, string],
        ]
      : []),
    ['Accept by', day.format(new Date(invitation.expiresAt))],
  ];
  return (
    <div className="grid gap-3">
      <p className="bg-muted rounded-md px-3 py-2 text-sm">{role.summary}</p>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
