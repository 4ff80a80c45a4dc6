/*
 * Page titles (000 §2.2): the tab, the history list and the app switcher name the screen, not
 * just the library. The page type comes from the URL as the spec's analytics mapping reads it
 * (home is the default); each type's words are a translation key the screen's own heading uses.
 */

/** Path prefix (after the base path) -> the key of the screen's name. Longest prefix wins. */
const TITLE_KEYS: ReadonlyArray<readonly [string, string]> = [
  ['/myAccount', 'account.title'],
  ['/sharedWithMe', 'menu.sharedWithMe'],
  ['/publicationsShared', 'sharedWithMe.publicationsTitle'],
  ['/favorites', 'favorites.title'],
  ['/video', 'videos.tutorials.title'],
  ['/home', 'nav.home'],
  ['/trackChanges', 'nav.tracker'],
  ['/document', 'compassPoints.viewer.title'],
  ['/document-view', 'compassPoints.viewer.title'],
  ['/mysubscription-search', 'search.type.subscribedAll'],
  ['/content-search', 'search.type.all'],
  ['/semantic-search', 'search.type.semantic'],
  ['/usage-report', 'usage.title'],
  ['/groups', 'groups.title'],
  ['/group-detail', 'groups.title'],
  ['/user-resources', 'resources.title'],
  ['/compass-points-list', 'nav.compassPoints'],
  ['/compass-points-admin-list', 'nav.compassPointsAdmin'],
  ['/compass-points-report', 'compassPoints.report.title'],
  ['/compass-points-change-history', 'compassPoints.history.title'],
  ['/compasspoint', 'compassPoints.shared.title'],
  ['/custom-collections', 'collections.title'],
  ['/admin', 'admin.title'],
  ['/switch-account', 'switchAccount.title'],
  ['/help', 'nav.help'],
  ['/verified', 'pages.verified.title'],
  ['/central-login', 'centralLogin.title'],
];

/** The translation key naming the screen at `path` (relative to the base path); home by default. */
export function pageTitleKey(path: string): string {
  let best: readonly [string, string] | undefined;
  for (const entry of TITLE_KEYS) {
    const [prefix] = entry;
    if ((path === prefix || path.startsWith(`${prefix}/`)) && (!best || prefix.length > best[0].length)) best = entry;
  }
  return best?.[1] ?? 'nav.home';
}

/** "subject – screen – library", leaving out what is empty or says the same as its neighbour. */
export function composeTitle(subject: string | null, screen: string, library: string): string {
  const parts: string[] = [];
  for (const p of [subject, screen, library]) {
    const text = p?.trim();
    if (text && text !== parts[parts.length - 1]) parts.push(text);
  }
  return parts.join(' – ');
}
