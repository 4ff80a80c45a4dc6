import { proxy } from 'valtio';
import type { QueuedChange } from './types';

/** What screens render of a queue: its changes, and whether the stored ones have been read. */
export type QueueState = { changes: QueuedChange[]; loaded: boolean };

export const newQueueState = (): QueueState => proxy<QueueState>({ changes: [], loaded: false });
