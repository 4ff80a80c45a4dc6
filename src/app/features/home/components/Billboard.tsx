import { useTranslation } from 'react-i18next';
import { Link } from '../../../components/ui/Link';
import { DecorativeImage } from '../../../components/ui/DecorativeImage';
import { useBillboardNodes } from '../api/get-billboard';
import { billboardItems, billboardSearchUrl } from '../billboard';

/**
 * The home billboard (000 §3): the account's collections, logo first, each opening its
 * subscription search. One row that scrolls sideways on a phone rather than pushing the tabs down.
 */
export function Billboard({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const nodes = useBillboardNodes(enabled);
  const items = billboardItems(enabled, nodes.data);
  if (items.length === 0) return null;
  return (
    <section aria-label={t('home.billboard.label')} className="mt-4">
      <ul className="flex snap-x gap-3 overflow-x-auto pb-2">
        {items.map((b) => (
          <li key={b.key} className="shrink-0 snap-start">
            <Link
              to={billboardSearchUrl(b)}
              className="flex min-h-16 items-center gap-3 rounded-xl bg-white px-4 py-2 ring-1 ring-brand-200 hover:ring-brand-400"
            >
              <DecorativeImage src={b.logo} className="size-10 rounded object-contain" />
              <span className="max-w-48 text-sm font-semibold text-brand-800">{b.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
