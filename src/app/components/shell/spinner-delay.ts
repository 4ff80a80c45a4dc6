/** 200 ms: quick requests finish before the mask would appear, so it does not flicker. */
export const SPINNER_DELAY_MS = 200;

/** Whether any request that asked for the mask is in flight. */
export function anyPending(pending: Record<string, number>): boolean {
  return Object.values(pending).some((n) => n > 0);
}
