import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../ui/Button';
import { CloseIcon, MegaphoneIcon } from '../ui/icons';
import { BANNER_CLOSED_KEY, bannerClosed, bannerVisible, type BannerData } from './banner-visible';

/** Props of the tenant banner; `now` is injectable for previews and tests. */
export type BannerProps = { banner: BannerData | null; now?: Date };

function readClosed(): string | null {
  try {
    return sessionStorage.getItem(BANNER_CLOSED_KEY);
  } catch {
    // Storage can be blocked (private modes, embedded views); the banner then just shows.
    return null;
  }
}

/** The announcement strip under the header (000 §2.5); closing it lasts for the browser session. */
export function Banner({ banner, now = new Date() }: BannerProps) {
  const { t } = useTranslation();
  const [closedNow, setClosedNow] = useState(false);
  // Read storage on every render: the banner usually arrives after mount with the tenant configuration.
  const closed = closedNow || bannerClosed(readClosed(), banner);
  if (!banner || !bannerVisible(banner, now, closed)) return null;

  const close = () => {
    try {
      sessionStorage.setItem(BANNER_CLOSED_KEY, banner.text);
    } catch {
      /* closing still works for this page view */
    }
    setClosedNow(true);
  };

  return (
    <section aria-label={t('banner.label')} className="border-b border-needle-400 bg-needle-300/40">
      <div className="mx-auto flex max-w-6xl items-start gap-2 py-1 px-safe-2">
        <MegaphoneIcon className="ms-2 mt-2.5 size-5 shrink-0 text-brand-800" />
        <p className="min-w-0 flex-1 py-2 text-sm font-medium break-words text-ink-900">
          {t(banner.text, { defaultValue: banner.text })}
        </p>
        <IconButton label={t('banner.close')} onClick={close} className="text-ink-900">
          <CloseIcon className="size-5" />
        </IconButton>
      </div>
    </section>
  );
}
