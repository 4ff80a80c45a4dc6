import { GroupDetailPage } from '../features/groups/components/GroupDetailPage';
import { DocumentListScreen } from './document-list-screen';

/** /group-detail/?groupId= (002 §2): documents open through the entitlement check. */
export function Component() {
  return <DocumentListScreen list={GroupDetailPage} />;
}
