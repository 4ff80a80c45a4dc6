import { Outlet, useLocation } from 'react-router-dom';
import { lazyOnRender } from '../components/ui/lazy-open';
import { Redirect } from '../components/ui/Redirect';
import { useGroupEnable } from '../features/session/api/get-group-enable';
import { useSession } from '../features/session/components/session-context';
import { evaluateGuards } from './guards';
import { routeAccess, type RoutePath } from './route-access';

// Only a user who follows a link past their access sees it: it loads the first time it shows.
const NotAuthorizedScreen = lazyOnRender(() => import('../routes/not-authorized').then((m) => m.NotAuthorizedScreen));

/**
 * Layout route applying the access table to its child routes (000 §2.4): renders them, the
 * not-authorized alert, or a redirect (DRM: /document -> /document-view, query kept).
 */
export function RouteGuard({ path }: { path: RoutePath }) {
  const { tenant, account } = useSession();
  const location = useLocation();
  const guards = routeAccess[path];
  const needsGroupFlag = guards.some((g) => g.kind === 'groupFeature');
  const group = useGroupEnable(needsGroupFlag);
  if (needsGroupFlag && group.isPending) return null;
  const result = evaluateGuards(guards, { tenant, account, groupEnabled: group.data?.enabled ?? false });
  if (result.kind === 'redirect') return <Redirect to={`${result.to}${location.search}`} />;
  if (result.kind === 'notAuthorized') return <NotAuthorizedScreen />;
  return <Outlet />;
}
