/*
 * Replies asked for before the app knows it needs them. A launch's session calls and a
 * document link's metadata and page-1 preview depend on nothing but the token this tab already
 * holds, so they start with the page's first script instead of after translations, the first
 * render and each other: on slow 4G with a phone's CPU that chain was over a second. The app's
 * own call for the same method, URL and body then takes the reply already on its way; nothing
 * else changes.
 */

interface EarlyReply {
  startedAt: number;
  reply: Promise<Response | null>;
}

const started = new Map<string, EarlyReply>();

/** An early reply older than this is not used: the screen asked too late for it to be current. */
export const EARLY_REPLY_MAX_AGE_MS = 30_000;

const keyOf = (method: string, url: string, body: unknown) =>
  `${method} ${url} ${body === undefined ? '' : JSON.stringify(body)}`;

/** Starts a call for `url` (path and query, as the app's own call will spell it). */
export function startEarly(
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string>,
  body?: unknown,
  now = Date.now(),
): void {
  if (started.has(keyOf(method, url, body))) return;
  // A failed early call is simply not used: the app's own call then runs as it always did.
  const init: RequestInit = {
    method,
    headers: body === undefined ? headers : { ...headers, 'Content-Type': 'application/json' },
    credentials: 'same-origin',
  };
  if (body !== undefined) init.body = JSON.stringify(body);
  adoptEarly(
    method,
    url,
    fetch(url, init).then(
      (r) => r,
      () => null,
    ),
    body,
    now,
  );
}

/** Takes a reply already on its way, made some other way, as the early reply for this call. */
export function adoptEarly(
  method: 'GET' | 'POST',
  url: string,
  reply: Promise<Response | null>,
  body?: unknown,
  now = Date.now(),
): void {
  const key = keyOf(method, url, body);
  if (started.has(key)) return;
  const early = { startedAt: now, reply };
  started.set(key, early);
  // Not taken in time (the screen changed, the session start failed): let its body go.
  setTimeout(() => {
    if (started.get(key) !== early) return;
    started.delete(key);
    void reply.then((r) => r?.body?.cancel().catch(() => undefined));
  }, EARLY_REPLY_MAX_AGE_MS);
}

/**
 * The early reply for this call, once: a successful one is the app's answer; anything else (none
 * started, too old, failed, not 2xx) is null and the caller makes its own call.
 */
export async function takeEarly(method: string, url: string, body?: unknown, now = Date.now()): Promise<Response | null> {
  if (started.size === 0) return null;
  const key = keyOf(method, url, body);
  const early = started.get(key);
  if (!early) return null;
  started.delete(key);
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
