import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/Spinner';

/** What a resolver page shows while it looks the document up. */
export function ResolvingPage() {
  const { t } = useTranslation();
  return (
    <div className="grid min-h-[50dvh] place-items-center p-6 text-brand-700">
      <Spinner label={t('resolver.resolving')} className="size-10" />
      <p className="mt-3 text-ink-700">{t('resolver.resolving')}</p>
    </div>
  );
}
