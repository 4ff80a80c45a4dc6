import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { dismiss, notifications, type NotificationType } from '../../lib/notifications';
import { IconButton } from '../ui/Button';
import { AlertIcon, CheckIcon, CloseIcon, InfoIcon } from '../ui/icons';

const LOOK: Record<NotificationType, { box: string; icon: typeof InfoIcon; iconClass: string; kindKey: string }> = {
  ERROR: { box: 'bg-signal-50 ring-signal-700/40', icon: AlertIcon, iconClass: 'text-signal-700', kindKey: 'notify.error' },
  SUCCESS: { box: 'bg-ok-50 ring-ok-700/40', icon: CheckIcon, iconClass: 'text-ok-700', kindKey: 'notify.success' },
  INFO: { box: 'bg-brand-50 ring-brand-600/40', icon: InfoIcon, iconClass: 'text-brand-700', kindKey: 'notify.info' },
};

const STACK = 'flex w-full flex-col items-center gap-2 md:items-stretch';

/**
 * The notification bar (000 §3, §4): bottom of the screen (within thumb reach, above the home
 * indicator), in the bottom end corner from 768 px so it never covers the header or banner.
 * Errors are alerts; the rest are polite status.
 */
export function NotificationBar() {
  const { t } = useTranslation();
  const snap = useSnapshot(notifications);
  return (
    <div
      role="region"
      aria-label={t('notify.region')}
      className="pointer-events-none fixed inset-x-0 bottom-safe-3 z-[1070] flex flex-col items-center gap-2 px-safe-3 md:start-auto md:end-0 md:w-[27rem]"
    >
      {/* Both live regions always exist, so screen readers announce items added later. */}
      <div role="alert" aria-live="assertive" className={STACK}>
        {snap.items
          .filter((n) => n.type === 'ERROR')
          .map((n) => (
            <NotificationItem key={n.id} {...n} />
          ))}
      </div>
      <div role="status" aria-live="polite" className={STACK}>
        {snap.items
          .filter((n) => n.type !== 'ERROR')
          .map((n) => (
            <NotificationItem key={n.id} {...n} />
          ))}
      </div>
    </div>
  );
}

function NotificationItem({ id, message, type }: { id: number; message: string; type: NotificationType }) {
  const { t } = useTranslation();
  const look = LOOK[type];
  const Icon = look.icon;
  return (
    <div
      className={`pointer-events-auto flex w-full max-w-md items-start gap-2 rounded-xl py-1 ps-3 pe-1 text-ink-900 shadow-lg ring-1 ${look.box}`}
    >
      <Icon className={`mt-2.5 size-5 shrink-0 ${look.iconClass}`} />
      <p className="min-w-0 flex-1 py-2 text-sm font-medium break-words">
        <span className="sr-only">{t(look.kindKey)}: </span>
        {message}
      </p>
      <IconButton label={t('notify.dismiss')} onClick={() => dismiss(id)} className="text-ink-700">
        <CloseIcon className="size-5" />
      </IconButton>
    </div>
  );
}
