import { config as zodConfig, type ZodMiniType } from 'zod/mini';
import { APP_ERROR_HEADER, APP_PARAMS_HEADER } from '../../api/errors';
import { REQUEST_TIMEOUT_MS } from '../../api/http-headers';
import { ApiError, apiErrorFromReply } from './api-error';
import { SignedOutError, getAccessToken } from './auth';
import { takeEarly } from './early-replies';
import { sessionHeaders, type SessionContext } from './session-headers';
import { startSpinner, stopSpinner } from './spinner';
import { nextTurn } from './next-task';

// A reply schema parses a few replies per session: compiling a fast path for it with `new Function`
// On first use costs a phone more main-thread time than it saves, and needs eval.
zodConfig({ jitless: true });

/** Per-session header values (000 §7), set once the authentication data is known. */
const requestContext: SessionContext = { authMode: null, requestId: null, originatedIpAddress: null };

export function setRequestContext(ctx: SessionContext): void {
  Object.assign(requestContext, ctx);
}

/** This session's header values as now known, for requests made outside this client (PDF ranges). */
export function currentRequestContext(): SessionContext {
  return { ...requestContext };
}

export interface RequestOptions {
  /** JSON body for POST/PUT/PATCH. */
  body?: unknown;
  /** A file as the body, sent as application/octet-stream (an import's upload). */
  rawBody?: Blob;
  /** How long the call may take; REQUEST_TIMEOUT_MS by default (a large upload needs longer). */
  timeoutMs?: number;
  /** Query-string parameters; undefined and null values are left out. */
  query?: Record<string, string | number | boolean | null | undefined>;
  /** The caller's signal (TanStack Query passes one); aborting it marks the error as cancelled. */
  signal?: AbortSignal;
  /** Show the spinner mask while pending (default true). */
  spinner?: boolean;
  /** Send the bearer token (default true). */
  auth?: boolean;
  credentials?: RequestCredentials;
  /** Extra request headers (e.g. the offline queue's Idempotency-Key). */
  headers?: Record<string, string>;
}

/** A reply with a status outside 200–299; `message` holds its body text (as the error mapping expects). */
class HttpStatusError extends Error {
  constructor(
    readonly status: number,
    readonly response: Response,
    message: string,
  ) {
    super(message);
  }
}

export function withQuery(url: string, query: RequestOptions['query']): string {
  if (!query) return url;
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) qs.set(k, String(v));
  const s = qs.toString();
  return s ? `${url}${url.includes('?') ? '&' : '?'}${s}` : url;
}

/** Performs a call and returns the raw Response; every failure becomes an ApiError. */
export async function requestRaw(method: string, url: string, opts: RequestOptions = {}): Promise<Response> {
  const fullUrl = withQuery(url, opts.query);
  const startedAt = performance.now();
  const headers: Record<string, string> = { Accept: 'application/json', ...sessionHeaders(requestContext), ...opts.headers };

  const timeout = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    timeout.abort();
  }, opts.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const onCallerAbort = () => timeout.abort();
  opts.signal?.addEventListener('abort', onCallerAbort, { once: true });
  const showSpinner = opts.spinner !== false;
  if (showSpinner) startSpinner(url);
  try {
    // A reply the page's first script already asked for (the launch's early start).
    const early = await takeEarly(method, fullUrl, opts.body);
    if (early) return early;
    if (opts.auth !== false) {
      const token = await getAccessToken();
      if (token) headers.Authorization = `Bearer ${token}`;
    }
    let body: BodyInit | undefined;
    if (opts.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(opts.body);
    } else if (opts.rawBody) {
      headers['Content-Type'] = 'application/octet-stream';
      body = opts.rawBody;
    }
    await nextTurn();
    // Relative URLs go to the page's own origin (the server serves the API).
    const response = await fetch(fullUrl, {
      method,
      headers,
      body,
      signal: timeout.signal,
      credentials: opts.credentials ?? 'same-origin',
    });
    if (!response.ok) {
      let text: string;
      try {
        text = await response.clone().text();
      } catch {
        text = response.statusText;
      }
      throw new HttpStatusError(response.status, response, text);
    }
    return response;
  } catch (e) {
    const error = toApiError(e, method, url, opts.signal?.aborted === true && !timedOut, timedOut);
    error.details.startedAt ??= startedAt;
    throw error;
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onCallerAbort);
    if (showSpinner) stopSpinner(url);
  }
}

function toApiError(e: unknown, method: string, url: string, cancelled: boolean, timedOut: boolean): ApiError {
  if (e instanceof ApiError) return e;
  // The session gate sends the user to sign in; a notification on top would only add noise.
  if (e instanceof SignedOutError) return new ApiError(401, e.message, { url, method, cancelled: true });
  if (e instanceof HttpStatusError) {
    return apiErrorFromReply(method, url, e.status, e.response.headers, e.message, APP_ERROR_HEADER, APP_PARAMS_HEADER);
  }
  const maybe = e as { message?: string };
  // No reply: offline, refused, timed out or aborted (000 §8 "status 0").
  return new ApiError(0, timedOut ? 'timeout' : (maybe.message ?? 'network'), { url, method, cancelled, timedOut });
}

/** Performs a call and parses the JSON reply with its contract schema (src/README.md §3.1). */
export async function request<T>(method: string, url: string, schema: ZodMiniType<T>, opts: RequestOptions = {}): Promise<T> {
  const response = await requestRaw(method, url, opts);
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = Symbol('not json');
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    // A reply that breaks the contract is a bug on one side; report it like a server failure.
    throw new ApiError(response.status, 'errors.contract', { url, method, text });
  }
  return parsed.data;
}

/** Shorthands over `request`. */
export const http = {
  get: <T>(url: string, schema: ZodMiniType<T>, opts?: RequestOptions) => request('GET', url, schema, opts),
  post: <T>(url: string, schema: ZodMiniType<T>, opts?: RequestOptions) => request('POST', url, schema, opts),
  put: <T>(url: string, schema: ZodMiniType<T>, opts?: RequestOptions) => request('PUT', url, schema, opts),
  delete: <T>(url: string, schema: ZodMiniType<T>, opts?: RequestOptions) => request('DELETE', url, schema, opts),
};
