import { useMemo } from 'react';
import { SidebarDrawer } from '../components/shell/SidebarDrawer';
import { useOpenELearning } from '../features/document/use-open-elearning';
import type { NavigationDrawerProps } from './navigation-drawer';
import { sidebarEntries } from './sidebar-entries';

/** The drawer with the entries this user, tenant and language get (see NavigationDrawer). */
export function NavigationDrawerPanel({ open, onClose, input, title }: NavigationDrawerProps) {
  // E-Learning opens after its entitlement check (000 §2.5); the message outlives the closed drawer.
  const eLearning = useOpenELearning();
  const onELearning = eLearning.open;
  const entries = useMemo(() => sidebarEntries({ ...input, onELearning: () => void onELearning() }), [input, onELearning]);
  return (
    <>
      <SidebarDrawer open={open} onClose={onClose} entries={entries} title={title} />
      {eLearning.dialog}
    </>
  );
}
