import { useTranslation } from 'react-i18next';

/** A change waiting in the offline queue, marked until the server has it (the tab's row and the dialog). */
export function PendingBadge() {
  const { t } = useTranslation();
  return (
    <span className="mt-1 inline-flex items-center gap-1.5 rounded-full bg-needle-300/40 px-2 py-0.5 text-xs font-semibold text-ink-900 ring-1 ring-inset ring-needle-400">
      <span aria-hidden="true" className="inline-block size-2 rounded-full border border-ink-700 border-dashed" />
      {t('offline.pendingBadge')}
    </span>
  );
}
