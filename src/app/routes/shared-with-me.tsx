import { SharedDocumentsPage } from '../features/sharing/components/SharedDocumentsPage';
import { DocumentListScreen } from './document-list-screen';

/** /sharedWithMe: My Shared Documents (002 §2). */
export function Component() {
  return <DocumentListScreen list={SharedDocumentsPage} />;
}
