import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { pageSubject } from '../lib/page-subject';
import { composeTitle, pageTitleKey } from './page-title';

/** Keeps document.title on "subject – screen – library" as the user moves (000 §2.2). */
export function usePageTitle(library: string | undefined): void {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const { text } = useSnapshot(pageSubject);
  useEffect(() => {
    if (!library) return;
    document.title = composeTitle(text, t(pageTitleKey(pathname)), library);
  }, [library, pathname, text, t, i18n.language]);
}
