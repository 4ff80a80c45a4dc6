/** 000 §9: the type-ahead waits 500 ms after typing and hides 500 ms after the field loses focus. */
export const TYPE_AHEAD_DEBOUNCE_MS = 500;
export const TYPE_AHEAD_HIDE_DELAY_MS = 500;

/** 000 §4: up to 4 sub-designations are listed; 'show more' appears only beyond 5 (5 fit without it). */
export const SUB_DESIGNATIONS_SHOWN = 4;
export const SUB_DESIGNATIONS_FIT = 5;

export function visibleSubDesignations<T>(list: readonly T[], expanded: boolean): { shown: T[]; more: boolean } {
  if (expanded || list.length <= SUB_DESIGNATIONS_FIT) return { shown: [...list], more: false };
  return { shown: list.slice(0, SUB_DESIGNATIONS_SHOWN), more: true };
}
