/** The write a queued change sends (paths and bodies come from the contract in src/api). */
export interface ChangeRequest {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  query?: Record<string, string | number | boolean>;
  body?: unknown;
}

/** What the user sees for a change: an i18n key and its params (stored, so it survives a reload). */
export interface ChangeLabel {
  key: string;
  params?: Record<string, string | number>;
}

/** One change made by a user, kept in IndexedDB until the server has answered it. */
export interface QueuedChange {
  /** A UUID; also the `Idempotency-Key` of every attempt, so a repeat never runs twice. */
  id: string;
  /** Order of creation; changes are sent strictly in this order. */
  seq: number;
  /** The feature's name for the change ('favorite', 'track', 'note', 'compass-point', …). */
  kind: string;
  request: ChangeRequest;
  label: ChangeLabel;
  /** What the change is about (e.g. 'favorite:1234'), so a screen can show it as pending. */
  target?: string;
  /** Query keys to refresh once the server has answered (stored as plain arrays). */
  invalidate?: unknown[][];
  /** The user scope that made it; only that user's session sends it. */
  owner: string;
  createdAt: number;
  /** 'pending' waits for the network; 'refused' was answered with a refusal the user must see. */
  state: 'pending' | 'refused';
  attempts: number;
  /** Not before this time (ms) after a server failure (back-off). */
  notBefore?: number;
  refusal?: { status: number; message: string };
}

/** What the caller of `enqueue` gives; the queue fills in the rest. */
export type NewChange = Pick<QueuedChange, 'kind' | 'request' | 'label' | 'target' | 'invalidate' | 'owner'> & { id?: string };

/** How an attempt ended, as far as the queue is concerned. */
export type SendOutcome =
  | { kind: 'sent'; status: number; data: unknown }
  /** No answer (offline, timeout) or no token: keep it and try again when the network returns. */
  | { kind: 'network' }
  /** The server failed or was busy (5xx, 408, 409, 425, 429): try again later. */
  | { kind: 'retryLater'; status: number }
  /** The server refused it (other 4xx): a retry would only repeat the refusal. */
  | { kind: 'refused'; status: number; message: string };

/** Where the queue keeps its changes (IndexedDB in the app, a Map in tests). */
export interface QueueStorage {
  all(): Promise<QueuedChange[]>;
  put(change: QueuedChange): Promise<void>;
  delete(id: string): Promise<void>;
  clear(): Promise<void>;
}
