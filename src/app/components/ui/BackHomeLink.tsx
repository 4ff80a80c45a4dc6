import { useTranslation } from 'react-i18next';
import { Link } from './Link';

/** The way out of a screen that has nothing more to offer: a link back to the home page. */
export function BackHomeLink({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Link className={`${className} inline-flex min-h-11 items-center font-semibold text-brand-700 underline`.trim()} to="/">
      {t('common.backHome')}
    </Link>
  );
}
