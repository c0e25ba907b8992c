import ipaddr from 'ipaddr.js';

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

/** A parsed allowlist: its ranges, or the first entry that is neither an address nor a CIDR range. */
export type ParsedAllowlist = { ok: true; ranges: Range[] } | { ok: false; message: string };

/** IPv4-mapped IPv6 addresses ('::ffff:10.0.0.1') count as the IPv4 address they carry. */
function parseAddress(text: string): ipaddr.IPv4 | ipaddr.IPv6 {
  return ipaddr.process(text);
}

/**
 * Parses the admin IP allowlist: CIDR ranges or single addresses, separated by commas, spaces
 * or new lines. An empty list allows every address.
 */
export function parseAllowlist(text: string): ParsedAllowlist {
  const ranges: Range[] = [];
  for (const entry of text.split(/[\s,]+/).filter(Boolean)) {
    try {
      if (entry.includes('/')) {
        const [address, bits] = ipaddr.parseCIDR(entry);
        const ipv4 = address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress();
        ranges.push(
          ipv4
            ? [(address as ipaddr.IPv6).toIPv4Address(), Math.max(0, bits - 96)]
            : [address, bits],
        );
      } else {
        const address = parseAddress(entry);
        ranges.push([address, address.kind() === 'ipv4' ? 32 : 128]);
      }
    } catch {
      return {
        ok: false,
        message: `"${entry.slice(0, 60)}" is not an IP address or CIDR range (e.g. 203.0.113.0/24)`,
      };
    }
  }
  return { ok: true, ranges };
}

/** True when the list is empty or the address falls in one of its ranges. */
export function isAddressAllowed(ip: string, ranges: Range[]): boolean {
  if (ranges.length === 0) return true;
  let address: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    address = parseAddress(ip);
  } catch {
    return false;
  }
  return ranges.some(([base, bits]) => base.kind() === address.kind() && address.match(base, bits));
}

let cached: { text: string; parsed: ParsedAllowlist } | null = null;

/** parseAllowlist, remembered for the last text seen (the list rarely changes; requests are many). */
export function parsedAllowlist(text: string): ParsedAllowlist {
  if (cached?.text !== text) cached = { text, parsed: parseAllowlist(text) };
  return cached.parsed;
}
