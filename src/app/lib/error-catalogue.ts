import { ErrorCode } from '../../api/errors';
import { ApiError } from './api-error';

/** One line the notification bar shows: an i18n key (raw text also works: missing keys show as-is). */
export interface ErrorLine {
  key: string;
  params?: Record<string, unknown>;
}

/** What the central handler does with a rejected call (000 §8). */
export type ErrorOutcome = { kind: 'silent' } | { kind: 'accountIdNotExist' } | { kind: 'notify'; lines: ErrorLine[] };

const SIZE_KINDS = new Set(['Min', 'Max', 'DecimalMin', 'DecimalMax']);
const ACCOUNT_PATH_RE = /^\/?api\/account(\/|$|\?)/;
const TRACKED_PATH_RE = /\/?api\/tracked-documents(\/|$|\?)/;

/** Server codes use `error.x`; the app's namespace is `errors.x`. Anything else passes through. */
export function errorKey(message: string): string {
  return message.startsWith('error.') ? `errors.${message.slice('error.'.length)}` : message;
}

function pathOf(url: string): string {
  try {
    return new URL(url, 'http://x').pathname;
  } catch {
    return url;
  }
}

const notify = (...lines: ErrorLine[]): ErrorOutcome => ({ kind: 'notify', lines });

/**
 * Maps a rejected call to its notification, in the order of 000 §8:
 * 1 explicit message, 2 status 0, 3 status 400, 4 status 404, 5 other statuses, 6 the rest.
 */
export function describeError(error: unknown, explicitMessage?: string): ErrorOutcome {
  // 1. An explicit message given by the action wins.
  if (explicitMessage) return notify({ key: explicitMessage });

  if (error instanceof ApiError) {
    // 6 (checked early because an aborted request has status 0 too): cancelled requests are not shown.
    if (error.cancelled) return { kind: 'silent' };
    const path = pathOf(error.url);
    const reply = error.reply;
    switch (error.status) {
      // 2.
      case 0:
        return notify({ key: 'errors.serverNotReachable' });
      // 3.
      case 400: {
        if (error.details.appError) {
          return notify({ key: errorKey(error.details.appError), params: { entityName: error.details.appParams ?? undefined } });
        }
        if (reply?.fieldErrors?.length) {
          return notify(
            ...reply.fieldErrors.map((f) => ({
              key: 'errors.fieldError',
              params: {
                fieldName: f.field.replace(/\[\d*\]/g, '[]'),
                kind: SIZE_KINDS.has(f.message) ? 'Size' : f.message,
              },
            })),
          );
        }
        return notify({ key: errorKey(reply?.message ?? error.message), params: { params: reply?.params } });
      }
      // 4.
      case 404:
        return notify({ key: 'errors.notFound' });
      default: {
        // Further messages of §8 that ride on other statuses.
        if (error.status === 500 && reply?.detail?.includes(ErrorCode.accountIdNotExist)) return { kind: 'accountIdNotExist' };
        if (error.details.text?.includes(ErrorCode.trackerUnavailable)) return notify({ key: 'errors.trackerUnavailable' });
        // 6: a 401 on account calls is silently ignored (the session start handles it).
        if (error.status === 401 && ACCOUNT_PATH_RE.test(path)) return { kind: 'silent' };
        // 5: other statuses show the server message, except on the tracked-documents path.
        if (TRACKED_PATH_RE.test(path)) return { kind: 'silent' };
        if (reply?.detail?.includes(ErrorCode.cannotFindContent)) return notify({ key: 'errors.noDocumentContent' });
        const message = reply?.message ?? error.details.text;
        return notify({ key: message ? errorKey(message) : 'errors.unknown' });
      }
    }
  }
  // 6. Not a reply at all.
  if (error instanceof DOMException && error.name === 'AbortError') return { kind: 'silent' };
  if (error instanceof Error && error.message) return notify({ key: error.message });
  return notify({ key: 'errors.unknown' });
}
