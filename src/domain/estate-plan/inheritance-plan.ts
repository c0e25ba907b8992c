/**
 * Who gets what (Legacy Planning › Inheritance): each asset that names its heirs divided among
 * them, everything else listed as passing by will, trust or title, and totals per person.
 * Values are before debts and taxes, which the estate pays from what passes by will first.
 */
import { centsToDecimal } from '../money';
import { matchBeneficiary, type FamilyPerson, type KeptMatch } from './beneficiary-matching';
import { designatedAssets, type DesignatedAsset } from './designations';
import { recordLink, recordsOf, textOf, type RecordsByKind } from './estate-records';
import type { InheritancePlan } from './inheritance-api';
import { passingByTitle } from './passing-by-will';
import { RecipientLedger } from './recipient-ledger';
import { splitByShares, splitEqually } from './share-split';

/** Kept answers by keptMatchKey(). */
export type KeptMatches = ReadonlyMap<string, KeptMatch>;

/** How a kept answer is looked up: the record and the name's position on its field. */
export const keptMatchKey = (kind: string, id: string, position: number) =>
  `${kind}:${id}:${position}`;

/** The plan without what depends on the day and the scope (see inheritance-flags.ts). */
export type InheritanceCore = Pick<
  InheritancePlan,
  'totals' | 'recipients' | 'unnamed' | 'designations'
>;

/** The family as the rules read it (a record whose details will not open is left out). */
export function familyOf(records: RecordsByKind): FamilyPerson[] {
  return recordsOf(records, 'family-members').map((m) => ({
    id: m.id,
    name: textOf(m, 'name'),
    relationship: typeof m.relationship === 'string' ? m.relationship : null,
    dateOfBirth: typeof m.dateOfBirth === 'string' ? m.dateOfBirth : null,
    formerSpouse: m.formerSpouse === true,
  }));
}

/** Why (part of) a designated asset passes by will. */
function byWillReason(
  asset: DesignatedAsset,
  primaries: number,
  namesEstate: boolean,
  stated: number | null,
) {
  if (asset.names.length === 0)
    return 'Names no beneficiary: passes by your will, or by state law without one.';
  if (primaries > 0) return `The shares named add up to ${stated}%: the rest passes by your will.`;
  if (namesEstate) return 'Names your estate: passes by your will.';
  return 'Names only contingent beneficiaries: passes by your will unless they take it.';
}

/** Builds the plan from the records and the owner's kept answers. */
export function inheritancePlan(
  records: RecordsByKind,
  kept: KeptMatches = new Map(),
): InheritanceCore {
  const family = familyOf(records);
  const person = (id: string) => family.find((m) => m.id === id)!;
  const charityNames = recordsOf(records, 'charitable-gifts').map((g) => textOf(g, 'charityName'));
  const ledger = new RecipientLedger();
  const out: InheritanceCore = {
    totals: { all: '0.00', designated: '0.00', byWill: '0.00' },
    recipients: [],
    unnamed: [],
    designations: [],
  };
  let designated = 0n;
  let byWill = 0n;

  for (const asset of designatedAssets(records)) {
    const link = recordLink(asset.recordKind, asset.recordId);
    const path = asset.passing.path;
    // Held in trust, in common or as community property: not by its beneficiary field (the
    // one rule, src/domain/figures/passing.ts), so it is listed with why.
    if (path === 'trust' || path === 'tenants-in-common' || path === 'community') {
      byWill += asset.valueCents;
      out.unnamed.push({
        recordKind: asset.recordKind,
        recordId: asset.recordId,
        title: asset.title,
        value: centsToDecimal(asset.valueCents),
        reason: asset.passing.reason,
        link,
      });
      continue;
    }
    const survivorship = path === 'survivorship';
    const matchedNames = asset.names.map((n) => ({
      n,
      match: matchBeneficiary(n, family, {
        kept: survivorship
          ? undefined
          : kept.get(keptMatchKey(asset.recordKind, asset.recordId, n.position)),
        charityNames,
      }),
    }));
    // The owners on a joint account include the owner: the survivors are the family named.
    const survivors = matchedNames.filter((x) => x.match.memberIds.length > 0);
    const named = (survivorship && survivors.length > 0 ? survivors : matchedNames).map(
      ({ n, match }) => {
        if (survivorship) return { n, match };
        const { recordKind, recordId, title } = asset;
        out.designations.push({
          recordKind,
          recordId,
          title,
          link,
          position: n.position,
          text: n.text,
          name: n.name,
          contingent: n.contingent,
          sharePercent: n.sharePercent,
          ...match,
        });
        return { n, match };
      },
    );
    const primaries = named.filter((x) => !x.n.contingent && x.match.status !== 'estate');
    const split = splitByShares(
      asset.valueCents,
      primaries.map((x) => x.n.sharePercent),
    );
    const toEstate = asset.valueCents - split.parts.reduce((a, b) => a + b, 0n);
    designated += asset.valueCents - toEstate;
    if (toEstate !== 0n || primaries.length === 0) {
      byWill += toEstate;
      const namesEstate = named.some((x) => x.match.status === 'estate');
      // Joint with survivorship but no other owner recorded: the title, not a will, decides.
      const reason =
        survivorship && asset.names.length === 0
          ? asset.passing.reason
          : byWillReason(asset, primaries.length, namesEstate, split.statedTotal);
      out.unnamed.push({
        recordKind: asset.recordKind,
        recordId: asset.recordId,
        title: asset.title,
        value: centsToDecimal(toEstate),
        reason,
        link,
      });
    }
    primaries.forEach(({ n, match }, i) => {
      const part = { text: n.text, contingent: false };
      if (match.memberIds.length === 0) {
        const s = match.status;
        const kind = s === 'trust' || s === 'charity' || s === 'outside' ? s : 'unmatched';
        ledger.add({ kind, name: n.name }, asset, {
          ...part,
          cents: split.parts[i],
          percent: split.percents[i],
        });
        return;
      }
      const each = split.percents[i] / match.memberIds.length;
      splitEqually(split.parts[i], match.memberIds.length).forEach((cents, j) =>
        ledger.add({ person: person(match.memberIds[j]) }, asset, {
          ...part,
          cents,
          percent: each,
        }),
      );
    });
    for (const { n, match } of named.filter((x) => x.n.contingent))
      for (const id of match.memberIds)
        ledger.add({ person: person(id) }, asset, {
          cents: 0n,
          percent: 0,
          text: n.text,
          contingent: true,
        });
  }

  for (const item of passingByTitle(records)) {
    byWill += item.cents;
    const { recordKind, recordId, title, reason } = item;
    out.unnamed.push({
      recordKind,
      recordId,
      title,
      reason,
      value: centsToDecimal(item.cents),
      link: recordLink(recordKind, recordId),
    });
  }
  const all = designated + byWill;
  out.totals = {
    all: centsToDecimal(all),
    designated: centsToDecimal(designated),
    byWill: centsToDecimal(byWill),
  };
  out.recipients = ledger.list(all);
  return out;
}
