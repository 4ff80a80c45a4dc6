import { errorReply, type ErrorReply } from '../../api/errors';

/**
 * The one typed error every failed call becomes (src/README.md §3.4): status 0 means no answer
 * (offline, refused, timed out); `cancelled` marks a request the app aborted on purpose.
 */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly details: {
      url: string;
      method: string;
      /** The reply in the shape of 000 §8, when the server answered with it. */
      reply?: ErrorReply | null;
      /** The raw reply text (e.g. 'Tracker Service Unavailable'). */
      text?: string;
      appError?: string | null;
      appParams?: string | null;
      cancelled?: boolean;
      timedOut?: boolean;
      /** performance.now() when the call began: tells a reply that was already on its way from one asked for later. */
      startedAt?: number;
    },
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get url(): string {
    return this.details.url;
  }
  get method(): string {
    return this.details.method;
  }
  get reply(): ErrorReply | null {
    return this.details.reply ?? null;
  }
  get cancelled(): boolean {
    return this.details.cancelled === true;
  }
}

/** Builds an ApiError from a non-2xx reply, reading the 000 §8 body and app-error headers. */
export function apiErrorFromReply(
  method: string,
  url: string,
  status: number,
  headers: Headers,
  text: string,
  appErrorHeader: string,
  appParamsHeader: string,
): ApiError {
  let reply: ErrorReply | null = null;
  try {
    const parsed = errorReply.safeParse(JSON.parse(text));
    if (parsed.success) reply = parsed.data;
  } catch {
    // Not JSON: a proxy page or a plain-text reply; `text` keeps it.
  }
  return new ApiError(status, reply?.message ?? (text || `HTTP ${status}`), {
    url,
    method,
    reply,
    text,
    appError: headers.get(appErrorHeader),
    appParams: headers.get(appParamsHeader),
  });
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}
