import { FavoritesPage } from '../features/favorites/components/FavoritesPage';
import { DocumentListScreen } from './document-list-screen';

/** /favorites: my favorites (000 §2.1). */
export function Component() {
  return <DocumentListScreen list={FavoritesPage} />;
}
