/*
 * The last choice the server acknowledged for an object. Between a change's
 * acknowledgement and the next fresh read of the object — a refetch that the network may cut, or
 * a restart offline on persisted data older than the change — the screen would otherwise fall
 * back to the old server state and offer "Favorite" for a document just favorited. A screen
 * shows, newest first: the change still queued, else the acknowledged choice when it is newer
 * than the data on screen, else the data. Kept in IndexedDB so a restart keeps it; wiped at
 * sign-out with the rest of the user's data.
 */
import { clear, createStore, get, set, type UseStore } from 'idb-keyval';
import { proxy } from 'valtio';
import type { ChangeRequest } from './types';

/** One acknowledged change: its method (POST switches on; PUT/DELETE off) and the object's id in the reply. */
export interface AcknowledgedChoice {
  method: string;
  at: number;
  owner: string;
  id: number | null;
}

/**
 * One change the server acknowledged, with what it sent and what the server answered: a screen
 * whose data carries bodies (a note's text, a compass point's name) lays it over data read
 * before it, as the choices above are laid over on/off data.
 */
export interface AcknowledgedChange {
  kind: string;
  target: string;
  request: ChangeRequest;
  data: unknown;
  at: number;
  owner: string;
}

export const lastChoices = proxy<{ byTarget: Record<string, AcknowledgedChoice>; changes: AcknowledgedChange[] }>({
  byTarget: {},
  changes: [],
});

/** The journal keeps the newest changes only: a screen's next fresh read makes older ones moot. */
const JOURNAL_SIZE = 100;
const JOURNAL_KEY = 'changes';

/** Past this age an acknowledged choice is long superseded by fresh data; it is dropped. */
const KEEP_MS = 7 * 24 * 3600 * 1000;
const KEY = 'acknowledged';
let store: UseStore | null = null;
const db = () => (store ??= createStore('bearing-choices', 'choices'));
let loading: Promise<void> | null = null;

/** Reads the kept choices once per page (a restart shows them before any refetch). */
export function loadLastChoices(now = Date.now()): Promise<void> {
  if (typeof indexedDB === 'undefined') return Promise.resolve();
  return (loading ??= Promise.all([
    get<Record<string, AcknowledgedChoice>>(KEY, db()),
    get<AcknowledgedChange[]>(JOURNAL_KEY, db()),
  ]).then(
    ([kept, journal]) => {
      for (const [target, c] of Object.entries(kept ?? {})) {
        const mine = lastChoices.byTarget[target];
        if (now - c.at < KEEP_MS && (!mine || mine.at < c.at)) lastChoices.byTarget[target] = c;
      }
      // Changes acknowledged since the page started are newer than anything kept.
      const since = lastChoices.changes;
      lastChoices.changes = [
        ...(journal ?? []).filter((c) => now - c.at < KEEP_MS && !since.some((n) => n.at === c.at && n.target === c.target)),
        ...since,
      ].slice(-JOURNAL_SIZE);
    },
    () => undefined,
  ));
}

/** Keeps an acknowledged change with its reply, for screens that show bodies (notes, compass points). */
export function rememberSentChange(change: Omit<AcknowledgedChange, 'at'>, now = Date.now()): void {
  lastChoices.changes = [
    ...lastChoices.changes,
    { ...(JSON.parse(JSON.stringify(change)) as Omit<AcknowledgedChange, 'at'>), at: now },
  ].slice(-JOURNAL_SIZE);
  if (typeof indexedDB === 'undefined') return;
  void loadLastChoices()
    .then(() => set(JOURNAL_KEY, JSON.parse(JSON.stringify(lastChoices.changes)) as AcknowledgedChange[], db()))
    .catch(() => undefined);
}

/** The user's acknowledged changes of `kind` newer than data received at `dataAt`, oldest first. */
export function changesOver(
  changes: readonly AcknowledgedChange[],
  kind: string,
  owner: string | null,
  dataAt: number,
  target?: string,
): AcknowledgedChange[] {
  return changes.filter(
    (c) => c.kind === kind && c.owner === owner && c.at > dataAt && (target === undefined || c.target === target),
  );
}

/** The server acknowledged `method` on `target` (the reply's `id`, when it has one). */
export function rememberAcknowledged(target: string, method: string, owner: string, reply: unknown, now = Date.now()): void {
  const id = typeof (reply as { id?: unknown } | null)?.id === 'number' ? (reply as { id: number }).id : null;
  lastChoices.byTarget[target] = { method, at: now, owner, id };
  if (typeof indexedDB === 'undefined') return;
  void loadLastChoices()
    .then(() => set(KEY, JSON.parse(JSON.stringify(lastChoices.byTarget)) as Record<string, AcknowledgedChoice>, db()))
    .catch(() => undefined);
}

/** The acknowledged choice to show over data received at `dataAt`, if it is newer. */
export function choiceOver(
  choices: Record<string, AcknowledgedChoice>,
  target: string,
  owner: string | null,
  dataAt: number,
): AcknowledgedChoice | undefined {
  const c = choices[target];
  return c && c.owner === owner && c.at > dataAt ? c : undefined;
}

/** Sign-out: the next user sees none of this user's choices. */
export async function clearLastChoices(): Promise<void> {
  lastChoices.byTarget = {};
  lastChoices.changes = [];
  if (typeof indexedDB !== 'undefined') await clear(db()).catch(() => undefined);
}
