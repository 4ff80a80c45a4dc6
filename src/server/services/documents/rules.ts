import type { FullDocumentRow } from '../../repositories/document-details';
import type { ServiceContext } from '../context';

/* Small rules of 001 §2 and §4 shared by the document services. */

/** Work items show for the standards-organisation tenant only, for standards with an asset id, not classification RL. */
export function showsWorkItems(
  tenantIsMain: boolean,
  doc: Pick<FullDocumentRow, 'document_type' | 'asset_id' | 'classification'>,
): boolean {
  return tenantIsMain && doc.document_type === 'Standard' && !!doc.asset_id && doc.classification !== 'RL';
}

/** The tenant runs the standards tracker (feature show-tracker and a tracker URL). */
export function trackerAvailable(ctx: ServiceContext): boolean {
  const cfg = ctx.tenant?.config ?? {};
  return Array.isArray(cfg.features) && cfg.features.includes('show-tracker') && !!cfg.trackerUrl;
}
