/**
 * Whether a navigation link points at the screen shown: the same path, or (unless `end`) a path
 * below it. Case-insensitive, and a trailing slash on the link does not matter — the rule React
 * Router's NavLink uses, kept so the sidebar marks the same entry it always did.
 */
export function isActivePath(here: string, linkPath: string, end: boolean): boolean {
  const path = here.toLowerCase();
  const target = linkPath.toLowerCase();
  if (path === target) return true;
  if (end) return false;
  const base = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  return path.startsWith(target) && path.charAt(base) === '/';
}
