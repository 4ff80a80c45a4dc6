import type { ApiError } from '../../lib/api-error';

/**
 * Whether a content call the server refused for want of the licence agreement opens the
 * agreement again. Until the user closes it, always. After a close, only in answer to something
 * the user did since (Try again, opening another document): the calls the screen makes by
 * itself behind a just-closed agreement (the reader's range requests and their fallback) must
 * not push it back at them; the screen says why the content is missing instead.
 * Times are performance.now(); `firstGestureAfterClose` is null until the user acts again.
 */
export function refusalReopensAgreement(
  refusal: ApiError,
  closedAt: number | null,
  firstGestureAfterClose: number | null,
): boolean {
  if (closedAt === null) return true;
  if (firstGestureAfterClose === null) return false;
  const startedAt = refusal.details.startedAt;
  return startedAt === undefined || startedAt >= firstGestureAfterClose;
}
