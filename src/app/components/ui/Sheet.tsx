import type { ReactNode } from 'react';
import { lazyWhenOpen } from './lazy-open';

/** Props of the responsive sheet. */
export type SheetProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Action row pinned under the scrolling body (buttons). */
  footer?: ReactNode;
  /** Widest size of the centred dialog at >= 576 px. */
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** Hide the close button when the dialog must be answered (e.g. the licence agreement). */
  hideClose?: boolean;
  /** Stacking override, e.g. to sit under a raised footer. */
  zIndex?: number;
};

/**
 * A bottom sheet on phones (< 576 px) and a centred dialog from 576 px (SheetDialog.tsx), with
 * focus trap, Escape, backdrop close and focus return. Its code loads on first open.
 */
export const Sheet = lazyWhenOpen<SheetProps>(() => import('./SheetDialog').then((m) => m.SheetDialog));
