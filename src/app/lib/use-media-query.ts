import { useSyncExternalStore } from 'react';

/** True while the media query matches (e.g. the phone layout below 576 px). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (cb) => {
      const m = window.matchMedia(query);
      m.addEventListener('change', cb);
      return () => m.removeEventListener('change', cb);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** 000 §9: phones are below the 576 px breakpoint. */
export const PHONE_QUERY = '(max-width: 575.98px)';

/** 000 §9: the desktop layout (side panels beside the content) starts at the 993 px breakpoint. */
export const DESKTOP_QUERY = '(min-width: 993px)';
