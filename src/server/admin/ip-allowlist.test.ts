import { describe, expect, it } from 'vitest';
import { isAddressAllowed, parseAllowlist } from './ip-allowlist';

const ranges = (text: string) => {
  const parsed = parseAllowlist(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.ranges;
};

describe('admin IP allowlist', () => {
  it('allows every address when empty', () => {
    expect(isAddressAllowed('198.51.100.1', ranges(' \n '))).toBe(true);
  });

  it('matches CIDR ranges and single addresses, IPv4 and IPv6', () => {
    const list = ranges('10.0.0.0/8, 192.0.2.7\n2001:db8::/32');
    expect(isAddressAllowed('10.200.3.4', list)).toBe(true);
    expect(isAddressAllowed('192.0.2.7', list)).toBe(true);
    expect(isAddressAllowed('192.0.2.8', list)).toBe(false);
    expect(isAddressAllowed('2001:db8::1', list)).toBe(true);
    expect(isAddressAllowed('2001:db9::1', list)).toBe(false);
  });

  it('treats IPv4-mapped IPv6 addresses as the IPv4 address', () => {
    expect(isAddressAllowed('::ffff:10.1.2.3', ranges('10.0.0.0/8'))).toBe(true);
    expect(isAddressAllowed('10.1.2.3', ranges('::ffff:10.0.0.0/104'))).toBe(true);
  });

  it('names the first entry that is not an address or range', () => {
    expect(parseAllowlist('10.0.0.0/8 10.0.0.0/33')).toEqual({
      ok: false,
      message: '"10.0.0.0/33" is not an IP address or CIDR range (e.g. 203.0.113.0/24)',
    });
    expect(parseAllowlist('example.com').ok).toBe(false);
  });
});
