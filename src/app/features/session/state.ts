import { proxy } from 'valtio';

/** Client-only session state (server data stays in TanStack Query). */
export const sessionState = proxy({
  /** The licence dialog is open; the footer reads this to raise its layer. */
  licenceOpen: false,
  /** The user closed the licence dialog without accepting; it stays closed for this page session. */
  licenceClosed: false,
  /**
   * An info dialog that signs the user out after OK (i18n key + params), or null. `cancellable`:
   * the user asked to sign out (SSO, applet), so closing it (Escape) keeps them signed in; a
   * failed validation's dialog has no way back.
   */
  signOutInfo: null as null | { messageKey: string; params?: Record<string, string>; cancellable?: boolean },
  /** Account ids already switched to automatically, so a server that ignores the switch cannot loop us. */
  autoSwitched: [] as number[],
});
