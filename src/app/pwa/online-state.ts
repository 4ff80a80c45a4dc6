import { proxy } from 'valtio';
import { listen } from '../lib/listen';

/**
 * Whether the browser believes it is online (navigator.onLine). Offline is a normal state
 * (src/README.md §3.6): screens read this to say what is stale, not to show an error.
 */
export const onlineState = proxy<{ online: boolean }>({
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
});

/** Keeps `onlineState` in step with the browser's online/offline events; returns a stop function. */
export function trackOnlineState(target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): () => void {
  return listen(target, {
    online: () => {
      onlineState.online = true;
    },
    offline: () => {
      onlineState.online = false;
    },
  });
}

// Tracking starts with the module so the first render already sees the real state.
if (typeof window !== 'undefined') trackOnlineState();
