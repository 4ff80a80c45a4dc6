import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../components/ui/Spinner';
import { useSession } from '../features/session/components/session-context';

/** /trackChanges: goes to the tenant's tracker address when set, otherwise a placeholder (000 §2.1). */
export function Component() {
  const { t } = useTranslation();
  const { tenant } = useSession();
  useEffect(() => {
    if (tenant.trackerUrl) window.location.assign(tenant.trackerUrl);
  }, [tenant.trackerUrl]);
  return (
    <section className="mx-auto max-w-lg px-4 py-10 text-center">
      {tenant.trackerUrl ? (
        <Spinner label={t('document.trackChanges.redirecting')} />
      ) : (
        <p className="text-ink-700">{t('document.trackChanges.unavailable')}</p>
      )}
    </section>
  );
}
