/**
 * What a beneficiary needs to claim what names them, by kind of asset: whom to contact, the
 * number to quote, and the papers to bring. Used by the Beneficiary Package.
 */
import { formatPhone } from '../format';
import { recordKindByKey, type RecordJson } from '../records';
import { maskRecord } from '../reports/record-entry';
import type { DesignationKind } from './designations';
import { RETIREMENT_TYPES } from './liquidity-parts';
import { textOf } from './estate-records';
import type { LegalRule } from './legal-rules';

/** A claim as the package prints it. */
export interface ClaimGuide {
  numberLabel: string;
  /** Masked to the last 4 characters unless full numbers were asked for. */
  number: string;
  contact: string;
  needs: string[];
}

const NUMBER_FIELD: Record<DesignationKind, { field: string; label: string }> = {
  'bank-accounts': { field: 'accountNumber', label: 'Account number' },
  'investment-accounts': { field: 'accountNumber', label: 'Account number' },
  'insurance-policies': { field: 'policyNumber', label: 'Policy number' },
};

const join = (...parts: string[]) => parts.filter(Boolean).join(' · ');

/** The SECURE Act's ten-year rule, printed with every inherited retirement account. */
export const INHERITED_RETIREMENT_RULE: LegalRule = {
  title: 'Inherited retirement accounts (rules from 2020)',
  text: 'Most beneficiaries other than a spouse must empty an inherited IRA or 401(k) within 10 years of the death; a spouse can treat it as their own. Withdrawals from a traditional account are taxed as income: ask before moving money.',
  source: 'SECURE Act of 2019, Internal Revenue Code §401(a)(9)(H)',
};

/** How to claim one asset. */
export function claimGuide(
  kind: DesignationKind,
  record: RecordJson,
  options: { fullNumbers: boolean },
): ClaimGuide {
  const spec = recordKindByKey(kind)!;
  const shown = options.fullNumbers ? record : maskRecord(spec, record);
  const { field, label } = NUMBER_FIELD[kind];
  const deathCertificate = 'A certified copy of the death certificate';
  const id = 'Your photo ID and Social Security number';
  if (kind === 'insurance-policies') {
    return {
      numberLabel: label,
      number: textOf(shown, field),
      contact: join(
        textOf(record, 'agentName'),
        formatPhone(textOf(record, 'agentPhone')),
        textOf(record, 'agentAddress'),
      ),
      needs: [
        "The insurer's claim form (claimant's statement)",
        deathCertificate,
        id,
        'The policy number above',
      ],
    };
  }
  const retirement =
    kind === 'investment-accounts' && RETIREMENT_TYPES.includes(textOf(record, 'accountType'));
  return {
    numberLabel: label,
    number: textOf(shown, field),
    contact:
      kind === 'bank-accounts'
        ? textOf(record, 'bankAddress')
        : join(textOf(record, 'contactName'), formatPhone(textOf(record, 'contactPhone'))),
    needs: [
      kind === 'bank-accounts'
        ? "The bank's payable-on-death claim: it pays you directly, outside probate"
        : retirement
          ? "The institution's beneficiary claim form, and your choice of how to take the account"
          : "The institution's transfer-on-death form and an account in your name to receive it",
      deathCertificate,
      id,
    ],
  };
}

/** True for an inherited account the SECURE Act's rule applies to. */
export const isRetirement = (kind: DesignationKind, record: RecordJson) =>
  kind === 'investment-accounts' && RETIREMENT_TYPES.includes(textOf(record, 'accountType'));
