import { useTranslation } from 'react-i18next';
import { BackHomeLink } from '../components/ui/BackHomeLink';

/** The alert a failed route guard shows (000 §2.4). */
export function NotAuthorizedScreen() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-lg px-4 py-10">
      {/* The alert is the screen's heading: it is all the screen has to say. */}
      <h1 className="rounded-xl bg-signal-50 p-4 text-base font-normal text-ink-900 ring-1 ring-signal-700/40">
        <span role="alert">{t('guard.notAuthorized')}</span>
      </h1>
      <BackHomeLink className="mt-4" />
    </section>
  );
}
