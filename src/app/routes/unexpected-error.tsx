import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/Button';

/** Unexpected top-level failure (000 §8): 'An unexpected error has occurred.' */
export function UnexpectedErrorScreen({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <main id="main" className="mx-auto max-w-lg px-4 py-12 text-center">
      <h1 role="alert" className="text-xl font-bold text-ink-900">{t('pages.unexpectedError')}</h1>
      {onRetry && <Button className="mt-4" onClick={onRetry}>{t('common.retry')}</Button>}
    </main>
  );
}
