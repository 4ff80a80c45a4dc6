import { useTranslation } from 'react-i18next';
import { Link } from '../components/ui/Link';

/** The authentication-verification state (000 §2.4): a page with a verified title. */
export function Component() {
  const { t } = useTranslation();
  return (
    <main id="main" className="mx-auto max-w-lg px-4 py-12 text-center">
      <h1 className="text-2xl font-bold text-ink-900">{t('pages.verified.title')}</h1>
      <p className="mt-2 text-ink-700">{t('pages.verified.text')}</p>
      <Link className="mt-4 inline-block font-semibold text-brand-700 underline" to="/">
        {t('common.continue')}
      </Link>
    </main>
  );
}
