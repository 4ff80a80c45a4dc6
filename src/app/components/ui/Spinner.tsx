import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useNeedsNetwork } from '../../lib/use-needs-network';
import { onlineState } from '../../pwa/online-state';

/**
 * A spinning ring; with `label` it is announced (role=status), without it it is decorative.
 * A labelled spinner stands for content on its way; offline, when what the screen waits for
 * can only come from the network, it says so instead of spinning.
 */
export function Spinner({ label, className = 'size-8' }: { label?: string; className?: string }) {
  const ring = (
    <svg viewBox="0 0 24 24" className={`animate-spin ${className}`} aria-hidden="true">
      <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeOpacity=".25" strokeWidth="3" />
      <path d="M21.5 12A9.5 9.5 0 0 0 12 2.5" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
  if (!label) return ring;
  return <LabelledSpinner label={label} ring={ring} />;
}

function LabelledSpinner({ label, ring }: { label: string; ring: ReactNode }) {
  const { t } = useTranslation();
  const { online } = useSnapshot(onlineState);
  const needsNetwork = useNeedsNetwork();
  if (!online && needsNetwork) {
    return (
      <span
        role="status"
        data-testid="needs-network"
        className="inline-flex max-w-sm items-start gap-2 text-start text-sm text-ink-800"
      >
        <svg
          viewBox="0 0 24 24"
          className="mt-0.5 size-5 shrink-0"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <path d="M2 8.5a15 15 0 0 1 20 0M5.5 12a10 10 0 0 1 13 0M9 15.5a5 5 0 0 1 6 0" />
          <path d="M3 3l18 18" />
          <circle cx="12" cy="19" r="1" fill="currentColor" />
        </svg>
        <span>{t('offline.needsNetwork')}</span>
      </span>
    );
  }
  return (
    <span role="status" className="inline-flex items-center gap-2">
      {ring}
      <span className="sr-only">{label}</span>
    </span>
  );
}
