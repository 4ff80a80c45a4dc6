import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Link } from '../components/ui/Link';
import { Component as NotFound } from './not-found';

/** Help topics the tenant's help menu names; their text lives in the locale files. */
export const HELP_TOPICS = ['sign-in', 'search', 'reading', 'offline', 'content-licensing'] as const;
const I18N_KEY: Record<(typeof HELP_TOPICS)[number], string> = {
  'sign-in': 'signIn',
  search: 'search',
  reading: 'reading',
  offline: 'offline',
  'content-licensing': 'contentLicensing',
};

/** One help topic: a title and a few paragraphs, readable on a phone. */
export function Component() {
  const { t } = useTranslation();
  const { topic } = useParams();
  const key = I18N_KEY[topic as keyof typeof I18N_KEY];
  // An unknown topic is just a path that does not exist.
  if (!key) return <NotFound />;
  const paragraphs = t(`helpPages.${key}.body`, { returnObjects: true }) as unknown;
  return (
    <article className="mx-auto max-w-2xl px-4 py-6 md:py-10">
      <h1 className="text-2xl font-bold text-ink-900">{t(`helpPages.${key}.title`)}</h1>
      <div className="mt-4 space-y-4 text-base leading-relaxed text-ink-900">
        {(Array.isArray(paragraphs) ? paragraphs : [String(paragraphs)]).map((p, i) => (
          <p key={i}>{String(p)}</p>
        ))}
      </div>
      <nav aria-label={t('helpPages.otherTopics')} className="mt-8 border-t border-ink-100 pt-4">
        <h2 className="text-sm font-semibold text-ink-700">{t('helpPages.otherTopics')}</h2>
        <ul className="mt-2 flex flex-wrap gap-2">
          {HELP_TOPICS.filter((x) => x !== topic).map((x) => (
            <li key={x}>
              <Link
                className="inline-flex min-h-11 items-center rounded-full border border-ink-300 px-4 text-sm font-medium text-brand-700"
                to={`/help/${x}`}
              >
                {t(`helpPages.${I18N_KEY[x]}.title`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}
