import {
  COMPASS_POINT_EXPORT_PATH,
  type CompassPointExportFormat,
  type CompassPointListStatus,
} from '../../../../api/compass-points';
import { requestRaw } from '../../../lib/http';
import { fileNameFrom, saveBlobAs } from '../../../lib/save-blob';

/** What to export: a document's points, or the user's own or (admin) the account's list. */
export type ExportTarget = { contentCode: string } | { scope: 'mine' | 'admin'; status?: CompassPointListStatus };

/** GET compasspoint/export, saved as the file the server names. */
export async function exportPoints(format: CompassPointExportFormat, target: ExportTarget): Promise<void> {
  const res = await requestRaw('GET', COMPASS_POINT_EXPORT_PATH, { query: { format, ...target }, headers: { Accept: '*/*' } });
  const blob = await res.blob();
  saveBlobAs(
    blob,
    fileNameFrom(res.headers.get('content-disposition'), format === 'csv' ? 'compass-points.csv' : 'compass-points.jsonld'),
  );
}
