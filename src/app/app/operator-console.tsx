import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Account, AuthenticationData } from '../../api/account';
import { Button } from '../components/ui/Button';
import { Redirect } from '../components/ui/Redirect';
import { ADMIN_VIEWS, adminViewOf } from '../features/admin/admin-views';
import { AdminPage } from '../features/admin/components/AdminPage';
import { useSignOut } from '../features/session/components/use-sign-out';
import { clearUserDataCaches } from '../pwa/register';

const ADMIN_PREFIX = '/admin/';

/**
 * The platform operator's whole app: she belongs to no customer account, so there is
 * no library to show, only every administration view at /admin/{view}, under a bar that names
 * her and signs her out. Any other address goes to the first view.
 */
export function OperatorConsole({
  account,
  authenticationData,
}: {
  account: Account;
  authenticationData: AuthenticationData | null;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const { signOut } = useSignOut(authenticationData, clearUserDataCaches);
  const view = location.pathname.startsWith(ADMIN_PREFIX)
    ? adminViewOf(location.pathname.slice(ADMIN_PREFIX.length), ADMIN_VIEWS)
    : null;
  if (!view) return <Redirect to={`${ADMIN_PREFIX}${ADMIN_VIEWS[0]}`} />;
  return (
    <div className="flex min-h-dvh flex-col bg-ink-50">
      <a
        href="#main"
        className="sr-only rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-10"
      >
        {t('shell.skipToContent')}
      </a>
      <header className="bg-brand-900 text-white">
        <div className="mx-auto flex w-full max-w-5xl items-center gap-2 px-3 py-1 sm:px-6">
          <div className="min-w-0 flex-1">
            <p className="text-lg font-bold">{t('operator.title')}</p>
            <p className="break-all text-sm">{t('operator.signedInAs', { email: account.login })}</p>
          </div>
          <Button variant="inverse" onClick={signOut}>
            {t('menu.signOut')}
          </Button>
        </div>
      </header>
      <main id="main" className="flex-1">
        <AdminPage view={view} views={ADMIN_VIEWS} scope={{ kind: 'platform' }} onView={(v) => navigate(`${ADMIN_PREFIX}${v}`)} />
      </main>
    </div>
  );
}
