/** The whole Inheritance answer: the plan, the family as it bears on it, and the flags. */
import type { InheritancePlan } from './inheritance-api';
import { ageOn, inheritanceFlags } from './inheritance-flags';
import { familyOf, inheritancePlan, type KeptMatches } from './inheritance-plan';
import { AGE_OF_MAJORITY } from './legal-rules';
import type { RecordsByKind } from './estate-records';

/** Builds GET /api/estate-plan/inheritance's answer for `today` (YYYY-MM-DD). */
export function buildInheritance(
  records: RecordsByKind,
  options: { today: string; kept?: KeptMatches; missingAreas?: readonly string[] },
): InheritancePlan {
  const core = inheritancePlan(records, options.kept);
  const family = familyOf(records);
  return {
    asOf: options.today,
    ...core,
    family: family.map((m) => {
      const age = ageOn(m.dateOfBirth, options.today);
      return {
        id: m.id,
        name: m.name,
        relationship: m.relationship,
        formerSpouse: m.formerSpouse,
        minor: age !== null && age < AGE_OF_MAJORITY,
      };
    }),
    flags: inheritanceFlags(core, records, family, options),
    missingAreas: [...(options.missingAreas ?? [])],
  };
}
