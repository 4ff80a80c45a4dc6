import { useTranslation } from 'react-i18next';
import { MessagePage } from '../components/ui/MessagePage';

/** The authentication-verification state (000 §2.4): a page with a verified title. */
export function Component() {
  const { t } = useTranslation();
  return <MessagePage title={t('pages.verified.title')} text={t('pages.verified.text')} link={t('common.continue')} />;
}
