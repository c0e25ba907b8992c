import { Plus } from 'lucide-react';
import {
  charitableDeduction,
  charitableRules,
} from '../../../../../domain/estate-plan/charitable-deduction';
import { cardView } from '../../../../../domain/records/display';
import { formatMoney } from '../../../../../domain/format';
import { LegalRulesNote } from '../../../../components/legal-rules-note';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { useCanWrite } from '../../../../lib/vault';
import { DeleteRecordButton } from '../../../../records/delete-record';
import { RecordHistoryButton } from '../../../../records/record-history';
import { RecordCard } from '../../../../records/record-card';
import { RecordDialog } from '../../../../records/record-dialog';
import {
  RecordEmptyState,
  RecordGrid,
  RecordListLoading,
} from '../../../../records/record-list-parts';
import { useOpenLinkedRecord } from '../../../../records/use-open-linked-record';
import { useRecordEditor } from '../../../../records/use-record-editor';
import { kindAndDisplay } from '../../../../records/use-records';
import { estimateFromText } from './estate-figures';
import { GiftsEstimateCard } from './gifts-estimate-card';
import { useCharitableGifts } from './use-charitable-gifts';

const KIND = 'charitable-gifts';

/** What a gift counts for, under its card: the amount, a share of the estate, or nothing yet. */
function countedText(basis: 'amount' | 'share' | 'none', counted: string) {
  if (basis === 'none') return 'Add an amount or a share of the estate to count this gift.';
  const amount = formatMoney(counted, 0);
  return basis === 'share' ? `Counts as ${amount} of the estate today.` : `Counts as ${amount}.`;
}

/**
 * Charitable Giving: the planned gifts on the one record machinery (cards, dialog, delete),
 * and what they do to the year's estate-tax estimate.
 */
export function CharitableGivingTab({ year, estateText }: { year: number; estateText: string }) {
  const { kind, display } = kindAndDisplay(KIND);
  const { gifts, shared, pending } = useCharitableGifts();
  const editor = useRecordEditor();
  const canWrite = useCanWrite();
  useOpenLinkedRecord(gifts, editor.openEdit);
  const { estimate } = estimateFromText(estateText, year);
  const estateValue = estimate?.estateValue ?? '0.00';
  const counted = new Map(charitableDeduction(gifts, estateValue).gifts.map((g) => [g.id, g]));

  if (!shared)
    return (
      <p className="text-muted-foreground" role="note">
        Charitable gifts are not shared with you in this vault.
      </p>
    );
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1">
          <h2 className="font-display text-xl font-semibold">{display.title}</h2>
          <p className="text-muted-foreground text-sm">{display.description}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {gifts.length > 0 && (
            <Badge variant="outline" className="h-9 px-3 text-sm">
              {gifts.length === 1 ? '1 gift' : `${gifts.length} gifts`}
            </Badge>
          )}
          {canWrite && (
            <Button onClick={editor.openAdd}>
              <Plus aria-hidden="true" /> {display.addLabel}
            </Button>
          )}
        </div>
      </div>
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        {pending ? (
          <RecordListLoading display={display} />
        ) : gifts.length === 0 ? (
          <RecordEmptyState display={display} onAdd={editor.openAdd} />
        ) : (
          <RecordGrid columns={display.columns}>
            {gifts.map((gift) => {
              const view = cardView(display, kind, gift);
              const c = counted.get(gift.id);
              return (
                <RecordCard
                  key={gift.id}
                  view={view}
                  onEdit={() => editor.openEdit(gift)}
                  locked={gift.locked === true}
                  deleteButton={
                    <DeleteRecordButton kindKey={KIND} record={gift} title={view.title} />
                  }
                  history={
                    <RecordHistoryButton
                      kindKey={KIND}
                      recordId={gift.id}
                      title={view.title}
                      labelled
                    />
                  }
                  actions={
                    c && (
                      <p className="text-muted-foreground text-sm">
                        {countedText(c.basis, c.counted)}
                      </p>
                    )
                  }
                />
              );
            })}
          </RecordGrid>
        )}
        {estimate && <GiftsEstimateCard year={year} estateValue={estateValue} gifts={gifts} />}
      </div>
      <LegalRulesNote rules={charitableRules(year)} />
      <RecordDialog kindKey={KIND} {...editor.dialogProps} />
    </div>
  );
}
