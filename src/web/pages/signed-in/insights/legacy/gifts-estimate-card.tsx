import { HandHeart } from 'lucide-react';
import { estimateWithGifts } from '../../../../../domain/estate-plan/charitable-deduction';
import type { RecordJson } from '../../../../../domain/records/record-schema';
import { DashboardCard } from '../../../../components/dashboard-card';
import { FigureRow } from '../../../../components/figure-tile';
import { dollars } from '../../../../lib/figure-words';

/**
 * The year's estimate beside the same estimate after the planned charitable gifts (IRC §2055):
 * the deduction, the taxable estate and tax with them, and the tax they save.
 */
export function GiftsEstimateCard({
  year,
  estateValue,
  gifts,
}: {
  year: number;
  /** The estate value the calculator uses (a decimal string). */
  estateValue: string;
  gifts: readonly RecordJson[];
}) {
  const result = estimateWithGifts(estateValue, gifts, year);
  const y = `(${year})`;
  return (
    <DashboardCard title={`With Your Charitable Gifts ${y}`} icon={HandHeart}>
      <dl className="grid divide-y text-sm" aria-label={`Estate tax with charitable gifts ${y}`}>
        <FigureRow
          label={`Estimated tax without gifts ${y}`}
          value={dollars(result.without.totalTax)}
        />
        <FigureRow label={`Charitable deduction ${y}`} value={dollars(result.deduction)} />
        <FigureRow
          label={`Taxable estate with gifts ${y}`}
          value={dollars(result.with.taxableAmount)}
        />
        <FigureRow
          label={`Estimated tax with gifts ${y}`}
          value={dollars(result.with.totalTax)}
          strong
        />
        <FigureRow label={`Estate tax saved ${y}`} value={dollars(result.taxSaved)} />
      </dl>
      <p className="text-muted-foreground text-xs">
        {gifts.length === 0
          ? 'No charitable gifts recorded yet: add them on the Charitable Giving tab.'
          : `${gifts.length === 1 ? 'One planned gift' : `${gifts.length} planned gifts`}, deducted under the ${year} federal rules (IRC §2055): not tax advice, confirm with an estate attorney or CPA.`}
      </p>
    </DashboardCard>
  );
}
