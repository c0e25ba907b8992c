/**
 * The one net-worth rule (src/domain/figures/debts-once.ts) as SQL over plain columns, for the
 * sums the server makes without opening records: the dashboard summary and the sessionless
 * net-worth job. figures-sql.test.ts feeds one family to both and to the domain function and
 * holds them to the cent.
 */
import { sql, type SQL } from 'drizzle-orm';
import { SECURED_BY_PROPERTY_TYPES } from '../../domain/records';
import { debtsLiabilities, realEstateProperties } from '../db/schema';

/** Which areas the sum may read (a trusted person's scope); both by default. */
export interface MortgageScope {
  realEstate: boolean;
  debts: boolean;
}

/**
 * The properties' typed Mortgage Balances counted as debts of their own, for the user in
 * `userId` (a column or a parameter), 0 if none: a property no Debts record names, whose
 * balance no unlinked Mortgage or Home Equity Loan record holds to the cent. Without the debts
 * area, every typed balance counts (as the domain function reads no records there).
 */
export function typedMortgagesSql(
  userId: SQL,
  scope: MortgageScope = { realEstate: true, debts: true },
): SQL {
  if (!scope.realEstate) return sql`0::numeric`;
  const p = realEstateProperties;
  const d = debtsLiabilities;
  const types = sql.join(
    SECURED_BY_PROPERTY_TYPES.map((t) => sql`${t}`),
    sql`, `,
  );
  const notRecorded = scope.debts
    ? sql`and not exists (select 1 from ${d} where ${d.userId} = ${userId}
          and ${d.securedPropertyId} = p.id)
        and not exists (select 1 from ${d} where ${d.userId} = ${userId}
          and ${d.securedPropertyId} is null and ${d.debtType} in (${types})
          and ${d.currentBalance} = p.mortgage_balance)`
    : sql``;
  return sql`(select coalesce(sum(p.mortgage_balance), 0) from ${p} p
    where p.user_id = ${userId} and p.mortgage_balance is not null ${notRecorded})`;
}

/**
 * The count of properties whose typed balance looks like an unlinked mortgage record (the
 * owner is asked to link them), for the user in `userId`.
 */
export function lookAlikeMortgagesSql(userId: SQL): SQL {
  const p = realEstateProperties;
  const d = debtsLiabilities;
  const types = sql.join(
    SECURED_BY_PROPERTY_TYPES.map((t) => sql`${t}`),
    sql`, `,
  );
  return sql`(select count(*) from ${p} p where p.user_id = ${userId}
    and p.mortgage_balance > 0
    and not exists (select 1 from ${d} where ${d.userId} = ${userId}
      and ${d.securedPropertyId} = p.id)
    and exists (select 1 from ${d} where ${d.userId} = ${userId}
      and ${d.securedPropertyId} is null and ${d.debtType} in (${types})
      and ${d.currentBalance} = p.mortgage_balance))`;
}
