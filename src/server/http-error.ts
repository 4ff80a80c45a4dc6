import type { FieldError } from '../api/errors';

/** An error a service throws to answer with a given status; the error handler shapes it (000 §8). */
export class HttpError extends Error {
  constructor(
    public statusCode: number,
    message: string,
    public opts: {
      appError?: string;
      params?: string;
      fieldErrors?: FieldError[];
      detail?: string;
      headers?: Record<string, string>;
      title?: string;
    } = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, opts: HttpError['opts'] = {}) =>
  new HttpError(400, message, { appError: 'error.validation', ...opts });
export const forbidden = (message = 'Forbidden') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
/** 429 with Retry-After: the caller may try again after `retryAfterS` seconds. */
export const tooManyRequests = (message: string, retryAfterS: number) =>
  new HttpError(429, message, { headers: { 'retry-after': String(retryAfterS) } });
