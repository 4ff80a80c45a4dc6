import { useNavigate, useParams } from 'react-router-dom';
import { Redirect } from '../components/ui/Redirect';
import { AdminPage } from '../features/admin/components/AdminPage';
import { ACCOUNT_ADMIN_VIEWS, adminViewOf } from '../features/admin/admin-views';
import { useSession } from '../features/session/components/session-context';

/**
 * /admin/*: a customer account administrator's area, loaded on demand (000 §2.1): the selected
 * account's audits and mail; the view is the sub-path. The platform operator's console, with
 * every view, is the operator's whole app (app/operator-console.tsx).
 */
export function Component() {
  const params = useParams();
  const navigate = useNavigate();
  const { account } = useSession();
  const view = adminViewOf(params['*'], ACCOUNT_ADMIN_VIEWS);
  if (!view) return <Redirect to={`/admin/${ACCOUNT_ADMIN_VIEWS[0]}`} />;
  const accountName = account.cgEntitlements.find((e) => e.accountId === account.selectedAccountId)?.accountName ?? '';
  return (
    <AdminPage
      view={view}
      views={ACCOUNT_ADMIN_VIEWS}
      scope={{ kind: 'account', accountName }}
      onView={(v) => navigate(`/admin/${v}`)}
    />
  );
}
