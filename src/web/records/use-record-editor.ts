import { useCallback, useState } from 'react';
import type { RecordJson } from '../../domain/records/record-schema';

/**
 * The add/edit dialog's state (part 1 §4): open with no record to add, with a record to edit.
 * Spread `dialogProps` onto RecordDialog. Closing keeps the record until the next opening picks
 * one, so the closing animation does not flash the empty "Add" form; the form itself is
 * discarded with the dialog's content. The functions keep their identity across renders: an
 * effect may depend on them (useOpenLinkedRecord does) without running again on every render.
 */
export function useRecordEditor() {
  const [state, setState] = useState<{ open: boolean; record: RecordJson | null }>({
    open: false,
    record: null,
  });
  const openAdd = useCallback(() => setState({ open: true, record: null }), []);
  const openEdit = useCallback((record: RecordJson) => setState({ open: true, record }), []);
  const onOpenChange = useCallback((open: boolean) => setState((s) => ({ ...s, open })), []);
  return {
    openAdd,
    openEdit,
    dialogProps: { open: state.open, record: state.record, onOpenChange },
  };
}
