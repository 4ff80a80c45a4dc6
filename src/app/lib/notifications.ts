import { proxy } from 'valtio';

/** Notification kinds of 000 §3. */
export type NotificationType = 'ERROR' | 'SUCCESS' | 'INFO';
export interface AppNotification {
  id: number;
  /** Text ready to show (already translated). */
  message: string;
  type: NotificationType;
}

/** 000 §9: a notification hides itself after 7 seconds. */
export const NOTIFICATION_TIMEOUT_MS = 7000;

/** The notification bar's store; the shell's NotificationBar renders `items`. */
export const notifications = proxy<{ items: AppNotification[] }>({ items: [] });

let nextId = 1;

/** Shows a notification; the same text twice in a row is not stacked. */
export function notify(n: { message: string; type: NotificationType }): number {
  const existing = notifications.items.find((i) => i.message === n.message && i.type === n.type);
  if (existing) return existing.id;
  const id = nextId++;
  notifications.items.push({ id, ...n });
  setTimeout(() => dismiss(id), NOTIFICATION_TIMEOUT_MS);
  return id;
}

/** Removes one notification (its close control, or the time-out). */
export function dismiss(id: number): void {
  const i = notifications.items.findIndex((n) => n.id === id);
  if (i >= 0) notifications.items.splice(i, 1);
}

/** A mutation's onSuccess that confirms with a success notification, then moves on (closes the dialog). */
export function successThen(message: string, next: () => void): () => void {
  return () => {
    notify({ type: 'SUCCESS', message });
    next();
  };
}
