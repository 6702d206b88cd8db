/** The part of autocannon's API the benchmarks use (the package ships no types). */
declare module 'autocannon' {
  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  /** One entry of `requests`: what to send, and a hook that may rewrite it per connection. */
  export interface RequestStep extends Request {
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Requests per second per connection (open loop); unset: as fast as answers come. */
    connectionRate?: number;
    requests?: RequestStep[];
  }
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    non2xx: number;
  }
  export default function autocannon(
    options: Options,
    done: (err: Error | null, result: Result) => void,
  ): unknown;
}
