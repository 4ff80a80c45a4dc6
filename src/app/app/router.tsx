import { Component as ReactComponent, Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { basePath } from '../lib/auth';
import { RouteGuard } from './route-guard';
import { AppLayout } from './layout';
import { PATHS, type RoutePath } from './route-access';
import { SignedInGate } from './signed-in-gate';
import { TenantRoot } from './tenant-root';
import { RouteErrorScreen } from '../routes/route-error';

/** A screen module: each file in routes/ exports its screen as `Component`. */
type LazyModule = () => Promise<{ Component?: unknown }>;

/** 000 §9: a screen chunk that has not loaded after 120 s fails (the error screen offers a reload). */
export const CHUNK_LOAD_TIMEOUT_MS = 120000;

function withTimeout<T>(load: () => Promise<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('chunk load timeout')), CHUNK_LOAD_TIMEOUT_MS);
    load().then(
      (m) => {
        clearTimeout(timer);
        resolve(m);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}

/**
 * A lazily loaded screen as a route. The route table is declarative (`useRoutes`), not a data
 * router: the data router's loaders, actions and fetchers are unused here and would add to
 * every phone's start-up JavaScript. `handle.preload` lets start-up fetch the first screen's chunk
 * at once instead of after the session checks have rendered down to it.
 */
function lazyScreen(load: LazyModule): Pick<RouteObject, 'element' | 'handle'> {
  let loading: Promise<{ default: ComponentType }> | null = null;
  const preload = () =>
    (loading ??= withTimeout(load).then(
      (m) => ({ default: m.Component as ComponentType }),
      // A failed start-up preload is not kept: the screen's own load tries again.
      (e: unknown) => {
        loading = null;
        throw e;
      },
    ));
  const Screen = lazy(preload);
  return { element: <Screen />, handle: { preload } };
}

/**
 * A screen behind its access rules from `routeAccess` (000 §2.1). Later issues add their screens
 * with `guardedRoute(PATHS.groups, () => import('../routes/groups'))` in `signedInRoutes` below.
 */
export function guardedRoute(path: RoutePath, load: LazyModule): RouteObject {
  return { element: <RouteGuard path={path} />, children: [{ path, ...lazyScreen(load) }] };
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
  guardedRoute(PATHS.centralLogin, () => import('../routes/central-login')),
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
  { path: '*', ...lazyScreen(fallbackScreen) },
];

/** Signed-in screens without header and footer (e.g. /document-view, 001 §2). */
const bareSignedInRoutes: RouteObject[] = [guardedRoute(PATHS.documentView, () => import('../routes/document-view'))];

/** THE route table. */
export const routes: RouteObject[] = [
  {
    element: <TenantRoot />,
    children: [
      { path: PATHS.callback, ...lazyScreen(() => import('../routes/callback')) },
      { path: PATHS.verified, ...lazyScreen(() => import('../routes/verified')) },
      {
        element: <SignedInGate />,
        children: [{ element: <AppLayout />, children: signedInRoutes }, ...bareSignedInRoutes],
      },
    ],
  },
];

interface BoundaryProps {
  resetKey: string;
  children: ReactNode;
}

/**
 * A crashed screen or a chunk that failed to load shows the error screen (000 §8) in place of the
 * whole app, as a data router's root error element would. Its Retry reloads the page; going to
 * another page (e.g. Back) clears it.
 */
class RouteErrorBoundary extends ReactComponent<BoundaryProps, { failed: boolean; key: string }> {
  state = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { failed: boolean; key: string }) {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  render() {
    return this.state.failed ? <RouteErrorScreen /> : this.props.children;
  }
}

function AppRoutes() {
  const element = useRoutes(routes);
  const location = useLocation();
  return (
    <RouteErrorBoundary resetKey={location.key}>
      {/* Lazy screens load before they show; nothing is shown meanwhile (000 §2.4). Navigations
          are transitions, so the current screen stays up while the next one loads. */}
      <Suspense fallback={null}>{element}</Suspense>
    </RouteErrorBoundary>
  );
}

/** Starts loading the screens the current address needs, in parallel with the session checks. */
export function preloadCurrentScreen(basename: string): void {
  for (const match of matchRoutes(routes, window.location, basename) ?? []) {
    const preload = (match.route.handle as { preload?: () => Promise<unknown> } | undefined)?.preload;
    void preload?.().catch(() => undefined);
  }
}

/** The router; its base path comes from the page's <base> element. */
export function AppRouter() {
  return (
    <BrowserRouter basename={basePath() || '/'}>
      <AppRoutes />
    </BrowserRouter>
  );
}
