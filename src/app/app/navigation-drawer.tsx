import { lazyWhenOpen } from '../components/ui/lazy-open';
import type { SidebarInput } from './sidebar-entries';

/** Props of the signed-in navigation drawer: what its entries are worked out from (000 §2.5). */
export type NavigationDrawerProps = { open: boolean; onClose: () => void; input: SidebarInput; title?: string };

/**
 * The signed-in navigation drawer. Its entries are worked out in the drawer's own chunk, with
 * the drawer, on first open: the rules for them are not start-up code (start-up budget).
 */
export const NavigationDrawer = lazyWhenOpen<NavigationDrawerProps>(() =>
  import('./navigation-drawer-panel').then((m) => m.NavigationDrawerPanel),
);
