import { Calculator, Landmark } from 'lucide-react';
import { ESTATE_TAX_RATE_PERCENT } from '../../../../../domain/estate-tax';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { DashboardCard } from '../../../../components/dashboard-card';
import { FigureRow } from '../../../../components/figure-tile';
import { dollars } from '../../../../lib/figure-words';
import type { RecordJson } from '../../../../../domain/records/record-schema';
import type { EstateValue } from '../../../../../domain/figures/estate-value-api';
import { estimateFromText, percentText } from './estate-figures';
import { InclusionRulesNote } from './inclusion-rules-note';
import { GiftsEstimateCard } from './gifts-estimate-card';

/**
 * Estate Calculator: the estate value in, the year's federal estimate out (part 2 §9), and
 * beside it the same estimate after the planned charitable gifts.
 */
export function EstateCalculatorTab(props: {
  year: number;
  /** The estate from the records (each asset as the tax counts it, less debts). */
  recordsValue: string;
  /** The rules that made it, shown beside the estimate. */
  rules: EstateValue['rules'];
  estateText: string;
  onEstateText: (text: string) => void;
  onUseRecords: () => void;
  /** The planned charitable gifts; null when the open vault does not share them. */
  gifts: readonly RecordJson[] | null;
}) {
  const { year, recordsValue, estateText } = props;
  const { estimate, error } = estimateFromText(estateText, year);
  const fromRecords = estateText === recordsValue;
  const y = `(${year})`;

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <div className="grid gap-6">
        <DashboardCard title="Estate Value" icon={Landmark}>
          <div className="grid gap-2">
            <Label htmlFor="estate-value">Estate value (USD)</Label>
            <Input
              id="estate-value"
              inputMode="decimal"
              value={estateText}
              aria-invalid={error ? true : undefined}
              aria-describedby="estate-value-note"
              onChange={(event) => props.onEstateText(event.target.value)}
            />
            <p
              id="estate-value-note"
              className={error ? 'text-destructive text-sm' : 'text-muted-foreground text-sm'}
            >
              {error ??
                (fromRecords
                  ? 'The estate from your records: each asset as the estate tax counts it, less your debts. Type another amount to try it.'
                  : `Your records give an estate of ${dollars(recordsValue)}.`)}
            </p>
          </div>
          {!fromRecords && (
            <Button
              variant="outline"
              size="sm"
              className="justify-self-start"
              onClick={props.onUseRecords}
            >
              Use my records
            </Button>
          )}
        </DashboardCard>
        {estimate && props.gifts && (
          <GiftsEstimateCard year={year} estateValue={estimate.estateValue} gifts={props.gifts} />
        )}
      </div>

      <DashboardCard title={`Estimated Estate Tax ${y}`} icon={Calculator}>
        {estimate ? (
          <>
            <dl className="grid divide-y text-sm" aria-label={`Estate tax estimate ${y}`}>
              <FigureRow label={`Estate value ${y}`} value={dollars(estimate.estateValue)} />
              <FigureRow label={`Federal exemption ${y}`} value={dollars(estimate.exemption)} />
              <FigureRow label={`Taxable estate ${y}`} value={dollars(estimate.taxableAmount)} />
              <FigureRow
                label={`Federal estate tax at ${ESTATE_TAX_RATE_PERCENT}% ${y}`}
                value={dollars(estimate.federalTax)}
              />
              <FigureRow label={`State estate tax ${y}`} value={dollars(estimate.stateTax)} />
              <FigureRow
                label={`Total estimated tax ${y}`}
                value={dollars(estimate.totalTax)}
                strong
              />
              <FigureRow
                label={`Effective tax rate ${y}`}
                value={percentText(estimate.effectiveRatePercent)}
              />
              <FigureRow label={`Exemption used ${y}`} value={dollars(estimate.exemptionUsed)} />
              <FigureRow
                label={`Remaining exemption ${y}`}
                value={dollars(estimate.remainingExemption)}
              />
            </dl>
            {fromRecords && <InclusionRulesNote rules={props.rules} />}
            <p className="text-muted-foreground text-xs">
              An estimate under the {year} federal rules: {ESTATE_TAX_RATE_PERCENT}% of the estate
              above the exemption. State estate tax is not estimated and counts as $0. Not tax
              advice: confirm with an estate attorney or CPA.
            </p>
          </>
        ) : (
          <p className="text-muted-foreground text-sm">
            Enter an estate value to see the estimate.
          </p>
        )}
      </DashboardCard>
    </div>
  );
}
