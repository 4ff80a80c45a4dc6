import { useDeferredValue, useMemo } from 'react';

/**
 * A screen's first answer for a key (a document code, a search) mounts in a deferred render, which
 * React renders in slices that yield to the browser; later answers for the same key (a favorite
 * toggled, a refetch) show at once.
 *
 * Why: a query answer is an urgent update, and React renders an urgent update in one go. Mounting
 * a whole screen that way was one of the longest tasks on a phone (total blocking time).
 * Only the mount is deferred, so an update never shows stale data for a frame and the screen is not
 * rendered twice for it. Returns undefined until the deferred render has the key's first answer.
 */
export function useDeferredMount<T>(data: T | undefined, key: string): T | undefined {
  const answer = useMemo(() => (data === undefined ? undefined : { data, key }), [data, key]);
  const deferred = useDeferredValue(answer);
  if (!answer || !deferred) return undefined;
  return deferred.key === answer.key ? answer.data : undefined;
}
