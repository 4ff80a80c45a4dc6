import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { basePath } from '../lib/auth';
import { RouteGuard } from './route-guard';
import { AppLayout } from './layout';
import { PATHS, type RoutePath } from './route-access';
import { SignedInGate } from './signed-in-gate';
import { TenantRoot } from './tenant-root';
import { RouteErrorScreen } from '../routes/route-error';

type LazyModule = () => Promise<Record<string, unknown>>;

/** 000 §9: a screen chunk that has not loaded after 120 s fails (the error element offers a reload). */
export const CHUNK_LOAD_TIMEOUT_MS = 120000;

function lazyScreen(load: LazyModule): RouteObject['lazy'] {
  return (() =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('chunk load timeout')), CHUNK_LOAD_TIMEOUT_MS);
      load().then((m) => { clearTimeout(timer); resolve(m); }, (e) => { clearTimeout(timer); reject(e); });
    })) as RouteObject['lazy'];
}

/**
 * A screen behind its access rules from `routeAccess` (000 §2.1). Later issues add their screens
 * with `guardedRoute(PATHS.groups, () => import('../routes/groups'))` in `signedInRoutes` below.
 */
export function guardedRoute(path: RoutePath, load: LazyModule): RouteObject {
  return { element: <RouteGuard path={path} />, children: [{ path, lazy: lazyScreen(load) }] };
}

const fallbackScreen: LazyModule = () => import('../routes/not-found');

/**
 * Spec paths whose screens later issues build. Their access rules apply already (a user who may
 * not open one is told so); past the guard they show the fallback screen until the screen lands.
 * Each issue replaces its line with `guardedRoute(PATHS.x, () => import('../routes/x'))`.
 */
const SCREENS_TO_COME: RoutePath[] = [];

/** Screens inside the header/sidebar/footer chrome. */
const signedInRoutes: RouteObject[] = [
  guardedRoute(PATHS.root, () => import('../routes/home')),
  guardedRoute(PATHS.home, () => import('../routes/home')),
  guardedRoute(PATHS.switchAccount, () => import('../routes/switch-account')),
  guardedRoute(PATHS.help, () => import('../routes/help')),
  guardedRoute(PATHS.contentSearch, () => import('../routes/search')),
  guardedRoute(PATHS.mysubscriptionSearch, () => import('../routes/search')),
  guardedRoute(PATHS.semanticSearch, () => import('../routes/search')),
  guardedRoute(PATHS.resolve, () => import('../routes/resolve')),
  guardedRoute(PATHS.digitalLibrary, () => import('../routes/resolver-path')),
  guardedRoute(PATHS.standards, () => import('../routes/resolver-path')),
  guardedRoute(PATHS.document, () => import('../routes/document')),
  guardedRoute(PATHS.favorites, () => import('../routes/favorites')),
  guardedRoute(PATHS.video, () => import('../routes/video')),
  guardedRoute(PATHS.trackChanges, () => import('../routes/track-changes')),
  guardedRoute(PATHS.groups, () => import('../routes/groups')),
  guardedRoute(PATHS.groupDetail, () => import('../routes/group-detail')),
  guardedRoute(PATHS.sharedWithMe, () => import('../routes/shared-with-me')),
  guardedRoute(PATHS.publicationsShared, () => import('../routes/publications-shared')),
  guardedRoute(PATHS.compassPointsList, () => import('../routes/compass-points-list')),
  guardedRoute(PATHS.compassPointsAdminList, () => import('../routes/compass-points-admin-list')),
  guardedRoute(PATHS.compassPointsChangeHistory, () => import('../routes/compass-points-change-history')),
  guardedRoute(PATHS.compassPoint, () => import('../routes/compass-point')),
  guardedRoute(PATHS.compassPointsReport, () => import('../routes/compass-points-report')),
  guardedRoute(PATHS.myAccount, () => import('../routes/my-account')),
  guardedRoute(PATHS.customCollections, () => import('../routes/custom-collections')),
  guardedRoute(PATHS.userResources, () => import('../routes/user-resources')),
  guardedRoute(PATHS.usageReport, () => import('../routes/usage-report')),
  guardedRoute(PATHS.admin, () => import('../routes/admin')),
  ...SCREENS_TO_COME.map((path) => guardedRoute(path, fallbackScreen)),
  // 000 §2.1: any other path shows the fallback screen.
  { path: '*', lazy: lazyScreen(fallbackScreen) },
];

/** Signed-in screens without header and footer (e.g. /document-view, 001 §2). */
const bareSignedInRoutes: RouteObject[] = [guardedRoute(PATHS.documentView, () => import('../routes/document-view'))];

/** THE route table. */
export const routes: RouteObject[] = [
  {
    element: <TenantRoot />,
    errorElement: <RouteErrorScreen />,
    // Lazy screens load before the first render; nothing is shown meanwhile (000 §2.4).
    HydrateFallback: () => null,
    children: [
      { path: PATHS.callback, lazy: lazyScreen(() => import('../routes/callback')) },
      { path: PATHS.verified, lazy: lazyScreen(() => import('../routes/verified')) },
      {
        element: <SignedInGate />,
        children: [{ element: <AppLayout />, children: signedInRoutes }, ...bareSignedInRoutes],
      },
    ],
  },
];

/** The data router; its base path comes from the page's <base> element. */
export function createAppRouter() {
  return createBrowserRouter(routes, { basename: basePath() || '/' });
}
