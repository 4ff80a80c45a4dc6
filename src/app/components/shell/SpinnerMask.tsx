import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { spinner } from '../../lib/spinner';
import { Spinner } from '../ui/Spinner';
import { anyPending, SPINNER_DELAY_MS } from './spinner-delay';

/** Full-screen mask with a spinner while any request in the spinner list is pending (after 200 ms). */
export function SpinnerMask() {
  const { t } = useTranslation();
  const snap = useSnapshot(spinner);
  const pending = anyPending(snap.pending);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (!pending) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), SPINNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pending]);

  if (!shown) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-[1060] grid place-items-center bg-brand-950/35 backdrop-blur-[1px]"
    >
      <div className="flex items-center gap-3 rounded-xl bg-white px-5 py-4 text-brand-700 shadow-xl">
        <Spinner className="size-7" />
        <span className="text-base font-semibold text-ink-900">{t('shell.loading')}</span>
      </div>
    </div>
  );
}
