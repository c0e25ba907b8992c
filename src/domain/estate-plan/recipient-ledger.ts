/** Adds up what each recipient is named on, asset by asset, for the inheritance plan. */
import { centsToDecimal } from '../money';
import type { FamilyPerson } from './beneficiary-matching';
import type { DesignatedAsset } from './designations';
import type { Recipient, RecipientKind } from './inheritance-api';

/** Who receives: a family member, or a name that is not one. */
export type RecipientWho =
  { person: FamilyPerson } | { kind: Exclude<RecipientKind, 'person'>; name: string };

/** One part of one asset. */
export interface RecipientPart {
  cents: bigint;
  percent: number;
  /** The name as typed on the field. */
  text: string;
  contingent: boolean;
}

export class RecipientLedger {
  private readonly byKey = new Map<string, { recipient: Recipient; cents: bigint }>();

  add(who: RecipientWho, asset: DesignatedAsset, part: RecipientPart): void {
    const key =
      'person' in who ? `person:${who.person.id}` : `${who.kind}:${who.name.toLowerCase()}`;
    let entry = this.byKey.get(key);
    if (!entry) {
      const recipient: Recipient =
        'person' in who
          ? {
              key,
              kind: 'person',
              familyMemberId: who.person.id,
              name: who.person.name,
              relationship: who.person.formerSpouse
                ? 'Former spouse or partner'
                : who.person.relationship,
              total: '0.00',
              estateSharePercent: 0,
              items: [],
            }
          : {
              key,
              kind: who.kind,
              familyMemberId: null,
              name: who.name,
              relationship: null,
              total: '0.00',
              estateSharePercent: 0,
              items: [],
            };
      entry = { recipient, cents: 0n };
      this.byKey.set(key, entry);
    }
    entry.cents += part.cents;
    entry.recipient.items.push({
      recordKind: asset.recordKind,
      recordId: asset.recordId,
      title: asset.title,
      institution: asset.institution,
      amount: centsToDecimal(part.cents),
      assetValue: centsToDecimal(asset.valueCents),
      sharePercent: part.percent,
      contingent: part.contingent,
      text: part.text,
    });
  }

  /** Every recipient with totals and their share of `allCents`, largest first. */
  list(allCents: bigint): Recipient[] {
    return [...this.byKey.values()]
      .sort(
        (a, b) =>
          (b.cents > a.cents ? 1 : b.cents < a.cents ? -1 : 0) ||
          a.recipient.name.localeCompare(b.recipient.name),
      )
      .map(({ recipient, cents }) => ({
        ...recipient,
        total: centsToDecimal(cents),
        estateSharePercent: allCents > 0n ? Number((cents * 10_000n) / allCents) / 100 : 0,
      }));
  }
}
