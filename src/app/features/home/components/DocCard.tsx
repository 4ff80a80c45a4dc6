import { useTranslation } from 'react-i18next';
import type { HomeCard } from '../../../../api/home';
import { formatShortDate } from '../../../lib/display-text';
import { cardFooter } from '../card-footer';
import { DocumentLink } from '../../../components/ui/DocumentLink';

/** One home card (000 §3): designation, title, status, and the footer date of 000 §2.6. */
export function DocCard({ card, onOpen }: { card: HomeCard; onOpen: (contentCode: string) => void }) {
  const { t, i18n } = useTranslation();
  const footer = cardFooter(card);
  const date = footer ? formatShortDate(footer.date, i18n.language) : null;
  const tracked = card.trackingSinceDate ? formatShortDate(card.trackingSinceDate, i18n.language) : null;
  return (
    <li className="flex">
      <DocumentLink
        contentCode={card.contentCode}
        onOpen={onOpen}
        className="flex w-full flex-col rounded-xl bg-white p-4 text-start shadow-sm ring-1 ring-ink-100 transition hover:shadow-md hover:ring-brand-300 focus-visible:ring-2 focus-visible:ring-brand-600"
      >
        <span className="flex items-center justify-between gap-2 text-xs font-semibold text-ink-600">
          <span>
            {card.publisherCode} · {card.documentType}
          </span>
          <span
            className={`rounded-full px-2 py-0.5 ${card.status.toLowerCase() === 'active' ? 'bg-ok-50 text-ok-700' : 'bg-ink-100 text-ink-700'}`}
          >
            {card.status}
          </span>
        </span>
        <span className="mt-2 text-lg font-bold text-brand-800">{card.designationNo}</span>{' '}
        <span className="mt-1 line-clamp-3 flex-1 text-base text-ink-900">{card.documentTitle}</span>
        {(date || tracked) && (
          <span className="mt-3 border-t border-ink-100 pt-2 text-sm text-ink-600">
            {date && footer && <span className="block">{t(footer.labelKey, { date })}</span>}
            {tracked && <span className="block">{t('home.card.trackingSince', { date: tracked })}</span>}
          </span>
        )}
      </DocumentLink>
    </li>
  );
}
