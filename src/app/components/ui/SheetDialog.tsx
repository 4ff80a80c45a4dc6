import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { IconButton } from './Button';
import { CloseIcon } from './icons';
import type { SheetProps } from './Sheet';

const WIDTH: Record<NonNullable<SheetProps['size']>, string> = {
  sm: 'sm:max-w-sm',
  md: 'sm:max-w-lg',
  lg: 'sm:max-w-2xl',
  xl: 'sm:max-w-4xl',
};

/**
 * The sheet itself (loaded on first open, see Sheet.tsx): a bottom sheet on phones (< 576 px) and
 * a centred dialog from 576 px. headlessui's Dialog traps focus, closes on Escape and on a
 * backdrop tap, and returns focus to the opener. Dialogs sit on layer 1033 (002 §9): above the
 * header (1030), the install and update cards (1031) and a raised footer (1032).
 */
export function SheetDialog({ open, onClose, title, children, footer, size = 'md', hideClose, zIndex }: SheetProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      className="relative z-[1033] focus:outline-none"
      style={zIndex ? { zIndex } : undefined}
    >
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-brand-950/55 transition-opacity duration-200 data-closed:opacity-0"
      />
      <div className="fixed inset-0 flex items-end justify-center sm:items-center sm:p-4">
        <DialogPanel
          transition
          className={`flex max-h-[92dvh] w-full flex-col rounded-t-2xl bg-white shadow-2xl transition duration-200 ease-out data-closed:translate-y-8 data-closed:opacity-0 sm:max-h-[85dvh] sm:rounded-2xl sm:data-closed:translate-y-0 sm:data-closed:scale-95 ${WIDTH[size]}`}
        >
          {/* Drag-handle look: tells phone users this is a sheet; dismissal is by close button, backdrop or Escape. */}
          <div className="flex justify-center pt-2 sm:hidden" aria-hidden="true">
            <span className="h-1.5 w-10 rounded-full bg-ink-300" />
          </div>
          <div className="flex items-start gap-2 border-b border-ink-100 ps-4 pe-2 pt-2 pb-2 sm:ps-6 sm:pt-4">
            <DialogTitle as="h2" className="min-w-0 flex-1 py-2 text-lg font-semibold text-ink-900 break-words">
              {title}
            </DialogTitle>
            {!hideClose && (
              <IconButton label={t('shell.close')} onClick={onClose} className="text-ink-700">
                <CloseIcon />
              </IconButton>
            )}
          </div>
          <div className={`min-h-0 flex-1 overflow-y-auto px-4 py-4 sm:px-6 ${footer ? '' : 'pb-safe-6'}`}>{children}</div>
          {footer && (
            <div className="flex flex-col-reverse gap-2 border-t border-ink-100 px-4 pt-3 pb-safe-3 sm:flex-row sm:justify-end sm:px-6 sm:pb-4">
              {footer}
            </div>
          )}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
