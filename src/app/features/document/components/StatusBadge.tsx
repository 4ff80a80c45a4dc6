import { useTranslation } from 'react-i18next';
import { BADGE_CLASSES, statusBadgeStyle, statusLabelKey } from '../status-badge';

/** The document status as a badge in its 001 §3 style group; unknown statuses show their raw text. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ring-inset ${BADGE_CLASSES[statusBadgeStyle(status)]}`}
    >
      {t(statusLabelKey(status), { defaultValue: status })}
    </span>
  );
}
