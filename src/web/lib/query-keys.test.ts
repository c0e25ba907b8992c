import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ADMIN_KEYS, logsQueryKey } from '../pages/admin/admin-queries';
import { recordsQueryKey } from '../records/use-records';
import { queryKeyUrl } from './api';

describe('the query-key convention [path, params?]', () => {
  it('builds the GET URL from the path and the non-empty params', () => {
    expect(queryKeyUrl(['/api/user'])).toBe('/api/user');
    expect(queryKeyUrl(logsQueryKey({ level: 'error', q: ' wal ', category: undefined }))).toBe(
      '/api/admin/logs?level=error&q=wal',
    );
    expect(queryKeyUrl(logsQueryKey({ level: '', q: '' }))).toBe('/api/admin/logs');
  });

  it('refreshes a filtered audit log list when the log is invalidated (after a broadcast)', async () => {
    const client = new QueryClient();
    const filtered = logsQueryKey({ level: 'info', q: 'message' });
    client.setQueryData(filtered, []);
    await client.invalidateQueries({ queryKey: ADMIN_KEYS.logs });
    expect(client.getQueryState(filtered)?.isInvalidated).toBe(true);
  });

  it('keys banking once, under the path its screen uses', () => {
    expect(recordsQueryKey('bank-accounts')).toEqual(['/api/banking-accounts']);
  });
});
