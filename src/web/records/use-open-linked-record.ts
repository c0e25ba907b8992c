import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { RecordJson } from '../../domain/records/record-schema';
import { useCanWrite } from '../lib/vault';

/**
 * Opens the record a link names (`?record=<id>`, from a reminder in the bell or the Upcoming
 * view) once the list has it, then drops the parameter so closing the dialog stays closed. In a
 * view-only vault the list shows without the editor: its Save could only be refused.
 */
export function useOpenLinkedRecord(records: RecordJson[], open: (record: RecordJson) => void) {
  const [params, setParams] = useSearchParams();
  const id = params.get('record');
  const record = id ? records.find((r) => r.id === id) : undefined;
  const canWrite = useCanWrite();
  useEffect(() => {
    if (!record) return;
    if (canWrite) open(record);
    setParams(
      (p) => {
        p.delete('record');
        return p;
      },
      { replace: true },
    );
  }, [record, open, setParams, canWrite]);
}
