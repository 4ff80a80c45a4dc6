/** The tenant banner (000 §2.5): text shown between a start and an end date. */
export type BannerData = { text: string; startDate: string; endDate: string };

/** Shown when text exists, `now` lies between the dates (inclusive) and the user has not closed it. */
export function bannerVisible(banner: BannerData | null | undefined, now: Date, closed: boolean): boolean {
  if (!banner || closed) return false;
  if (banner.text.trim() === '') return false;
  const start = Date.parse(banner.startDate);
  const end = Date.parse(banner.endDate);
  // An unreadable date must not show a banner forever.
  if (Number.isNaN(start) || Number.isNaN(end)) return false;
  const t = now.getTime();
  return t >= start && t <= end;
}

/** sessionStorage key for "the user closed this banner"; the value is the banner text, so a new banner shows again. */
export const BANNER_CLOSED_KEY = 'bearing.banner.closed';

/** Whether the stored closed flag belongs to this banner. */
export function bannerClosed(stored: string | null, banner: BannerData | null | undefined): boolean {
  return !!banner && stored !== null && stored === banner.text;
}
