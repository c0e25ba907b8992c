import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeyUrl } from '../../lib/api';
import { ADMIN_KEYS, logsQueryKey } from './admin-queries';

describe('the audit log query keys', () => {
  it('key the GET URL with the non-empty, trimmed filters', () => {
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
});
