import { useForm } from 'react-hook-form';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import {
  ACCOUNT_NUMBER_HINT,
  bankAccountsKind,
  investmentAccountsKind,
  type FieldSpec,
} from '../../domain/records';
import type { RecordFormValues } from './record-form-values';
import { RecordFormField } from './record-form-field';

function AccountNumber({ kindKey, field }: { kindKey: string; field: FieldSpec }) {
  const form = useForm<RecordFormValues>();
  return (
    <RecordFormField
      id={`${kindKey}-accountNumber`}
      name="accountNumber"
      field={field}
      form={form}
    />
  );
}

it.each([bankAccountsKind, investmentAccountsKind])(
  '$key: the hint shows under Account Number and describes the input (issue 41)',
  (kind) => {
    const html = renderToStaticMarkup(
      <AccountNumber kindKey={kind.key} field={kind.fields.accountNumber} />,
    );
    const hintId = `${kind.key}-accountNumber-hint`;
    expect(html).toContain(`<p id="${hintId}"`);
    expect(html).toContain(ACCOUNT_NUMBER_HINT);
    expect(html).toMatch(new RegExp(`<input[^>]*aria-describedby="${hintId}"`));
    expect(html).toContain('>Account Number<');
  },
);
