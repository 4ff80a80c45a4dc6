import type { Guard } from './guards';

/** Route paths of 000 §2.1 (002 §2 adds none beyond these). */
export const PATHS = {
  callback: '/implicit/callback',
  root: '/',
  home: '/home/:key?',
  admin: '/admin/*',
  myAccount: '/myAccount',
  sharedWithMe: '/sharedWithMe',
  favorites: '/favorites',
  compassPointsList: '/compass-points-list',
  compassPointsAdminList: '/compass-points-admin-list',
  customCollections: '/custom-collections',
  compassPointsChangeHistory: '/compass-points-change-history/:compasspointId/:contentId/:contentCode',
  video: '/video',
  publicationsShared: '/publicationsShared',
  trackChanges: '/trackChanges',
  document: '/document',
  documentView: '/document-view',
  compassPoint: '/compasspoint/:compasspointUUID',
  mysubscriptionSearch: '/mysubscription-search',
  semanticSearch: '/semantic-search',
  contentSearch: '/content-search',
  usageReport: '/usage-report',
  compassPointsReport: '/compass-points-report',
  resolve: '/resolve/:type',
  groups: '/groups',
  groupDetail: '/group-detail',
  digitalLibrary: '/DIGITAL_LIBRARY/*',
  standards: '/Standards/*',
  userResources: '/user-resources',
  switchAccount: '/switch-account',
  verified: '/verified',
  /** Help topics the tenant's help menu links to (Bearing's own addition). */
  help: '/help/:topic',
  /** The central login (000 §2.5, §6): Sign in / Register and company users' track and favorite. */
  centralLogin: '/central-login',
} as const;
export type RoutePath = (typeof PATHS)[keyof typeof PATHS];

const drm: Guard = { kind: 'drmNotAllowed' };

/**
 * THE access table (000 §2.1, §2.4): route path -> guards, evaluated in order. Every path is
 * signed in except the callback (the session gate handles that); an empty list means no extra rule.
 * Later issues register their screens in router.tsx and take their guards from here.
 */
export const routeAccess: Record<RoutePath, readonly Guard[]> = {
  [PATHS.callback]: [],
  [PATHS.root]: [],
  [PATHS.help]: [],
  [PATHS.centralLogin]: [],
  [PATHS.home]: [],
  [PATHS.admin]: [drm, { kind: 'authorities', any: ['ADMIN'] }],
  [PATHS.myAccount]: [],
  [PATHS.sharedWithMe]: [{ kind: 'contentShare' }],
  [PATHS.favorites]: [],
  [PATHS.compassPointsList]: [{ kind: 'compassPoint' }],
  // 000 §2.5: the account's compass-point flag and the compass-point-admin authority, as the server asks.
  [PATHS.compassPointsAdminList]: [{ kind: 'compassPoint' }, { kind: 'authorities', any: ['CP_ADMIN'] }],
  [PATHS.customCollections]: [{ kind: 'customCollection' }],
  [PATHS.compassPointsChangeHistory]: [{ kind: 'compassPoint' }],
  [PATHS.video]: [],
  [PATHS.publicationsShared]: [],
  [PATHS.trackChanges]: [],
  [PATHS.document]: [{ kind: 'drmNotAllowed', redirectTo: PATHS.documentView }],
  [PATHS.documentView]: [],
  [PATHS.compassPoint]: [],
  [PATHS.mysubscriptionSearch]: [],
  [PATHS.semanticSearch]: [],
  [PATHS.contentSearch]: [],
  [PATHS.usageReport]: [drm, { kind: 'authorities', any: ['ADMIN', 'REPORT_VIEW'] }],
  [PATHS.compassPointsReport]: [drm, { kind: 'compassPoint' }, { kind: 'authorities', any: ['CP_ADMIN'] }],
  [PATHS.resolve]: [],
  [PATHS.groups]: [{ kind: 'groupFeature' }],
  [PATHS.groupDetail]: [{ kind: 'groupFeature' }],
  [PATHS.digitalLibrary]: [],
  [PATHS.standards]: [],
  [PATHS.userResources]: [{ kind: 'mainTenant' }],
  [PATHS.switchAccount]: [],
  [PATHS.verified]: [],
};
