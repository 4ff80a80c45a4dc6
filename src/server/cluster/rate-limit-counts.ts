import { createRequire } from 'node:module';
import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import { askFirstProcess } from './worker-messages';

/*
 * Rate-limit counts shared by the workers of one node when there is no Redis: the node's first
 * process keeps them, with @fastify/rate-limit's own in-memory store (the same windows, the same
 * continue-exceeding and back-off rules), and every worker's limiter asks it. Without this each
 * worker would count apart, and a node of N workers would allow N times the sign-in attempts.
 */

type Counted = { current: number; ttl: number };
type Callback = (err: Error | null, res?: Counted) => void;

interface LocalStoreLike {
  incr(key: string, cb: Callback, timeWindow: number, max: number): void;
  read(key: string, cb: Callback, timeWindow: number, max: number): void;
}
type LocalStoreClass = new (continueExceeding: boolean, exponentialBackoff: boolean, cache?: number) => LocalStoreLike;

/** What the plugin hands a store and its children at run time (its merged parameters), whatever its types say. */
interface StoreParams {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  cache?: number;
  routeInfo?: { method?: string; url?: string };
}

/** What a worker asks: count (or read) one key of one limiter. */
export interface CountRequest {
  op: 'incr' | 'read';
  /** The limiter's namespace and the caller's key. */
  key: string;
  timeWindow: number;
  max: number;
  continueExceeding: boolean;
  exponentialBackoff: boolean;
  cache: number;
}

export const RATE_LIMIT_KIND = 'rate-limit';
const DEFAULT_CACHE = 5000;

/** The first process's keeper: one in-memory store per limiter rule set. */
export class RateLimitKeeper {
  private readonly stores = new Map<string, LocalStoreLike>();
  private readonly LocalStore = createRequire(import.meta.url)('@fastify/rate-limit/store/LocalStore.js') as LocalStoreClass;

  count(r: CountRequest): Promise<Counted> {
    const rules = `${r.continueExceeding}|${r.exponentialBackoff}|${r.cache}`;
    let store = this.stores.get(rules);
    if (!store) {
      store = new this.LocalStore(r.continueExceeding, r.exponentialBackoff, r.cache);
      this.stores.set(rules, store);
    }
    const s = store;
    return new Promise((resolve, reject) =>
      s[r.op](r.key, (err, res) => (err || !res ? reject(err ?? new Error('no count')) : resolve(res)), r.timeWindow, r.max),
    );
  }
}

/**
 * A worker's store for @fastify/rate-limit (its `store` option): asks the node's first process.
 * Limiters made by route or by createRateLimit get a child whose namespace keeps their keys
 * apart, as the plugin's Redis store does.
 */
export class WorkerRateLimitStore implements FastifyRateLimitStore {
  private readonly continueExceeding: boolean;
  private readonly exponentialBackoff: boolean;
  private readonly cache: number;

  constructor(
    options: FastifyRateLimitOptions | StoreParams,
    private readonly namespace = '',
  ) {
    const params = options as StoreParams;
    this.continueExceeding = Boolean(params.continueExceeding);
    this.exponentialBackoff = Boolean(params.exponentialBackoff);
    this.cache = params.cache ?? DEFAULT_CACHE;
  }

  incr(key: string, cb: Callback, timeWindow: number, max: number): void {
    this.ask('incr', key, cb, timeWindow, max);
  }

  read(key: string, cb: Callback, timeWindow: number, max: number): void {
    this.ask('read', key, cb, timeWindow, max);
  }

  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): WorkerRateLimitStore {
    const params = routeOptions as unknown as StoreParams;
    return new WorkerRateLimitStore(params, `${this.namespace}${params.routeInfo?.method ?? ''}${params.routeInfo?.url ?? ''}-`);
  }

  private ask(op: CountRequest['op'], key: string, cb: Callback, timeWindow: number, max: number): void {
    const request: CountRequest = {
      op,
      key: this.namespace + key,
      timeWindow,
      max,
      continueExceeding: this.continueExceeding,
      exponentialBackoff: this.exponentialBackoff,
      cache: this.cache,
    };
    askFirstProcess(RATE_LIMIT_KIND, request).then(
      (res) => cb(null, res as Counted),
      (err: Error) => cb(err),
    );
  }
}
