import { useTranslation } from 'react-i18next';
import { useSession } from '../features/session/components/session-context';
import { welcomeName } from '../features/session/session-rules';

/** / and /home/{key}: the tenant hero and the welcome-back heading; the home-tabs issue fills the rest (000 §2.6). */
export function Component() {
  const { t } = useTranslation();
  const { tenant, account } = useSession();
  return (
    <>
      <section
        aria-label={t('home.heroLabel', { title: tenant.title })}
        className="relative isolate overflow-hidden bg-brand-900 px-4 py-10 text-white sm:py-14"
      >
        {tenant.heroImage && <img src={tenant.heroImage} alt="" onError={(e) => { e.currentTarget.hidden = true; }} className="absolute inset-0 -z-10 size-full object-cover opacity-40" />}
        <div className="mx-auto max-w-6xl">
          <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">{tenant.title}</p>
          <p className="mt-1 max-w-xl text-lg">{t('home.tagline')}</p>
        </div>
      </section>
      <div className="mx-auto max-w-6xl px-4 py-6">
        <h1 className="text-2xl font-bold break-words text-ink-900">{t('home.welcomeBack', { name: welcomeName(account) })}</h1>
      </div>
    </>
  );
}
