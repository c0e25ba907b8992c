import { describe, expect, it } from 'vitest';
import { recordsQueryKey } from '../records/use-records';
import { queryKeyUrl } from './api';

describe('the query-key convention [path, params?]', () => {
  it('builds the GET URL from the path and the non-empty params', () => {
    expect(queryKeyUrl(['/api/user'])).toBe('/api/user');
    expect(queryKeyUrl(['/api/admin/logs', { level: 'error', q: 'wal', category: '' }])).toBe(
      '/api/admin/logs?level=error&q=wal',
    );
  });

  it('keys banking once, under the path its screen uses', () => {
    expect(recordsQueryKey('bank-accounts')).toEqual(['/api/banking-accounts']);
  });
});
