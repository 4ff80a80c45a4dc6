/*
 * Replies asked for before the app knows it needs them (issue 18). A document link's metadata and
 * page-1 preview do not depend on anything the session start fetches, so they start with the
 * page's first script instead of after the tenant configuration, authentication data, account
 * and screen code: on slow 4G that serial chain was over a second. The app's own call for the
 * same URL then takes the reply already on its way; nothing else changes.
 */

interface EarlyReply { startedAt: number; reply: Promise<Response | null> }

const started = new Map<string, EarlyReply>();

/** An early reply older than this is not used: the screen asked too late for it to be current. */
export const EARLY_REPLY_MAX_AGE_MS = 30_000;

/** Starts a GET for `url` (path and query, as the app's own call will spell it). */
export function startEarlyGet(url: string, headers: Record<string, string>, now = Date.now()): void {
  if (started.has(url)) return;
  // A failed early call is simply not used: the app's own call then runs as it always did.
  const reply = fetch(url, { headers, credentials: 'same-origin' }).then((r) => r, () => null);
  const early = { startedAt: now, reply };
  started.set(url, early);
  // Not taken in time (the screen changed, the session start failed): let its body go.
  setTimeout(() => {
    if (started.get(url) !== early) return;
    started.delete(url);
    void reply.then((r) => r?.body?.cancel().catch(() => undefined));
  }, EARLY_REPLY_MAX_AGE_MS);
}

/**
 * The early reply for `url`, once: a successful one is the app's answer; anything else (none
 * started, too old, failed, not 2xx) is null and the caller makes its own call.
 */
export async function takeEarlyGet(url: string, now = Date.now()): Promise<Response | null> {
  const early = started.get(url);
  if (!early) return null;
  started.delete(url);
  if (now - early.startedAt > EARLY_REPLY_MAX_AGE_MS) {
    void early.reply.then((r) => r?.body?.cancel().catch(() => undefined));
    return null;
  }
  const reply = await early.reply;
  if (reply?.ok) return reply;
  void reply?.body?.cancel().catch(() => undefined);
  return null;
}

/** Forgets every early reply (sign-out; tests). */
export function forgetEarlyReplies(): void {
  started.clear();
}
