import { TAX_YEARS } from '../../../../../domain/estate-tax';
import { Label } from '../../../../components/ui/label';
import { NativeSelect } from '../../../../records/native-select';

/** The tax year whose published figures every number on the screen uses. */
export function TaxYearSelect({
  year,
  onChange,
}: {
  year: number;
  onChange: (year: number) => void;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor="tax-year">Tax year</Label>
      <NativeSelect
        id="tax-year"
        value={String(year)}
        onChange={(event) => onChange(Number(event.target.value))}
        className="w-36"
      >
        {[...TAX_YEARS].reverse().map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
