import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ElearningItem } from '../../../../api/documents';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { handleError } from '../../../lib/query-client';
import { getElpEntitlement } from '../api/elearning';
import { eLearningOutcome } from '../media-rules';
import { ELP_CODE } from '../../../../api/documents';

/** E-learning items with the entitlement check before opening (001 §4). */
export function ELearningPanel({ items }: { items: ElearningItem[] }) {
  const { t } = useTranslation();
  const [message, setMessage] = useState<string | null>(null);

  async function open() {
    // Open the window first: a popup opened after an await is blocked on phones.
    const w = window.open('', '_blank');
    try {
      const reply = await getElpEntitlement();
      const outcome = eLearningOutcome({ allowed: reply.code === ELP_CODE.allowed && !!reply.url, code: reply.code });
      if (outcome === 'open' && reply.url) {
        if (w) { w.opener = null; w.location.href = reply.url; } else window.location.href = reply.url;
        return;
      }
      w?.close();
      setMessage(outcome === 'noEntitlement' ? t('document.elearning.noEntitlement') : t('document.elearning.retry'));
    } catch (e) {
      w?.close();
      handleError(e, undefined);
    }
  }

  return (
    <section aria-labelledby="elearning-heading">
      <h3 id="elearning-heading" className="mb-2 text-base font-bold text-ink-900">{t('document.elearning.title')}</h3>
      <ul className="space-y-2">
        {items.map((i) => (
          <li key={i.productCode} className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-white p-3 ring-1 ring-ink-100">
            <span className="min-w-0 flex-1 font-semibold text-ink-900">{i.title}</span>
            <Button variant="secondary" onClick={() => void open()}>{t('document.elearning.open')}</Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog open={message !== null} kind="OK" title={t('document.elearning.title')} onClose={() => setMessage(null)}>
        <p>{message}</p>
      </ConfirmDialog>
    </section>
  );
}
