import { CompassPointsListPage } from '../features/compass-points/components/CompassPointsListPage';
import { useSession } from '../features/session/components/session-context';

/** /compass-points-list: my compass points (001 §2). */
export function Component() {
  const { account } = useSession();
  return (
    <CompassPointsListPage
      scope="mine"
      viewer={{
        email: account.userAccounts.email || account.login,
        cpAdmin: account.authorities.includes('COMPASS_POINT_ADMIN'),
      }}
    />
  );
}
