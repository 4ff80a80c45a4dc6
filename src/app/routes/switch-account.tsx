import { useNavigate } from 'react-router-dom';
import { useSession } from '../features/session/components/session-context';
import { SwitchAccountPage } from '../features/session/components/SwitchAccountPage';

/** /switch-account: the account menu's switch for multi-account users. */
export function Component() {
  const { tenant, account, authenticationData } = useSession();
  const navigate = useNavigate();
  return (
    <SwitchAccountPage
      account={account}
      authenticationData={authenticationData}
      supportEmail={tenant.supportEmail}
      onSwitched={() => navigate('/', { replace: true })}
    />
  );
}
