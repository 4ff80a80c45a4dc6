import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompassPoint } from '../../../../api/compass-points';
import { Sheet } from '../../../components/ui/Sheet';
import type { PageHighlight } from '../../../lib/page-highlights';
import { highlightsOf } from '../selection-geometry';

/** 001 §2 admin list: the document in a viewer dialog (after the entitlement check), at the point's highlight. */
export function AdminViewerDialog({
  point,
  onClose,
  renderReader,
}: {
  point: CompassPoint | null;
  onClose: () => void;
  renderReader: (p: { contentCode: string; initialPage: number; highlights: PageHighlight[] }) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Sheet
      open={point !== null}
      onClose={onClose}
      size="xl"
      title={point ? `${point.publisherCode} ${point.designation} · ${point.documentTitle}` : t('compassPoints.viewer.title')}
    >
      {point && (
        <div className="space-y-2">
          <p className="text-sm text-ink-700">
            {t('compassPoints.viewer.at', { name: point.name, page: point.selectionMetadata.pageNumber })}
          </p>
          {renderReader({
            contentCode: point.contentCode,
            initialPage: point.selectionMetadata.pageNumber,
            highlights: point.status === 'Deactivated' ? [] : highlightsOf(point),
          })}
        </div>
      )}
    </Sheet>
  );
}
