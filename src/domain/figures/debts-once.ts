/**
 * Debts counted once (issue 43, docs/decisions/028): a property's mortgage is a debt against it.
 * A Mortgage or Home Equity Loan record may name the property it is secured by; then the
 * property owes that record's balance and the debt is counted once, as the record. A property
 * with only its Mortgage Balance typed in owes that balance, counted as a debt of its own,
 * unless an unlinked mortgage record holds the same amount: then the two look like the same
 * mortgage, the record alone is counted, and the owner is asked to link them.
 *
 * The SQL in src/server/figures/net-worth-sql.ts states this same rule for the sums the server
 * makes without opening records; figures-sql.test.ts holds the two to the cent on one family.
 * The amount alone decides a look-alike because the creditor and lender names are sealed: the
 * sessionless net-worth job cannot read them (the flag shows both names to the owner).
 */
import { SECURED_BY_PROPERTY_TYPES, type RecordJson } from '../records';
import { centsOf, recordsOf, textOf, type RecordsByKind } from '../estate-plan/estate-records';

/** What a property owes, and where the figure comes from. */
export interface PropertyDebt {
  propertyId: string;
  /** What is owed against the property, in cents. */
  owedCents: bigint;
  /**
   * linked: Debts records name the property (counted as those records); typed: its own
   * Mortgage Balance, counted as a debt of its own; look-alike: typed, but an unlinked mortgage
   * record holds the same amount (counted once, as the record); none: nothing owed.
   */
  source: 'linked' | 'typed' | 'look-alike' | 'none';
  /** The Debts records linked to it (linked) or looking like its mortgage (look-alike). */
  debtIds: string[];
  /** The typed balance counted as a debt of its own (typed only), in cents. */
  countedTypedCents: bigint;
}

/** True for a debt type a property secures (Mortgage, Home Equity Loan). */
export const isSecuredType = (debtType: string) =>
  (SECURED_BY_PROPERTY_TYPES as readonly string[]).includes(debtType);

/** The property a debt names (securedPropertyId), or null. */
export const linkOf = (debt: RecordJson): string | null =>
  typeof debt.securedPropertyId === 'string' && debt.securedPropertyId
    ? debt.securedPropertyId
    : null;

/** Each property's debt, in the records' order. */
export function propertyDebts(records: RecordsByKind): PropertyDebt[] {
  const debts = recordsOf(records, 'debts-liabilities');
  return recordsOf(records, 'real-estate').map((property) => {
    const linked = debts.filter((d) => linkOf(d) === property.id);
    if (linked.length > 0) {
      const owedCents = linked.reduce((s, d) => s + centsOf(d, 'currentBalance'), 0n);
      return {
        propertyId: property.id,
        owedCents,
        source: 'linked',
        debtIds: linked.map((d) => d.id),
        countedTypedCents: 0n,
      };
    }
    const typed = centsOf(property, 'mortgageBalance');
    if (typed === 0n)
      return {
        propertyId: property.id,
        owedCents: 0n,
        source: 'none',
        debtIds: [],
        countedTypedCents: 0n,
      };
    const lookAlikes = debts.filter(
      (d) =>
        linkOf(d) === null &&
        isSecuredType(textOf(d, 'debtType')) &&
        centsOf(d, 'currentBalance') === typed,
    );
    return lookAlikes.length > 0
      ? {
          propertyId: property.id,
          owedCents: typed,
          source: 'look-alike',
          debtIds: lookAlikes.map((d) => d.id),
          countedTypedCents: 0n,
        }
      : {
          propertyId: property.id,
          owedCents: typed,
          source: 'typed',
          debtIds: [],
          countedTypedCents: typed,
        };
  });
}

/** Every debt net worth subtracts, in cents: each Debts record once, and typed mortgages. */
export function totalDebtCents(records: RecordsByKind): bigint {
  const recorded = recordsOf(records, 'debts-liabilities').reduce(
    (s, d) => s + centsOf(d, 'currentBalance'),
    0n,
  );
  return recorded + typedMortgageCents(records);
}

/** The properties' typed Mortgage Balances counted as debts of their own, in cents. */
export function typedMortgageCents(records: RecordsByKind): bigint {
  return propertyDebts(records).reduce((s, p) => s + p.countedTypedCents, 0n);
}

/** The words the owner sees beside a look-alike pair. */
export const LOOK_ALIKE_TITLE = 'These look like the same mortgage';
/** What to do about it. */
export const LOOK_ALIKE_HELP =
  'A property has a Mortgage Balance typed in and a Debts & Liabilities record of the same amount that names no property. It is counted once. Open the debt and choose the property under "Secured By Property" to link them.';
