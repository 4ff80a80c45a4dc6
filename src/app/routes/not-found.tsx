import { useTranslation } from 'react-i18next';
import { BackHomeLink } from '../components/ui/BackHomeLink';

/** Fallback for any other path (000 §2.1). */
export function Component() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-lg px-4 py-10 text-center">
      <h1 className="text-xl font-bold text-ink-900">{t('pages.notFound.title')}</h1>
      <BackHomeLink className="mt-4" />
    </section>
  );
}
