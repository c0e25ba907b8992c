/**
 * The Beneficiary Package: a section for each person or organisation the accounts and policies
 * name, saying what names them, whom to contact, and what a claim needs. Numbers are masked
 * unless the person chose full numbers (the binder's choice). The owner's letters to each
 * beneficiary are not part of it: there is no Letters feature yet.
 */
import {
  claimGuide,
  INHERITED_RETIREMENT_RULE,
  isRetirement,
} from '../../domain/estate-plan/claims';
import type { DesignationKind } from '../../domain/estate-plan/designations';
import type { InheritancePlan, Recipient } from '../../domain/estate-plan/inheritance-api';
import { CONFIRM_WITH_PROFESSIONAL } from '../../domain/estate-plan/legal-rules';
import type { RecordKindKey } from '../../domain/records';
import { dollars } from './listing';
import type { PdfReport } from './pdf-report';
import type { UserRecords } from './report-data';

const KIND_WORDS: Record<Recipient['kind'], string> = {
  person: '',
  outside: 'Outside the family list',
  unmatched: 'Not matched to your family list',
  trust: 'Trust',
  charity: 'Charity',
};

/** Builds the package from the inheritance plan and the records it points at. */
export function buildBeneficiaryPackage(
  pdf: PdfReport,
  input: { plan: InheritancePlan; records: UserRecords; fullNumbers: boolean; asOf: string },
) {
  const { plan, records, fullNumbers } = input;
  const find = (kind: string, id: string) =>
    records[kind as RecordKindKey]?.find((r) => r.id === id);
  pdf.paragraph(
    `One section for each person or organisation your accounts and policies name. Give each their section: it says what names them, whom to contact and what a claim needs. Values are as recorded on ${input.asOf}; what is paid depends on the value at death.`,
  );
  pdf.table(
    [
      { header: 'Beneficiary', width: 0.4 },
      { header: 'Named on', width: 0.3, align: 'right' },
      { header: 'Estimated total', width: 0.3, align: 'right' },
    ],
    plan.recipients.map((r) => [r.name, String(r.items.length), dollars(r.total)]),
    'Nothing in your records names a beneficiary yet.',
  );

  let retirementNamed = false;
  for (const recipient of plan.recipients) {
    pdf.section(recipient.name);
    const about = recipient.relationship ?? KIND_WORDS[recipient.kind];
    const contingentOnly = recipient.items.every((i) => i.contingent);
    pdf.paragraph(
      contingentOnly
        ? `${about ? `${about}. ` : ''}Named as a contingent beneficiary only: you receive these if the primary beneficiaries cannot.`
        : `${about ? `${about}. ` : ''}Named on ${recipient.items.length === 1 ? 'one account or policy' : `${recipient.items.length} accounts and policies`}, an estimated ${dollars(recipient.total)} in all (${recipient.estateSharePercent}% of what the records count).`,
      { muted: true },
    );
    for (const item of recipient.items) {
      const record = find(item.recordKind, item.recordId);
      if (!record) continue;
      const kind = item.recordKind as DesignationKind;
      const claim = claimGuide(kind, record, { fullNumbers });
      retirementNamed ||= isRetirement(kind, record);
      // An item's rows read as one: start it on a new page rather than split it.
      pdf.keepTogether(170);
      pdf.subheading(
        item.title,
        item.contingent ? 'contingent beneficiary' : `${item.sharePercent}% share`,
      );
      pdf.fields(
        [
          { label: 'Institution', value: item.institution },
          { label: claim.numberLabel, value: claim.number },
          {
            label: 'Your estimated share',
            value: item.contingent
              ? 'Only if the primary beneficiaries cannot take it'
              : `${dollars(item.amount)} of ${dollars(item.assetValue)}`,
          },
          {
            label: 'How to reach them',
            value: claim.contact || 'Not recorded: look up the institution’s claims line',
          },
          { label: 'Named as', value: `“${item.text}”` },
          { label: 'To claim, bring', value: claim.needs.map((n) => `• ${n}`).join('\n') },
        ].filter((f) => f.value),
      );
    }
  }

  if (plan.unnamed.length > 0) {
    pdf.section('What Names Nobody');
    pdf.paragraph(
      'These pass by the will, a trust or how the title is held, through the executor: not by this package.',
      { muted: true },
    );
    pdf.table(
      [
        { header: 'Asset', width: 0.4 },
        { header: 'How it passes', width: 0.42 },
        { header: 'Value', width: 0.18, align: 'right' },
      ],
      plan.unnamed.map((u) => [u.title, u.reason, dollars(u.value)]),
    );
  }
  pdf.section('Rules and Sources');
  if (retirementNamed)
    pdf.paragraph(
      `${INHERITED_RETIREMENT_RULE.title}: ${INHERITED_RETIREMENT_RULE.text} Source: ${INHERITED_RETIREMENT_RULE.source}.`,
    );
  pdf.paragraph(CONFIRM_WITH_PROFESSIONAL, { muted: true });
}
