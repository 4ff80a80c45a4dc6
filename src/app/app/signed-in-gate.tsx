import { useDeferredValue, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useAccount } from '../features/session/api/get-account';
import { useAuthenticationData } from '../features/session/api/get-authentication-data';
import { useTenantConfig } from '../features/session/api/get-tenant-config';
import { useSwitchAccount } from '../features/session/api/switch-account';
import { LicenceDialog } from '../features/session/components/LicenceDialog';
import { SessionProvider } from '../features/session/components/session-context';
import { useSignOut } from '../features/session/components/use-sign-out';
import { decideAccount, validationFailureKey } from '../features/session/session-rules';
import { sessionState } from '../features/session/state';
import { lazyOnRender } from '../components/ui/lazy-open';
import { isApiError } from '../lib/api-error';
import { authState, basePath, getAuth, signIn } from '../lib/auth';
import { applyAccountLanguage } from '../lib/i18n';
import { adoptSignedInUser } from '../lib/offline-user';
import { canStartOffline } from '../lib/offline-session';
import { takeReturnPath } from '../lib/return-path';
import { queryClient, setAccountIdNotExistHandler } from '../lib/query-client';
import { clearUserDataCaches } from '../pwa/register';
import { UnexpectedErrorScreen } from '../routes/unexpected-error';
import { startDocumentEarlyOnLink } from '../features/document/document-link';
import { startSessionEarly } from './early-session';
import { StartWaitsForNetwork, waitsForNetwork } from './start-waits-for-network';

// Most sessions go straight to 'ready': these load only for the session that needs them.
const SwitchAccountPage = lazyOnRender(() =>
  import('../features/session/components/SwitchAccountPage').then((m) => m.SwitchAccountPage),
);
const ProgressiveProfiling = lazyOnRender(() =>
  import('../features/session/components/ProgressiveProfiling').then((m) => m.ProgressiveProfiling),
);
const SignOutInfoDialog = lazyOnRender(() =>
  import('../features/session/components/SignOutInfoDialog').then((m) => m.SignOutInfoDialog),
);
const OperatorConsole = lazyOnRender(() => import('./operator-console').then((m) => m.OperatorConsole));

/**
 * Session start, steps 2+ (000 §4): provider session, authentication data and account, the
 * account choice, then the signed-in screens. While the session is not fetched nothing is shown;
 * a signed-out user (on the way to the login page) sees '...'.
 */
