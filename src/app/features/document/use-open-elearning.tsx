import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ELP_CODE } from '../../../api/documents';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { handleError } from '../../lib/query-client';
import { getElpEntitlement } from './api/elearning';
import { eLearningOutcome } from './media-rules';

/**
 * Opens E-Learning after its entitlement-status check (000 §2.5, 001 §4): the link when allowed,
 * 'no entitlement' for code '300', a retry message otherwise. Render `dialog` once.
 */
export function useOpenELearning(): { open: () => Promise<void>; dialog: ReactNode } {
  const { t } = useTranslation();
  const [message, setMessage] = useState<string | null>(null);

  async function open() {
    // Open the window first: a popup opened after an await is blocked on phones.
    const w = window.open('', '_blank');
    try {
      const reply = await getElpEntitlement();
      const outcome = eLearningOutcome({ allowed: reply.code === ELP_CODE.allowed && !!reply.url, code: reply.code });
      if (outcome === 'open' && reply.url) {
        if (w) {
          w.opener = null;
          w.location.href = reply.url;
        } else window.location.href = reply.url;
        return;
      }
      w?.close();
      setMessage(outcome === 'noEntitlement' ? t('document.elearning.noEntitlement') : t('document.elearning.retry'));
    } catch (e) {
      w?.close();
      handleError(e, undefined);
    }
  }

  const dialog = (
    <ConfirmDialog open={message !== null} kind="OK" title={t('document.elearning.title')} onClose={() => setMessage(null)}>
      <p>{message}</p>
    </ConfirmDialog>
  );
  return { open, dialog };
}
