/**
 * A compact summary of a user's own records: what the assistant may share with the AI service
 * (with the user's consent) and what it answers from when no service is configured. It is built
 * from amounts, counts, choices and dates plus checklist and date titles; the snapshot type has
 * no room for names, SSNs, account, routing or policy numbers, notes or document contents.
 */
import { checklistCounts, completionPercent } from '../checklist-rules';
import { estimateEstateTax, type EstateTaxEstimate } from '../estate-tax';
import { upcomingDates } from '../important-dates-rules';
import { propertyDebts } from '../figures/debts-once';
import { netWorthOf } from '../figures/net-worth';
import { centsToDecimal, sumDecimals, toCents } from '../money';
import type { RecordJson } from '../records';

type Amount = string | null | undefined;

/** The fields the summary reads, per record kind; nothing else is loaded for it. */
export interface RecordsSnapshot {
  bankAccounts: { currentBalance?: Amount }[];
  investmentAccounts: { currentValue?: Amount }[];
  realEstate: { id?: string; currentValue?: Amount; mortgageBalance?: Amount }[];
  businessInterests: { estimatedValue?: Amount }[];
  debts: {
    id?: string;
    debtType?: string | null;
    currentBalance?: Amount;
    securedPropertyId?: string | null;
  }[];
  insurancePolicies: {
    policyType?: string | null;
    coverageAmount?: Amount;
    isActive?: boolean | null;
  }[];
  familyMemberCount: number;
  documentCount: number;
  checklist: { title?: string | null; priority?: number | null; isCompleted?: boolean | null }[];
  importantDates: {
    title?: string | null;
    eventDate?: string | null;
    eventType?: string | null;
    isRecurring?: boolean | null;
  }[];
}

/** A count and its sum (decimal string). */
export interface Total {
  count: number;
  total: string;
}

/** What the assistant knows about the user's records. */
export interface RecordsSummary {
  bank: Total;
  investments: Total;
  realEstate: Total;
  business: Total;
  /** The Debts records, and each property's mortgage not among them (figures/debts-once.ts). */
  debts: Total;
  /** Assets minus debts. */
  netWorth: string;
  insurance: { activePolicies: number; totalCoverage: string; types: string[] };
  familyMemberCount: number;
  documentCount: number;
  checklist: { total: number; completed: number; remaining: number; percent: number };
  /** Open checklist titles, high priority first, at most OPEN_TASKS_SHOWN. */
  openTasks: { title: string; priority: number }[];
  /** Important dates in the next 30 days, soonest first. */
  upcoming: { title: string; date: string; daysAway: number; eventType: string | null }[];
  estateTax: EstateTaxEstimate;
}

/** How many open tasks and upcoming dates the summary lists. */
export const OPEN_TASKS_SHOWN = 8;
export const UPCOMING_SHOWN = 5;

const totalOf = (values: Amount[]): Total => ({ count: values.length, total: sumDecimals(values) });

/**
 * Titles are typed freely, so a number someone put in one (an account or SSN) is blanked out
 * before the title can travel anywhere.
 */
export function redactNumbers(text: string): string {
  return text
    .replace(/\d(?:[\s./-]?\d){4,}/g, '[number removed]')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);
}

/** The snapshot as the rules module reads records (ids are positions when not loaded). */
function asRecords(s: RecordsSnapshot) {
  const rows = <T extends object>(list: T[], prefix: string) =>
    list.map((r, i) => ({ id: `${prefix}${i}`, ...r }) as unknown as RecordJson);
  return {
    'bank-accounts': rows(s.bankAccounts, 'b'),
    'investment-accounts': rows(s.investmentAccounts, 'i'),
    'real-estate': rows(s.realEstate, 'r'),
    'business-interests': rows(s.businessInterests, 'x'),
    'debts-liabilities': rows(s.debts, 'd'),
  };
}

/** Builds the summary; `today` is a local Date whose calendar day counts as today. */
export function summariseRecords(s: RecordsSnapshot, today: Date): RecordsSummary {
  const bank = totalOf(s.bankAccounts.map((r) => r.currentBalance));
  const investments = totalOf(s.investmentAccounts.map((r) => r.currentValue));
  const realEstate = totalOf(s.realEstate.map((r) => r.currentValue));
  const business = totalOf(s.businessInterests.map((r) => r.estimatedValue));
  // The one rule every screen reads (src/domain/figures), so the assistant always agrees.
  const records = asRecords(s);
  const recorded = toCents(sumDecimals(s.debts.map((r) => r.currentBalance))) ?? 0n;
  const typed = propertyDebts(records).filter((p) => p.countedTypedCents > 0n);
  const debts = {
    count: s.debts.length + typed.length,
    total: centsToDecimal(recorded + typed.reduce((t, p) => t + p.countedTypedCents, 0n)),
  };
  const netWorth = netWorthOf(records);
  const active = s.insurancePolicies.filter((p) => p.isActive !== false);
  const openTasks = s.checklist
    .filter((item) => item.isCompleted !== true)
    .map((item) => ({
      title: redactNumbers(item.title ?? '') || 'Untitled task',
      priority: item.priority ?? 1,
    }))
    .sort((a, b) => a.priority - b.priority)
    .slice(0, OPEN_TASKS_SHOWN);
  return {
    bank,
    investments,
    realEstate,
    business,
    debts,
    netWorth,
    insurance: {
      activePolicies: active.length,
      totalCoverage: sumDecimals(active.map((p) => p.coverageAmount)),
      types: [...new Set(active.map((p) => p.policyType).filter((t): t is string => !!t))],
    },
    familyMemberCount: s.familyMemberCount,
    documentCount: s.documentCount,
    checklist: { ...checklistCounts(s.checklist), percent: completionPercent(s.checklist) },
    openTasks,
    upcoming: upcomingDates(s.importantDates, today, UPCOMING_SHOWN).map((u) => ({
      title: redactNumbers(u.record.title ?? '') || 'Untitled date',
      date: u.nextDate,
      daysAway: u.daysAway,
      eventType: u.record.eventType ?? null,
    })),
    estateTax: estimateEstateTax(netWorth, today.getFullYear()),
  };
}
