import { proxy } from 'valtio';
import { listen } from '../lib/listen';

/** Chromium's install event (not in TypeScript's DOM lib). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

/** What the install prompt may offer right now. */
export const installState = proxy({
  /** The browser allows a prompted install (a beforeinstallprompt event is held). */
  canInstall: false,
  /** The user hid the prompt recently (kept for DISMISS_DAYS). */
  dismissed: false,
});

const DISMISS_KEY = 'bearing.pwa.installDismissedAt';
const DISMISS_DAYS = 30;

// The event object cannot live in a proxy (valtio would wrap it); keep it beside the store.
let deferred: BeforeInstallPromptEvent | null = null;

/** Holds the install event so our button can show the prompt later; returns a stop function. */
export function captureInstallPrompt(target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): () => void {
  const onPrompt = (event: Event) => {
    // Suppress the browser's own mini-infobar: the app offers install at a calmer moment.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    installState.canInstall = true;
  };
  const onInstalled = () => {
    deferred = null;
    installState.canInstall = false;
  };
  return listen(target, { beforeinstallprompt: onPrompt, appinstalled: onInstalled });
}

/** Shows the browser's install dialog; the held event can be used only once. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = deferred;
  if (!event) return 'unavailable';
  deferred = null;
  installState.canInstall = false;
  await event.prompt();
  return (await event.userChoice).outcome;
}

/** Hides the install prompt for DISMISS_DAYS. */
export function dismissInstall(storage: Pick<Storage, 'setItem'> | undefined = safeLocalStorage(), now = Date.now()): void {
  installState.dismissed = true;
  storage?.setItem(DISMISS_KEY, String(now));
}

/** True while a dismissal stored at `storedAt` (ms, as text) is still in force. */
export function isDismissalActive(storedAt: string | null, now = Date.now()): boolean {
  const at = Number(storedAt);
  return storedAt !== null && Number.isFinite(at) && now - at < DISMISS_DAYS * 24 * 60 * 60 * 1000;
}

/**
 * iOS Safari never fires beforeinstallprompt; users install through Share > Add to Home
 * Screen, so the prompt shows a short hint there instead of a button.
 */
export function needsIosInstallHint(env: {
  userAgent: string;
  platform: string;
  maxTouchPoints: number;
  standalone: boolean;
}): boolean {
  if (env.standalone) return false;
  // iPadOS 13+ reports itself as a Mac; touch points give it away.
  const ios = /iphone|ipad|ipod/i.test(env.userAgent) || (env.platform === 'MacIntel' && env.maxTouchPoints > 1);
  return ios && /safari/i.test(env.userAgent) && !/crios|fxios|edgios/i.test(env.userAgent);
}

/** True when the app already runs installed (standalone window or iOS home-screen app). */
export function isStandalone(): boolean {
  if (typeof window === 'undefined') return false;
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // storage blocked (private mode, policies)
  }
}

// Chromium fires beforeinstallprompt early, often before React mounts: listen from module load.
if (typeof window !== 'undefined') {
  captureInstallPrompt();
  installState.dismissed = isDismissalActive(safeLocalStorage()?.getItem(DISMISS_KEY) ?? null);
}
