/**
 * Who the offline data on this device belongs to. Tokens live in session storage (000 §4) and
 * die with the tab, but an installed app must still open offline with the last user's data
 * (src/README.md §5); this remembers that user's scope (the token subject, not a secret) until
 * sign-out, and lets a different user's sign-in drop the previous user's data first.
 */
const USER_KEY = 'bearing.offline.user';

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** The user whose data the device keeps, or null (never signed in, or signed out). */
export function rememberedUser(): string | null {
  return storage()?.getItem(USER_KEY) ?? null;
}

export function rememberUser(sub: string): void {
  storage()?.setItem(USER_KEY, sub);
}

export function forgetUser(): void {
  storage()?.removeItem(USER_KEY);
}

/**
 * True when the app may start without a session: the network is down and a user who never
 * signed out left data here. Writes queue; the session renews when the network returns.
 */
export function canStartOffline(online = typeof navigator === 'undefined' ? true : navigator.onLine): boolean {
  return !online && rememberedUser() !== null;
}
