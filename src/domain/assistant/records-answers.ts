/**
 * Answers that need nothing but the user's own records (net worth, the checklist, the next
 * dates, the estate-tax estimate), and the same facts as the prompt's summary paragraph.
 */
import { CHECKLIST_PRIORITY_LABELS } from '../records/estate-checklist-items';
import { formatDate, formatMoney } from '../format';
import type { RecordsSummary, Total } from './records-summary';

const usd = (value: string) => formatMoney(value, 0) || '$0';
const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const priorityLabel = (p: number) =>
  CHECKLIST_PRIORITY_LABELS[p as keyof typeof CHECKLIST_PRIORITY_LABELS] ?? `Priority ${p}`;
const when = (daysAway: number) =>
  daysAway === 0 ? 'today' : daysAway === 1 ? 'tomorrow' : `in ${daysAway} days`;
const part = (label: string, t: Total, unit: string, units = `${unit}s`) =>
  `${label} ${usd(t.total)} (${count(t.count, unit, units)})`;

/** Net worth and what it is made of. */
export function netWorthAnswer(s: RecordsSummary): string {
  const recorded = s.bank.count + s.investments.count + s.realEstate.count + s.business.count;
  if (recorded + s.debts.count === 0) {
    return 'You have not recorded any accounts, property, business interests or debts yet, so your net worth from your records is $0.';
  }
  // Only what is recorded is listed: "investments $0 (0 accounts)" says nothing.
  const assets = [
    part('bank accounts', s.bank, 'account'),
    part('investments', s.investments, 'account'),
    part('real estate', s.realEstate, 'property', 'properties'),
    part('business interests', s.business, 'interest'),
  ].filter((_, i) => [s.bank, s.investments, s.realEstate, s.business][i].count > 0);
  const debts = s.debts.count
    ? `, minus debts of ${usd(s.debts.total)} (${count(s.debts.count, 'debt')})`
    : ', with no debts recorded';
  return `Your net worth from your records is ${usd(s.netWorth)}: ${assets.join(', ') || 'no assets recorded'}${debts}.`;
}

/** What is done and what is left on the estate checklist. */
export function checklistAnswer(s: RecordsSummary): string {
  const c = s.checklist;
  if (c.total === 0) {
    return 'Your estate planning checklist is empty. Add the steps you need on the Estate Planning page.';
  }
  if (c.remaining === 0) return `All ${count(c.total, 'checklist item')} are complete.`;
  const tasks = s.openTasks.map((t) => `- ${t.title} (${priorityLabel(t.priority)})`);
  const more =
    c.remaining > s.openTasks.length ? `\n…and ${c.remaining - s.openTasks.length} more.` : '';
  return `You have completed ${c.completed} of ${c.total} checklist items (${c.percent}%). Still to do:\n${tasks.join('\n')}${more}`;
}

/** The important dates of the next 30 days. */
export function datesAnswer(s: RecordsSummary): string {
  if (s.upcoming.length === 0) return 'You have no important dates in the next 30 days.';
  const lines = s.upcoming.map(
    (d) =>
      `- ${d.title}: ${formatDate(d.date)} (${when(d.daysAway)})${d.eventType ? `, ${d.eventType}` : ''}`,
  );
  return `Your next important dates:\n${lines.join('\n')}`;
}

/** The federal estate-tax estimate on the estate, as Legacy Planning figures it. */
export function estateTaxAnswer(s: RecordsSummary): string {
  const e = s.estateTax;
  const base = `Based on your estate of ${usd(s.estateValue)} (each asset as the estate tax counts it, less your debts, as on Legacy Planning) and the ${e.year} federal exemption of ${usd(e.exemption)}, your estimated federal estate tax is ${usd(e.totalTax)}`;
  const detail =
    e.totalTax === '0.00'
      ? `, with ${usd(e.remainingExemption)} of the exemption left.`
      : `: 40% of the ${usd(e.taxableAmount)} above the exemption, an effective rate of ${e.effectiveRatePercent}%.`;
  const planning = e.needsPlanning
    ? ' Your estate is above 80% of the exemption, so estate-tax planning is worth discussing with a professional.'
    : '';
  return `${base}${detail} State estate tax is not estimated (counted as $0).${planning}`;
}

/** Which record questions a message asks, checked in this order. */
const INTENTS: { pattern: RegExp; answer: (s: RecordsSummary) => string }[] = [
  {
    pattern: /net[\s-]?worth|what am i worth|how much am i worth|total assets/i,
    answer: netWorthAnswer,
  },
  {
    pattern: /checklist|to[\s-]?do|left to do|open tasks|remaining tasks/i,
    answer: checklistAnswer,
  },
  {
    pattern: /important dates?|upcoming|next dates?|deadlines?|birthdays?|anniversar/i,
    answer: datesAnswer,
  },
  { pattern: /estate[\s-]?tax|exemption|death tax|inheritance tax/i, answer: estateTaxAnswer },
];

/** The answer from the records when the message asks about them, else null. */
export function answerFromRecords(message: string, s: RecordsSummary): string | null {
  const answers = INTENTS.filter((i) => i.pattern.test(message)).map((i) => i.answer(s));
  return answers.length ? answers.join('\n\n') : null;
}

/** The paragraph added to the AI prompt when the user consents to sharing a summary. */
export function summaryForPrompt(s: RecordsSummary, today: string): string {
  const lines = [
    `Summary of the user's own records in Kinfolio (USD, as of ${today}):`,
    `- ${netWorthAnswer(s)}`,
    `- Insurance: ${count(s.insurance.activePolicies, 'active policy', 'active policies')}, total coverage ${usd(s.insurance.totalCoverage)}${s.insurance.types.length ? ` (${s.insurance.types.join(', ')})` : ''}.`,
    `- Family members recorded: ${s.familyMemberCount}. Documents stored: ${s.documentCount}.`,
    `- Estate checklist: ${checklistAnswer(s).replace(/\n/g, '\n  ')}`,
    `- ${datesAnswer(s).replace(/\n/g, '\n  ')}`,
    `- ${estateTaxAnswer(s)}`,
  ];
  return lines.join('\n');
}
