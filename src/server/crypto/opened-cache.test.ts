import { describe, expect, it } from 'vitest';
import { OpenedCache } from './opened-cache';

describe('opened-row cache', () => {
  it('answers only for the same ciphertext in the same place', () => {
    const cache = new OpenedCache<string>(2);
    cache.set('v1.k.NONCE1.body', 'family_members:a:u1', 'u1', 'secret');
    expect(cache.get('v1.k.NONCE1.body', 'family_members:a:u1')).toBe('secret');
    expect(cache.get('v1.k.NONCE1.body', 'family_members:b:u1')).toBeUndefined(); // moved row
    expect(cache.get('v1.k.NONCE1.tampered', 'family_members:a:u1')).toBeUndefined();
  });

  it('stays bounded and forgets a user', () => {
    const cache = new OpenedCache<string>(2);
    cache.set('v1.k.N1.x', 'a', 'u1', '1');
    cache.set('v1.k.N2.x', 'b', 'u2', '2');
    cache.set('v1.k.N3.x', 'c', 'u2', '3');
    expect(cache.get('v1.k.N1.x', 'a')).toBeUndefined();
    cache.forgetUser('u2');
    expect(cache.get('v1.k.N3.x', 'c')).toBeUndefined();
  });
});