export function SignedInGate() {
  const { t } = useTranslation();
  const tenant = useTenantConfig().data!;
  const auth = useSnapshot(authState);
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (authState.status !== 'unknown') return;
    // Offline with a remembered user, the app starts on persisted data; the session
    // renews (a silent sign-in) once the network is back.
    getAuth()
      .isAuthenticated()
      .then((ok) => {
        authState.status = ok || canStartOffline() ? 'authenticated' : 'signedOut';
      })
      .catch(() => {
        authState.status = canStartOffline() ? 'authenticated' : 'signedOut';
      });
  }, []);

  useEffect(() => {
    // Keep the referrer path so the callback can come back to it.
    if (auth.status !== 'signedOut') return;
    const here = `${location.pathname}${location.search}${location.hash}`;
    // A sign-in that began with a sign-out (the central login) comes back to the page it left.
    const returnTo = takeReturnPath() ?? here;
    // 000 §4: an unauthorized provider state is said on the sign-in page (login.error.unauthorized).
    void signIn(returnTo, authState.reason === 'login.error.unauthorized' ? 'session-ended' : undefined)
      .then(async (signedIn) => {
        if (!signedIn) return;
        if (returnTo !== here) navigate(returnTo, { replace: true });
        // The session's and the document's calls start now, beside the steps below.
        startSessionEarly();
        startDocumentEarlyOnLink(basePath());
        // Signed in without leaving the page, as the callback screen would have done (000 §4).
        await adoptSignedInUser();
        authState.reason = null;
        authState.status = 'authenticated';
        // Calls refused while the session was gone (a 401 that led here) ask again with the new token.
        void queryClient.refetchQueries({ predicate: (q) => q.state.status === 'error' });
      })
      .catch(() => undefined);
  }, [auth.status]); // eslint-disable-line react-hooks/exhaustive-deps

  const authed = auth.status === 'authenticated';
  const authData = useAuthenticationData(authed);
  // 000 §4: authentication data first, then the account (so the account call carries AuthMode).
  // A failed authentication-data call must not lock the user out: the account rules then run without it.
  const authDataSettled = authed && !authData.isPending;
  const account = useAccount(authDataSettled);
  const sw = useSwitchAccount();
  const { signOutNow } = useSignOut(authData.data, clearUserDataCaches);

  useEffect(() => {
    // 000 §8: 'account id not exist' means the selection is stale: fetch the account again.
    setAccountIdNotExistHandler(() => void account.refetch());
  }, [account.refetch]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (account.data) void applyAccountLanguage(account.data.langKey);
  }, [account.data?.langKey]); // eslint-disable-line react-hooks/exhaustive-deps

  const decisionNow = useMemo(
    () => (account.data && authDataSettled ? decideAccount(account.data, authData.data ?? null) : null),
    [account.data, authData.data, authDataSettled],
  );
  // The account's answer mounts the whole signed-in shell and screen. A query answer is an urgent
  // update that React renders in one go, which was the longest task on a phone at start-up; a
  // Deferred value renders it in slices that yield to the browser (total blocking time).
  const decision = useDeferredValue(decisionNow);

  useEffect(() => {
    if (!decision) return;
    if (decision.kind === 'switch' && !sessionState.autoSwitched.includes(decision.accountId) && !sw.isPending) {
      sessionState.autoSwitched.push(decision.accountId);
      sw.mutate(
        { accountId: decision.accountId, auth: authData.data ?? null },
        {
          onSuccess: (reply) => {
            if (!reply.validationResult) sessionState.signOutInfo = { messageKey: validationFailureKey(reply) };
          },
        },
      );
    }
    if (decision.kind === 'noEntitlement' && !sessionState.signOutInfo)
      sessionState.signOutInfo = { messageKey: 'session.noEntitlement' };
  }, [decision]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    // 000 §4: an API 401 on the account means the provider session is gone.
    if (isApiError(account.error) && account.error.status === 401) authState.status = 'signedOut';
  }, [account.error]);

  const session = useSnapshot(sessionState);
  const dialogs = session.signOutInfo ? <SignOutInfoDialog onSignOut={signOutNow} /> : null;
  if (auth.status === 'signedOut')
    return (
      <p className="p-6 text-center text-ink-700" aria-live="polite">
        {t('session.signedOut')}
      </p>
    );
  // Offline before the account was ever saved on this device (the network dropped right after
  // Signing in): say the start needs the network instead of leaving a blank page.
  if (authed && (waitsForNetwork(authData) || waitsForNetwork(account))) return <StartWaitsForNetwork />;
  if (!authed || account.isPending || !authDataSettled) return null;
  // Persisted data stays usable when a refresh fails offline.
  if (account.isError && !account.data) return <UnexpectedErrorScreen onRetry={() => void account.refetch()} />;
  if (!decision) return null;

  switch (decision.kind) {
    case 'switch':
      // A switch the server ignored would loop; after one try per account the user chooses.
      if (!sessionState.autoSwitched.includes(decision.accountId) || sw.isPending) return dialogs;
      return sw.isError ? (
        <UnexpectedErrorScreen
          onRetry={() => {
            sessionState.autoSwitched = [];
            void account.refetch();
          }}
        />
      ) : (
        dialogs
      );
    case 'select':
      return (
        <main id="main" className="min-h-dvh bg-ink-50">
          <SwitchAccountPage
            account={account.data}
            authenticationData={authData.data ?? null}
            supportEmail={tenant.supportEmail}
            onSwitched={() => navigate(location, { replace: true })}
          />
          {dialogs}
        </main>
      );
    case 'noEntitlement':
      return dialogs;
    case 'operator':
      return (
        <>
          {<OperatorConsole account={account.data} authenticationData={authData.data ?? null} />}
          {dialogs}
        </>
      );
    case 'progressiveProfiling':
      return (
        <>
          {<ProgressiveProfiling />}
          {dialogs}
        </>
      );
    case 'ready':
      return (
        <SessionProvider value={{ tenant, account: account.data, authenticationData: authData.data ?? null }}>
          <Outlet />
          <LicenceDialog />
          {dialogs}
        </SessionProvider>
      );
  }
}
