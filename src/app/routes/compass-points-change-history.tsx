import { useParams } from 'react-router-dom';
import { ChangeHistoryPage } from '../features/compass-points/components/ChangeHistoryPage';

/** /compass-points-change-history/{compassPointID}/{contentID}/{contentCode} (001 §2). */
export function Component() {
  const { compasspointId = '', contentCode = '' } = useParams();
  return <ChangeHistoryPage compassPointId={Number(compasspointId) || 0} contentCode={contentCode} />;
}
