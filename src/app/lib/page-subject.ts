import { useEffect } from 'react';
import { proxy } from 'valtio';

/**
 * What the current screen is about (a document's designation, a search's words), for the page
 * title (000 §2.2); null when the screen's name says it all. Screens set it while shown.
 */
export const pageSubject = proxy<{ text: string | null }>({ text: null });

export function usePageSubject(text: string | null | undefined): void {
  useEffect(() => {
    pageSubject.text = text?.trim() || null;
    return () => {
      pageSubject.text = null;
    };
  }, [text]);
}
