import { describe, expect, it } from 'vitest';
import { clientNetwork } from './client-network';

describe('clientNetwork', () => {
  it('keeps an IPv4 address, and reads an IPv4-mapped IPv6 address as IPv4', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 as one network, and other /64s apart', () => {
    const a = clientNetwork('2001:db8:1:2:aaaa::1');
    expect(clientNetwork('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe(a);
    expect(clientNetwork('2001:0db8:0001:0002::99')).toBe(a);
    expect(clientNetwork('2001:db8:1:3::1')).not.toBe(a);
    expect(a).toBe('2001:db8:1:2::/64');
  });
});
