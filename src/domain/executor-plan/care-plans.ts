/**
 * The plans for an access opened for another reason than a death (issue 45). For an owner who
 * is ill or incapacitated: looking after her affairs until she can again, in words she may read
 * herself later (nothing is claimed, closed or inherited). For anything else: a general plan,
 * the people to call and where the papers are, in neutral words.
 */
import { formatMoney } from '../format';
import type { RecordJson } from '../records';
import { line, lines, open, phone, text, type PlanStep, type Records } from './plan-parts';

const POWER_OF_ATTORNEY = ['Power of Attorney'];
const HEALTH_CARE_PROXY = ['Healthcare Power of Attorney', 'Healthcare Directive', 'Living Will'];
const CARE_COVER = ['Disability', 'Long-Term Care', 'Health'];

/** Where a document is kept, as its card says it. */
const whereKept = (d: RecordJson) =>
  lines(
    text('documents', d, 'title'),
    line('Where it is', text('documents', d, 'location')),
    d.fileName ? 'A copy is attached in Documents.' : '',
  );

/** A document step: the papers found, or what to do when none is recorded. */
function paperStep(
  records: Records,
  key: string,
  title: string,
  types: readonly string[],
  missing: string,
): PlanStep {
  const found = open(records, 'documents').filter((d) =>
    types.includes(String(d.documentType ?? '')),
  );
  return {
    key,
    title,
    details: found.length ? found.flatMap(whereKept) : [missing],
    area: 'documents',
  };
}

/** Looking after the owner's affairs while she is ill or incapacitated. */
export function buildCarePlan(records: Records): PlanStep[] {
  const steps: PlanStep[] = [
    paperStep(
      records,
      'power-of-attorney',
      'Find the power of attorney',
      POWER_OF_ATTORNEY,
      'No power of attorney is recorded in Documents: ask the attorney whether one was signed.',
    ),
    paperStep(
      records,
      'health-care-proxy',
      'Find the health-care proxy',
      HEALTH_CARE_PROXY,
      'No health-care proxy or directive is recorded in Documents: ask the doctors and the attorney.',
    ),
  ];
  for (const m of open(records, 'medical-information'))
    steps.push({
      key: `doctor:${m.id}`,
      title: `Tell the doctor, ${text('medical-information', m, 'doctorName') || 'on record'}`,
      details: lines(
        line('Phone', phone(m.doctorPhone)),
        line('Medications', text('medical-information', m, 'medications')),
        line('Allergies', text('medical-information', m, 'allergies')),
        line('Hospital preference', text('medical-information', m, 'hospitalPreference')),
      ),
      area: 'medical-information',
    });
  for (const b of open(records, 'bank-accounts'))
    steps.push({
      key: `pay-from:${b.id}`,
      title: `Pay the bills from ${text('bank-accounts', b, 'bankName') || 'the account'}`,
      details: lines(
        [text('bank-accounts', b, 'accountName'), text('bank-accounts', b, 'accountType')]
          .filter(Boolean)
          .join(', '),
        line('Account number', text('bank-accounts', b, 'accountNumber')),
        'The power of attorney is what the bank asks for before you can act on the account.',
      ),
      area: 'bank-accounts',
    });
  for (const d of open(records, 'debts-liabilities'))
    steps.push({
      key: `keep-paying:${d.id}`,
      title: `Keep up the payments to ${text('debts-liabilities', d, 'creditorName')}`,
      details: lines(
        text('debts-liabilities', d, 'debtType'),
        line('Account number', text('debts-liabilities', d, 'accountNumber')),
        line('Minimum payment', formatMoney(d.minimumPayment as string, 0)),
        line('Next due', text('debts-liabilities', d, 'dueDate')),
      ),
      area: 'debts-liabilities',
    });
  for (const p of open(records, 'insurance-policies').filter((p) =>
    CARE_COVER.includes(String(p.policyType ?? '')),
  ))
    steps.push({
      key: `care-cover:${p.id}`,
      title: `Ask ${text('insurance-policies', p, 'company')} what the ${text('insurance-policies', p, 'policyType').toLowerCase()} cover pays`,
      details: lines(
        line('Policy number', text('insurance-policies', p, 'policyNumber')),
        line('Agent', text('insurance-policies', p, 'agentName')),
        line('Phone', phone(p.agentPhone)),
      ),
      area: 'insurance-policies',
    });
  for (const p of open(records, 'real-estate'))
    steps.push({
      key: `look-after:${p.id}`,
      title: `Look after ${[text('real-estate', p, 'address'), text('real-estate', p, 'city')].filter(Boolean).join(', ')}`,
      details: ['Keep it insured and heated, and the mail collected, until she is home.'],
      area: 'real-estate',
    });
  return steps;
}

/** A general plan: who to call and where the papers are. */
export function buildGeneralPlan(records: Records): PlanStep[] {
  const steps: PlanStep[] = open(records, 'professional-contacts').map((c) => ({
    key: `contact:${c.id}`,
    title: `Call ${text('professional-contacts', c, 'name')} (${text('professional-contacts', c, 'profession')})`,
    details: lines(
      text('professional-contacts', c, 'company'),
      line('Phone', phone(c.phone)),
      line('Email', text('professional-contacts', c, 'email')),
    ),
    area: 'professional-contacts',
  }));
  const papers = open(records, 'documents');
  steps.push({
    key: 'where-the-papers-are',
    title: 'Know where the papers are',
    details: papers.length
      ? papers.flatMap((d) => whereKept(d).slice(0, 2))
      : ['No documents are recorded yet.'],
    area: 'documents',
  });
  return steps;
}
