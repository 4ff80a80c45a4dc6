import { newQueueState } from './queue-state';

/**
 * The app queue's changes as screens render them. Kept apart from the queue itself (app-queue.ts)
 * so the start-up code can show pending changes without loading the queue: its code loads only
 * when the device holds queued changes or the user makes a change (start-up budget).
 */
export const appQueueState = newQueueState();
