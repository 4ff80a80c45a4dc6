/** The administration views (002 §2), each at /admin/{id}: all of them are the platform operator's. */
export const ADMIN_VIEWS = ['health', 'metrics', 'threaddump', 'loggers', 'configuration', 'audits', 'mail', 'imports'] as const;
export type AdminView = (typeof ADMIN_VIEWS)[number];

/** A customer account administrator's views: its own account's audits and mail (the server refuses the rest). */
export const ACCOUNT_ADMIN_VIEWS: readonly AdminView[] = ['audits', 'mail'];

/** The view a sub-path names among `views`; null when it names none of them (the screen goes to the first). */
export function adminViewOf(subPath: string | undefined, views: readonly AdminView[] = ADMIN_VIEWS): AdminView | null {
  const first = (subPath ?? '').split('/')[0];
  return (views as readonly string[]).includes(first) ? (first as AdminView) : null;
}
