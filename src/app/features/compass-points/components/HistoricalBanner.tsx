import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { CompassPoint } from '../../../../api/compass-points';
import { getPoint } from '../api/get-point';
import { documentUrl } from '../shared-rules';

/** 001 §4: a historical point of the user with an active version elsewhere offers to go to the new version. */
export function HistoricalBanner({ version }: { version: NonNullable<CompassPoint['activeVersion']> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  async function go() {
    // The new version's annotation id is its own; read it so the new edition opens at the point.
    const next = await getPoint(version.compassPointID).catch(() => null);
    navigate(documentUrl(version.contentCode, next?.selectionMetadata.annotationID));
  }
  return (
    <div
      role="status"
      className="mb-2 flex flex-wrap items-center gap-2 rounded-lg bg-amber-50 p-3 text-sm text-ink-900 ring-1 ring-amber-300"
    >
      <p className="min-w-0 flex-1">{t('compassPoints.historical.message', { designation: version.designation })}</p>
      <button
        type="button"
        onClick={() => void go()}
        className="min-h-11 rounded-lg bg-brand-700 px-3 font-semibold text-white hover:bg-brand-800"
      >
        {t('compassPoints.historical.go')}
      </button>
    </div>
  );
}
