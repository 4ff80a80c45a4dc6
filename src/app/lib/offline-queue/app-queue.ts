import type { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { IDEMPOTENCY_KEY_HEADER, IdempotencyError } from '../../../api/idempotency';
import { ApiError } from '../api-error';
import { requestRaw } from '../http';
import { notify } from '../notifications';
import { queryClient as appQueryClient } from '../query-client';
import { rememberedUser } from '../offline-session';
import { appQueueState } from './app-queue-state';
import { rememberAcknowledged, rememberSentChange } from './last-choices';
import { OfflineQueue, outcomeOfStatus } from './queue';
import { idbQueueStorage, memoryQueueStorage } from './storage';
import type { NewChange, QueuedChange, SendOutcome } from './types';

/*
 * The app's one offline queue. Features write through `submitChange`; the rest is wiring.
 *
 *   const r = await submitChange({
 *     kind: 'favorite', target: `favorite:${contentId}`,
 *     request: { method: 'POST', url: FAVORITES_PATH, body: { content: { contentId } } },
 *     label: { key: 'offline.change.favoriteAdd', params: { designation } },
 *     invalidate: [['favorites'], ['home']],
 *   });
 *   if (r.queued) … show it as pending (usePendingChanges / isPending below)
 *
 * Online, the change is sent at once with its Idempotency-Key; without an answer it joins the
 * queue under the same key. Any answer other than success throws the ApiError as a direct call
 * would (the user is watching); a queued change's later refusal is kept and shown instead.
 */

let lastError: ApiError | null = null;

/** One attempt of a change, with its id as the Idempotency-Key. */
export async function sendChange(change: QueuedChange): Promise<SendOutcome> {
  lastError = null;
  try {
    const res = await requestRaw(change.request.method, change.request.url, {
      query: change.request.query,
      body: change.request.body,
      headers: { [IDEMPOTENCY_KEY_HEADER]: change.id },
      spinner: false,
    });
    const text = await res.text();
    let data: unknown = undefined;
    try {
      data = text ? JSON.parse(text) : undefined;
    } catch {
      data = text;
    }
    return outcomeOfStatus(res.status, data, '');
  } catch (e) {
    if (!(e instanceof ApiError)) return { kind: 'network' };
    lastError = e;
    // The idempotency layer's code rides in `message`; a domain refusal's words in `detail`.
    const message = (
      e.reply?.message === IdempotencyError.inProgress ? e.reply.message : e.reply?.detail || e.reply?.message || e.message || ''
    ).toString();
    return outcomeOfStatus(e.cancelled && e.status === 401 ? 0 : e.status, undefined, message);
  }
}

function storage() {
  try {
    return typeof indexedDB === 'undefined' ? memoryQueueStorage() : idbQueueStorage();
  } catch {
    return memoryQueueStorage();
  }
}

let queryClient: QueryClient | null = null;

/**
 * What a feature does to its cached data once the server has a change of its kind: the cache
 * (and so the copy persisted for an offline start) then holds the change at once, not only after
 * the refetch that follows, which a dropped network or a closed app can cut short.
 */
export type SentChangeHandler = (
  client: QueryClient,
  change: Pick<QueuedChange, 'request' | 'target' | 'createdAt'>,
  data: unknown,
) => void;
const sentHandlers = new Map<string, SentChangeHandler>();
export function onChangeSent(kind: string, handler: SentChangeHandler): void {
  sentHandlers.set(kind, handler);
}
function applySent(change: Pick<QueuedChange, 'kind' | 'request' | 'target' | 'createdAt'>, data: unknown): void {
  const handler = sentHandlers.get(change.kind);
  const client = queryClient ?? appQueryClient;
  if (handler && client) {
    try {
      handler(client, change, data);
    } catch {
      /* the refetch below still brings the server's data */
    }
  }
}

export const appQueue = new OfflineQueue(
  storage(),
  sendChange,
  {
    onSettled(change, outcome) {
      if (outcome.kind === 'sent' && change.target) {
        rememberAcknowledged(change.target, change.request.method, change.owner, outcome.data);
        rememberSentChange({
          kind: change.kind,
          target: change.target,
          request: change.request,
          data: outcome.data,
          owner: change.owner,
        });
      }
      if (outcome.kind === 'sent') applySent(change, outcome.data);
      for (const key of change.invalidate ?? []) void queryClient?.invalidateQueries({ queryKey: key });
      // A refusal is shown, never dropped silently: the change also stays listed as refused.
      if (outcome.kind === 'refused') {
        notify({
          type: 'ERROR',
          message: i18next.t('offline.queue.refusedToast', { change: i18next.t(change.label.key, change.label.params) }),
        });
      }
    },
  },
  appQueueState,
);

/** The user the queue works for: the one whose data this device keeps. */
export const queueOwner = (): string | null => rememberedUser();

/** Sends what is pending, if anyone is signed in and the browser thinks it is online. */
export function flushQueue(): void {
  const owner = queueOwner();
  if (owner && (typeof navigator === 'undefined' || navigator.onLine)) void appQueue.flush(owner);
}

/** Result of submitChange: sent now (with the reply's JSON), or kept for later. */
export type SubmitResult = { queued: false; data: unknown } | { queued: true; change: QueuedChange };

/** Sends a change now, or queues it when offline, unanswered or behind earlier queued changes. */
export async function submitChange(input: Omit<NewChange, 'owner' | 'id'>): Promise<SubmitResult> {
  const owner = queueOwner();
  const id = crypto.randomUUID();
  const queue = async (): Promise<SubmitResult> => {
    // The start did not load the queue when nothing was queued: a first queued change starts it.
    startOfflineQueue(appQueryClient);
    const change = await appQueue.enqueue({ ...input, id, owner: owner ?? '' });
    flushQueue();
    return { queued: true, change };
  };
  await appQueue.load();
  const earlier = owner ? appQueue.changesOf(owner).some((c) => c.state === 'pending') : false;
  if (owner && (!navigator.onLine || earlier)) return queue();
  const outcome = await sendChange({
    ...input,
    id,
    owner: owner ?? '',
    seq: 0,
    createdAt: Date.now(),
    state: 'pending',
    attempts: 0,
  });
  if (outcome.kind === 'sent') {
    if (input.target && owner) {
      rememberAcknowledged(input.target, input.request.method, owner, outcome.data);
      rememberSentChange({ kind: input.kind, target: input.target, request: input.request, data: outcome.data, owner });
    }
    applySent({ ...input, createdAt: Date.now() }, outcome.data);
    return { queued: false, data: outcome.data };
  }
  // The server answered while the user watches: the screen shows the answer as before.
  if (outcome.kind === 'refused' || outcome.kind === 'retryLater' || !owner)
    throw lastError ?? new ApiError(0, 'network', { url: input.request.url, method: input.request.method });
  return queue();
}

/** Wires the queue into the app: refresh after sends, and flush on start, reconnect and resume. */
let stopQueue: (() => void) | null = null;

export function startOfflineQueue(client: QueryClient): () => void {
  queryClient = client;
  if (stopQueue) return stopQueue;
  if (typeof window === 'undefined') return () => {};
  void appQueue.load().then(flushQueue);
  const onOnline = () => flushQueue();
  const onVisible = () => {
    if (document.visibilityState === 'visible') flushQueue();
  };
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisible);
  // Back-off retries after a server failure need a clock, not an event.
  const timer = setInterval(flushQueue, 30_000);
  stopQueue = () => {
    window.removeEventListener('online', onOnline);
    document.removeEventListener('visibilitychange', onVisible);
    clearInterval(timer);
    stopQueue = null;
  };
  return stopQueue;
}
