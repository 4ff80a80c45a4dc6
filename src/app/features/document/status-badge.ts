/** Badge style groups of 001 §3: normal, style 4 (previous) and style 5 (no longer current). */
export type StatusBadgeStyle = 'normal' | 'style4' | 'style5';

const STYLE_4 = new Set(['previous']);
const STYLE_5 = new Set(['historical', 'withdrawn', 'withdrawn replaced', 'withdrawn no replacement', 'replaced']);

/** The badge style of a document status; unknown statuses look normal (Active, Adopted, Current...). */
export function statusBadgeStyle(status: string | null | undefined): StatusBadgeStyle {
  const s = (status ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
  if (STYLE_4.has(s)) return 'style4';
  if (STYLE_5.has(s)) return 'style5';
  return 'normal';
}

/** i18n key of a status label; `t(key, { defaultValue: status })` falls back to the raw text (001 §3). */
export function statusLabelKey(status: string): string {
  return `document.status.${status.trim().replace(/[^A-Za-z0-9]+/g, '_')}`;
}

/** Tailwind classes per style group (contrast checked against white). */
export const BADGE_CLASSES: Record<StatusBadgeStyle, string> = {
  normal: 'bg-ok-50 text-ok-700 ring-ok-700/30',
  style4: 'bg-amber-50 text-amber-900 ring-amber-600/30',
  style5: 'bg-ink-100 text-ink-800 ring-ink-400/40',
};
