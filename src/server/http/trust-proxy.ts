import ipaddr from 'ipaddr.js';

/**
 * Which X-Forwarded-For / -Proto entries to believe, in Fastify's `trustProxy` terms: `false`
 * (none: the socket's address is the client), a hop count (the proxies in front of us, counted
 * from our side), or the proxies' own addresses and CIDR ranges.
 */
export type TrustProxy = false | number | string[];

/** Names proxy-addr (Fastify's X-Forwarded-For reader) knows as address ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const WHAT_TO_SET =
  'Set it to the number of proxies in front of Kinfolio (e.g. TRUST_PROXY=1) or to their addresses (e.g. TRUST_PROXY=127.0.0.1,10.0.0.0/8)';

/**
 * Reads TRUST_PROXY: unset, empty, `false` or `0` trust nobody; `1`, `2`, … trust that many hops;
 * otherwise a comma-separated list of addresses, CIDR ranges or loopback/linklocal/uniquelocal.
 * Returns the setting, or a message saying what is wrong. `true` is refused: it would believe
 * whatever X-Forwarded-For a client sends, so anyone could pick the address that the admin IP
 * allowlist, the rate limits and the audit log see.
 */
export function parseTrustProxy(value: string, host: string): TrustProxy | string {
  const text = value.trim().toLowerCase();
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true')
    return `TRUST_PROXY=true would let any client choose its own IP address with an X-Forwarded-For header. ${WHAT_TO_SET}.`;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 10)
      return `TRUST_PROXY=${text} is more proxies than any real chain has. ${WHAT_TO_SET}.`;
    // A hop count believes whoever connects, so it is only safe when nobody but a proxy on this
    // machine can connect (Fastify itself dropped hop counts for this reason: GHSA-3m5p-2c4r-xxw2).
    if (!isLoopbackHost(host))
      return `TRUST_PROXY=${text} (a hop count) needs HOST to be a loopback address such as 127.0.0.1, because a client reaching HOST=${host} directly could write its own X-Forwarded-For. List the proxies' addresses instead (e.g. TRUST_PROXY=10.0.0.0/8, or TRUST_PROXY=uniquelocal for a container network).`;
    return hops;
  }
  const entries = text.split(',').map((e) => e.trim());
  const bad = entries.filter(
    (e) => !NAMED_RANGES.has(e) && !ipaddr.isValid(e) && !ipaddr.isValidCIDR(e),
  );
  if (bad.length > 0)
    return `"${bad.join('", "')}" is not an address or CIDR range. ${WHAT_TO_SET}.`;
  return entries;
}

/** True for an address only this machine can reach (127.0.0.0/8, ::1, localhost). */
export function isLoopbackHost(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  if (name === 'localhost') return true;
  return ipaddr.isValid(name) && ipaddr.process(name).range() === 'loopback';
}

/**
 * The setting as Fastify takes it. Fastify 5.12 treats a plain number as "trust nobody", so a hop
 * count becomes proxy-addr's hop rule: the socket's peer is hop 0, X-Forwarded-For's right-most
 * entry hop 1, and so on; the client is the first address past the trusted hops.
 */
export function fastifyTrustProxy(
  setting: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}
