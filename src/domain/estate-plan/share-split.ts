/**
 * How an asset divides among the names on its beneficiary field: stated shares as written, the
 * rest in equal parts among the names without one; none stated, equal parts. Cents are split
 * exactly (the odd cent goes to the first name), so the parts always add up to the asset.
 */

/** Each name's part of the asset, plus what no name receives and what the shares add up to. */
export interface ShareSplit {
  /** Cents per name, in the names' order. */
  parts: bigint[];
  /** Each name's share of the asset, in percent (2 decimals). */
  percents: number[];
  /** Cents no name receives (stated shares under 100% and nobody left to take the rest). */
  unallocated: bigint;
  /** The stated shares' sum, or null when none were stated. */
  statedTotal: number | null;
}

// Weights in millionths of a percent: 70/120 of $1,000 is then right to the cent.
const BASIS = 100_000_000n;
const weightOf = (percent: number) => BigInt(Math.round(percent * 1_000_000));

/** Splits `cents` among names with these stated shares (null: none stated). */
export function splitByShares(cents: bigint, shares: readonly (number | null)[]): ShareSplit {
  if (shares.length === 0)
    return { parts: [], percents: [], unallocated: cents, statedTotal: null };
  const stated = shares.filter((s): s is number => s !== null);
  const statedBasis = stated.reduce((sum, s) => sum + weightOf(s), 0n);
  const open = shares.length - stated.length;
  // Stated shares over 100% are scaled down to 100%: the field cannot give more than the asset.
  const scale = statedBasis > BASIS ? statedBasis : BASIS;
  const rest = statedBasis >= BASIS ? 0n : BASIS - statedBasis;
  const weights = shares.map((s) =>
    s === null ? (open > 0 ? rest / BigInt(open) : 0n) : (weightOf(s) * BASIS) / scale,
  );
  // Equal parts of the rest may leave a little over: the first open name takes it.
  const firstOpen = shares.findIndex((s) => s === null);
  if (firstOpen >= 0) weights[firstOpen] += rest - (rest / BigInt(open)) * BigInt(open);
  // Scaled shares round down: the first name takes the hundredths left, so all of it is given.
  if (statedBasis > BASIS) weights[0] += BASIS - weights.reduce((a, b) => a + b, 0n);
  const given = weights.reduce((a, b) => a + b, 0n);
  const parts = weights.map((w) => (cents * w) / BASIS);
  const allocated = (cents * given) / BASIS;
  const odd = allocated - parts.reduce((a, b) => a + b, 0n);
  if (parts.length > 0) parts[0] += odd;
  return {
    parts,
    percents: weights.map((w) => Math.round(Number(w) / 10_000) / 100),
    unallocated: cents - allocated,
    statedTotal: stated.length > 0 ? Number(statedBasis) / 1_000_000 : null,
  };
}

/** Splits `cents` into `n` equal parts, the odd cents to the first ones. */
export function splitEqually(cents: bigint, n: number): bigint[] {
  if (n <= 0) return [];
  const each = cents / BigInt(n);
  const odd = cents - each * BigInt(n);
  return Array.from({ length: n }, (_, i) => each + (BigInt(i) < odd ? 1n : 0n));
}
