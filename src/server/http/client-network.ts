import ipaddr from 'ipaddr.js';
import type { FastifyRequest } from 'fastify';

/**
 * The network a client speaks from, as rate limits count it: an IPv4 address as it is (an
 * IPv4-mapped IPv6 address as its IPv4 form), an IPv6 address as its /64. One IPv6 host
 * normally holds a whole /64, so counting single IPv6 addresses would let it take a fresh
 * address for every guess (docs/decisions/010).
 */
export function clientNetwork(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  let address = ipaddr.parse(ip);
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress())
    address = (address as ipaddr.IPv6).toIPv4Address();
  if (address.kind() === 'ipv4') return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4).map((p) => p.toString(16));
  return `${parts.join(':')}::/64`;
}

/** `clientNetwork` of the request's (proxy-resolved) address. */
export const requestNetwork = (request: FastifyRequest) => clientNetwork(request.ip);
