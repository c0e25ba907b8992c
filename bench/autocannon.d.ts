// autocannon ships no types and @types/autocannon is not installed; declare only what bench uses.
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    /** Requests to make; overrides duration. */
    amount?: number;
    /** Seconds to wait for each response (default 10). */
    timeout?: number;
  }
  interface Histogram {
    /** Mean; percentiles come from an integer-millisecond histogram, so p50 can read 0. */
    average: number;
    p50: number;
    p99: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
    statusCodeStats: Record<string, { count: number }>;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
