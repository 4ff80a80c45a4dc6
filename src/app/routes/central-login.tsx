import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button, buttonClasses } from '../components/ui/Button';
import { Link } from '../components/ui/Link';
import { readCentralLogin, type CentralLoginRequest } from '../features/session/central-login-rules';
import { useSession } from '../features/session/components/session-context';
import { useSignOut } from '../features/session/components/use-sign-out';
import { welcomeName } from '../features/session/session-rules';
import { askForPersonalSignIn, getAuth } from '../lib/auth';
import { keepReturnPath } from '../lib/return-path';
import { clearUserDataCaches } from '../pwa/register';
import { BackHomeLink } from '../components/ui/BackHomeLink';

/**
 * The central login (000 §2.5, §6; 001 §4): where Sign in / Register and a company user's track
 * or favorite lead, with the page to come back to. Company sessions (network address, hand-off,
 * single sign-on) are anonymous-like; a person signs in with their own account here: the company
 * session ends (its data leaves the device, as at any sign-out), the sign-in form follows, and
 * the user comes back to the page they left.
 */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { tenant, account, authenticationData } = useSession();
  const { signOutNow } = useSignOut(authenticationData, clearUserDataCaches);
  const [request, setRequest] = useState<CentralLoginRequest | null>(null);
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    let live = true;
    void getAuth()
      .getIdTokenClaims()
      .then(
        (claims) => claims?.sub ?? null,
        () => null,
      )
      .then((sub) => {
        if (live) setRequest(readCentralLogin(params, window.location.origin, sub));
      });
    return () => {
      live = false;
    };
  }, [params]);

  if (!request) return null;
  if (request.kind !== 'signIn') {
    return (
      <section className="mx-auto max-w-lg px-4 py-10">
        <h1 className="text-2xl font-bold text-ink-900">{t('centralLogin.title')}</h1>
        <p role="alert" className="mt-3 rounded-xl bg-signal-50 p-4 text-ink-900 ring-1 ring-signal-700/40">
          {t(request.kind === 'invalid' ? 'centralLogin.invalid' : 'centralLogin.otherSession')}
        </p>
        <BackHomeLink className="mt-4" />
      </section>
    );
  }

  const company = account.userType === 'COMPANY';
  const name = welcomeName(account);
  const signIn = () => {
    setLeaving(true);
    keepReturnPath(request.returnTo);
    // The prompt that follows shows the form, not the address or company sign-in again.
    askForPersonalSignIn();
    void signOutNow();
  };
  return (
    <section className="mx-auto max-w-lg px-4 py-8 md:py-12">
      <h1 className="text-2xl font-bold text-ink-900">{t(request.force ? 'centralLogin.forceTitle' : 'centralLogin.title')}</h1>
      <div className="mt-4 space-y-3 text-base leading-relaxed text-ink-900">
        <p>{company ? t('centralLogin.companyIntro', { account: name }) : t('centralLogin.personalIntro', { name })}</p>
        {request.force && <p>{t('centralLogin.forceReason')}</p>}
        <p className="text-ink-700">{t('centralLogin.signOutFirst')}</p>
        {company && <p className="text-ink-700">{t('centralLogin.register', { email: tenant.supportEmail })}</p>}
      </div>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Button className="w-full sm:w-auto" disabled={leaving} onClick={signIn}>
          {t(company ? 'centralLogin.signIn' : 'centralLogin.signInOther')}
        </Button>
        <Link className={buttonClasses('secondary', 'w-full sm:w-auto')} to={request.returnTo}>
          {t('centralLogin.back')}
        </Link>
      </div>
    </section>
  );
}
