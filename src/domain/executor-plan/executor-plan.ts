/**
 * The executor's first days (issue 29): after release, a plan built from the owner's records,
 * one step per thing to do (order death certificates, call the attorney, claim each life
 * policy, notify each institution and creditor, secure each property, the final wishes).
 * Pure; the server adds who ticked what. Numbers are masked as on the cards: the binder, with
 * the password, is where full numbers are printed.
 */
import { formatMoney } from '../format';
import type { RecordJson, RecordKindKey } from '../records';

import { line, lines, open, phone, text, type PlanStep, type Records } from './plan-parts';
import { buildCarePlan, buildGeneralPlan } from './care-plans';

export type { PlanStep } from './plan-parts';

/**
 * Why the executor's access opened chooses the plan (issue 45): a death gets the first days'
 * plan; an illness a plan for looking after the owner's affairs while she cannot (no death
 * steps: she may read them later); anything else (or the check-ins' silence) a general one.
 */
export type PlanReason = 'died' | 'incapacitated' | 'other';

/** The plan for `reason`. `wishes`: the final wishes' headline (read only for a death). */
export function buildPlanFor(
  reason: PlanReason,
  records: Records,
  wishes: readonly string[] = [],
): PlanStep[] {
  if (reason === 'incapacitated') return buildCarePlan(records);
  if (reason === 'other') return buildGeneralPlan(records);
  return buildExecutorPlan(records, wishes);
}

/** The steps, in the order an executor takes them. `wishes`: the final wishes' headline. */
export function buildExecutorPlan(records: Records, wishes: readonly string[] = []): PlanStep[] {
  const steps: PlanStep[] = [];
  const life = open(records, 'insurance-policies').filter((p) => p.policyType === 'Life');
  const banks = open(records, 'bank-accounts');
  const investments = open(records, 'investment-accounts');
  const debts = open(records, 'debts-liabilities');
  const properties = open(records, 'real-estate');
  const copies = life.length + banks.length + investments.length + properties.length + 2;
  steps.push({
    key: 'death-certificates',
    title: 'Order death certificates',
    details: [
      `Order about ${copies} certified copies from the funeral home or the vital records office: each claim and transfer below asks for one.`,
    ],
    area: null,
  });

  const attorneys = open(records, 'professional-contacts').filter(
    (c) => c.profession === 'Attorney',
  );
  for (const a of attorneys)
    steps.push({
      key: `attorney:${a.id}`,
      title: `Contact the attorney, ${text('professional-contacts', a, 'name')}`,
      details: lines(
        text('professional-contacts', a, 'company'),
        line('Phone', phone(a.phone)),
        line('Email', text('professional-contacts', a, 'email')),
        'Ask about the will, probate and what to do first.',
      ),
      area: 'professional-contacts',
    });
  if (attorneys.length === 0)
    steps.push({
      key: 'attorney',
      title: 'Contact an estate attorney',
      details: ['No attorney is recorded in Professional Contacts: find one near the estate.'],
      area: null,
    });

  for (const p of life)
    steps.push({
      key: `insurance:${p.id}`,
      title: `Claim the life insurance with ${text('insurance-policies', p, 'company')}`,
      details: lines(
        line('Policy number', text('insurance-policies', p, 'policyNumber')),
        line('Coverage', formatMoney(p.coverageAmount as string, 0)),
        line('Agent', text('insurance-policies', p, 'agentName')),
        line('Phone', phone(p.agentPhone)),
      ),
      area: 'insurance-policies',
    });
  const accounts: Array<[RecordKindKey, RecordJson, string]> = [
    ...banks.map((b) => ['bank-accounts', b, 'bankName'] as [RecordKindKey, RecordJson, string]),
    ...investments.map(
      (i) => ['investment-accounts', i, 'institution'] as [RecordKindKey, RecordJson, string],
    ),
  ];
  for (const [area, a, institutionField] of accounts) {
    const institution = text(area, a, institutionField) || 'the institution';
    steps.push({
      key: `${area === 'bank-accounts' ? 'bank' : 'investment'}:${a.id}`,
      title: `Notify ${institution}`,
      details: lines(
        [text(area, a, 'accountName'), text(area, a, 'accountType')].filter(Boolean).join(', '),
        line('Account number', text(area, a, 'accountNumber')),
        area === 'bank-accounts'
          ? line('Address', text(area, a, 'bankAddress'))
          : line('Advisor', [text(area, a, 'contactName'), phone(a.contactPhone)].join(' ').trim()),
      ),
      area,
    });
  }
  for (const d of debts)
    steps.push({
      key: `debt:${d.id}`,
      title: `Notify ${text('debts-liabilities', d, 'creditorName')}`,
      details: lines(
        text('debts-liabilities', d, 'debtType'),
        line('Account number', text('debts-liabilities', d, 'accountNumber')),
        line('Balance', formatMoney(d.currentBalance as string, 0)),
        'Debts are paid from the estate, not by the family: say so.',
      ),
      area: 'debts-liabilities',
    });
  for (const p of properties)
    steps.push({
      key: `property:${p.id}`,
      title: `Secure ${[text('real-estate', p, 'address'), text('real-estate', p, 'city')].filter(Boolean).join(', ')}`,
      details: lines(
        'Lock it, keep it insured and heated, forward the mail.',
        line('Lender', text('real-estate', p, 'lender')),
        line('Title', text('real-estate', p, 'titleLocation')),
        line('Property manager', text('real-estate', p, 'propertyManager')),
      ),
      area: 'real-estate',
    });
  steps.push({
    key: 'final-wishes',
    title: 'Carry out the final wishes',
    details: wishes.length ? [...wishes] : ['Read what the owner left in Letters & Wishes.'],
    area: null,
  });
  return steps;
}
