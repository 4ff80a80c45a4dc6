import { useTranslation } from 'react-i18next';
import { DropdownMenu, MenuEntries } from '../../../components/ui/Menu';
import { notify } from '../../../lib/notifications';
import { exportPoints, type ExportTarget } from '../api/export-points';

/**
 * "Export" on a list of compass points: W3C Web Annotation (JSON-LD) for annotation tools, CSV
 * for a spreadsheet. The file holds what this list shows, as the server decides it.
 */
export function ExportMenu({ target }: { target: ExportTarget }) {
  const { t } = useTranslation();
  const run = (format: 'annotation' | 'csv') => {
    exportPoints(format, target).catch(() => notify({ type: 'ERROR', message: t('compassPoints.export.failed') }));
  };
  return (
    <DropdownMenu
      label={t('compassPoints.export.label')}
      button={<span>{t('compassPoints.export.label')}</span>}
      buttonClassName="inline-flex min-h-11 items-center rounded-lg bg-white px-3 text-sm font-semibold text-brand-800 ring-1 ring-inset ring-brand-300 hover:bg-brand-50"
    >
      <MenuEntries
        entries={[
          { id: 'annotation', label: t('compassPoints.export.annotation'), onSelect: () => run('annotation') },
          { id: 'csv', label: t('compassPoints.export.csv'), onSelect: () => run('csv') },
        ]}
      />
    </DropdownMenu>
  );
}
