import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/Button';

/** Unexpected top-level failure (000 §8): 'An unexpected error has occurred.' */
export function UnexpectedErrorScreen({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <main id="main" className="mx-auto max-w-lg px-4 py-12 text-center">
      {/* The alert role sits on a wrapper: headings may not take it (axe aria-allowed-role). */}
      <div role="alert">
        <h1 className="text-xl font-bold text-ink-900">{t('pages.unexpectedError')}</h1>
      </div>
      {onRetry && (
        <Button className="mt-4" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      )}
    </main>
  );
}
