import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { escapeLike } from './escape-like';

const pg = new PGlite();
afterAll(() => pg.close());

const matches = async (value: string, pattern: string) =>
  (await pg.query<{ m: boolean }>('SELECT $1::text LIKE $2::text AS m', [value, pattern])).rows[0]
    .m;

describe('escapeLike', () => {
  it('makes _ match only an underscore', async () => {
    // A key id with "_" must not select values sealed under a key id differing in that place.
    expect(await matches('v1.uAbXd.nonce', `v1.${escapeLike('uA_Xd')}.%`)).toBe(false);
    expect(await matches('v1.uA_Xd.nonce', `v1.${escapeLike('uA_Xd')}.%`)).toBe(true);
    expect(await matches('v1.uAbXd.nonce', 'v1.uA_Xd.%')).toBe(true); // what it guards against
  });

  it('makes % and \\ match only themselves', async () => {
    expect(await matches('50 percent', escapeLike('50%'))).toBe(false);
    expect(await matches('50%', escapeLike('50%'))).toBe(true);
    expect(await matches('a\\b', escapeLike('a\\b'))).toBe(true);
    expect(await matches('ab', escapeLike('a\\b'))).toBe(false);
  });
});
