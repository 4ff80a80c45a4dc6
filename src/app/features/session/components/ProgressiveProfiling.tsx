import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useProgressiveProfilingUrl } from '../api/get-progressive-profiling-url';
import { sessionState } from '../state';

/** SSO individual users missing profile data go to the profile-completion address, or are signed out with a message (000 §4). */
export function ProgressiveProfiling() {
  const { t } = useTranslation();
  const q = useProgressiveProfilingUrl();
  useEffect(() => {
    if (q.data?.url) window.location.assign(q.data.url);
    else if (q.data || q.isError) sessionState.signOutInfo = { messageKey: 'session.profileIncomplete' };
  }, [q.data, q.isError]);
  return (
    <p role="status" className="p-6 text-center text-ink-700">
      {t('session.redirectingToProfile')}
    </p>
  );
}
