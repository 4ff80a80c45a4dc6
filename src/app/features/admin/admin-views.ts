/** The administration views (002 §2), each at /admin/{id}: all of them are the platform operator's. */
export const ADMIN_VIEWS = ['health', 'metrics', 'threaddump', 'loggers', 'configuration', 'audits', 'mail'] as const;
export type AdminView = (typeof ADMIN_VIEWS)[number];

/** A customer account administrator's views: its own account's audits and mail (the server refuses the rest). */
export const ACCOUNT_ADMIN_VIEWS: readonly AdminView[] = ['audits', 'mail'];

/** The view a sub-path names among `views`; null when it names none of them (the screen goes to the first). */
export function adminViewOf(subPath: string | undefined, views: readonly AdminView[] = ADMIN_VIEWS): AdminView | null {
  const first = (subPath ?? '').split('/')[0];
  return (views as readonly string[]).includes(first) ? (first as AdminView) : null;
}

/** Bytes as a short human-readable size. */
export function formatBytes(n: number | null | undefined): string {
  if (n === null || n === undefined || !Number.isFinite(n)) return '–';
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let v = n;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) { v /= 1024; i += 1; }
  return `${v >= 10 || i === 0 ? Math.round(v) : v.toFixed(1)} ${units[i]}`;
}

