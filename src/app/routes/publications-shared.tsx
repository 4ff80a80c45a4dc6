import { SharedPublicationsPage } from '../features/sharing/components/SharedPublicationsPage';
import { DocumentListScreen } from './document-list-screen';

/** /publicationsShared: My Publications Shared (002 §2). */
export function Component() {
  return <DocumentListScreen list={SharedPublicationsPage} />;
}
