import {
  formatDate,
  formatMoney,
  formatPercent,
  formatPhone,
  isBlank,
  maskAccountNumber,
} from '../../format';
import type { ValueFormat } from './types';

/** Policy types read with ' Insurance' after them, except these (part 1 §3). */
const INSURANCE_TYPES_WITHOUT_SUFFIX = new Set(['Professional Liability', 'Other']);

/** 'Life' → 'Life Insurance'; 'Professional Liability' and 'Other' stay as they are. */
export function insuranceTypeLabel(policyType: string): string {
  return INSURANCE_TYPES_WITHOUT_SUFFIX.has(policyType) ? policyType : `${policyType} Insurance`;
}

/** One stored value as display text in the given format; '' when there is nothing to show. */
export function formatValue(value: unknown, format: ValueFormat = 'text'): string {
  if (isBlank(value)) return '';
  const text = typeof value === 'string' ? value.trim() : String(value);
  switch (format) {
    case 'money0':
      return formatMoney(text, 0);
    case 'money2':
      return formatMoney(text, 2);
    case 'percent':
      return formatPercent(text);
    case 'date':
      return formatDate(text);
    case 'phone':
      return formatPhone(text);
    case 'masked':
      return maskAccountNumber(text);
    case 'insurance-type':
      return insuranceTypeLabel(text);
    case 'text':
      return text;
  }
}
