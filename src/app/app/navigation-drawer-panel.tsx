import { useMemo } from 'react';
import { SidebarDrawer } from '../components/shell/SidebarDrawer';
import type { NavigationDrawerProps } from './navigation-drawer';
import { sidebarEntries } from './sidebar-entries';

/** The drawer with the entries this user, tenant and language get (see NavigationDrawer). */
export function NavigationDrawerPanel({ open, onClose, input, title }: NavigationDrawerProps) {
  const entries = useMemo(() => sidebarEntries(input), [input]);
  return <SidebarDrawer open={open} onClose={onClose} entries={entries} title={title} />;
}
