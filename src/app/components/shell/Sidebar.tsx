import { lazyWhenOpen } from '../ui/lazy-open';
import type { SidebarEntry } from './sidebar-entry';

/** Props of the navigation drawer. */
export type SidebarProps = {
  open: boolean;
  onClose: () => void;
  entries: SidebarEntry[];
  /** Title shown at the top of the drawer (the tenant title). */
  title?: string;
};

/**
 * The navigation drawer (000 §2.5, SidebarDrawer.tsx): slides in from the inline start, traps
 * focus, closes on Escape and backdrop. Its code loads on first open, not with every screen.
 */
export const Sidebar = lazyWhenOpen<SidebarProps>(() => import('./SidebarDrawer').then((m) => m.SidebarDrawer));
