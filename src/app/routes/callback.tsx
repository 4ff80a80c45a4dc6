import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { MessagePage } from '../components/ui/MessagePage';
import { authState, getAuth } from '../lib/auth';
import { adoptSignedInUser } from '../lib/offline-user';

// The provider's code can be exchanged once; StrictMode's double effect must share one exchange.
let exchange: { search: string; promise: Promise<string> } | null = null;

function exchangeOnce(): Promise<string> {
  const search = window.location.search;
  if (!exchange || exchange.search !== search) {
    exchange = {
      search,
      promise: getAuth()
        .handleRedirectCallback<{ returnTo?: string }>()
        .then(async (r) => {
          // Another user's offline data goes before this user's screens load.
          await adoptSignedInUser();
          authState.status = 'authenticated';
          authState.reason = null;
          return r.appState?.returnTo ?? '/';
        }),
    };
  }
  return exchange.promise;
}

/** /implicit/callback: finishes sign-in and goes back to the saved referrer path (000 §4). */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    if (!params.has('code') && !params.has('error')) {
      navigate('/', { replace: true });
      return;
    }
    exchangeOnce()
      .then((to) => navigate(to.startsWith('/') && !to.startsWith('//') ? to : '/', { replace: true }))
      .catch(() => setFailed(true));
  }, [navigate]);
  if (!failed) return null;
  return (
    <MessagePage
      compact
      title={t('session.callbackFailed.title')}
      text={t('session.callbackFailed.text')}
      link={t('session.callbackFailed.retry')}
    />
  );
}
