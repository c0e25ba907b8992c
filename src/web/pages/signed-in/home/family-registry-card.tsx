import { Link } from 'react-router';
import { Lock, UserPlus, Users } from 'lucide-react';
import { initials } from '../../../../domain/format';
import { familyMembersKind } from '../../../../domain/records/family-members';
import { lockedRecordTitle } from '../../../../domain/records/display';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { DashboardCard } from '../../../components/dashboard-card';
import { EmptyState, LoadError } from '../../../components/load-states';
import { useFamilyMembers, useShared, type FamilyMemberRecord } from './dashboard-data';
import { NotShared } from './not-shared';

/** How many member cards the dashboard shows (part 1 §9). */
const MEMBERS_SHOWN = 4;

/** Family Registry: the first members, a link to all of them, or an invitation to add one. */
export function FamilyRegistryCard() {
  const family = useFamilyMembers();
  const shared = useShared('family-members');
  const members = family.data ?? [];

  return (
    <DashboardCard
      title="Family Registry"
      icon={Users}
      action={
        shared && (
          <Button asChild size="sm" variant="outline">
            <Link to="/family">
              <UserPlus /> Add Member
            </Link>
          </Button>
        )
      }
    >
      {!shared ? (
        <NotShared />
      ) : family.isPending ? (
        <div
          className="grid gap-3 sm:grid-cols-2"
          role="status"
          aria-label="Loading family members"
        >
          {Array.from({ length: 2 }, (_, i) => (
            <Skeleton key={i} className="h-[4.5rem]" />
          ))}
        </div>
      ) : family.isError ? (
        <LoadError what="family members" />
      ) : members.length === 0 ? (
        <EmptyState
          icon={Users}
          message="No family members added yet"
          action={
            <Button asChild size="sm">
              <Link to="/family">
                <UserPlus /> Add Your First Family Member
              </Link>
            </Button>
          }
        />
      ) : (
        <>
          {/* As many columns as 15rem tiles fit: fewer as the text grows (issue 41). */}
          <ul className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,15rem),1fr))] gap-3">
            {members.slice(0, MEMBERS_SHOWN).map((member) => (
              <MemberTile key={member.id} member={member} />
            ))}
          </ul>
          {members.length > MEMBERS_SHOWN && (
            <Button asChild variant="ghost" className="justify-self-center">
              <Link to="/family">View All {members.length} Members</Link>
            </Button>
          )}
        </>
      )}
    </DashboardCard>
  );
}

function MemberTile({ member }: { member: FamilyMemberRecord }) {
  // A member whose encrypted details are locked (password reset) has no name to show.
  const name = member.name || lockedRecordTitle(familyMembersKind);
  return (
    <li className="bg-muted/40 flex min-w-0 items-center gap-3 rounded-lg border p-3">
      <span
        aria-hidden="true"
        className="bg-primary/10 text-primary flex size-11 shrink-0 items-center justify-center rounded-full text-sm font-semibold"
      >
        {member.locked ? <Lock className="size-4" /> : initials(name)}
      </span>
      <div className="min-w-0">
        <p className="font-medium break-words" title={name}>
          {name}
        </p>
        <p className="text-muted-foreground text-sm break-words">{member.relationship}</p>
      </div>
    </li>
  );
}
