import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { RecordJson } from '../../domain/records/record-schema';

/**
 * Opens the record a link names (`?record=<id>`, from a reminder in the bell or the Upcoming
 * view) once the list has it, then drops the parameter so closing the dialog stays closed.
 */
export function useOpenLinkedRecord(records: RecordJson[], open: (record: RecordJson) => void) {
  const [params, setParams] = useSearchParams();
  const id = params.get('record');
  const record = id ? records.find((r) => r.id === id) : undefined;
  useEffect(() => {
    if (!record) return;
    open(record);
    setParams(
      (p) => {
        p.delete('record');
        return p;
      },
      { replace: true },
    );
  }, [record, open, setParams]);
}
