import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Sheet } from './Sheet';
import { dialogButtons, type DialogKind } from './dialog-buttons';

/** Props of the confirm primitive; `onConfirm` defaults to `onClose` for OK dialogs. */
export type ConfirmDialogProps = {
  open: boolean;
  kind: DialogKind;
  title: ReactNode;
  children?: ReactNode;
  onClose: () => void;
  onConfirm?: () => void;
  /** Overrides the confirm/OK label key (e.g. 'menu.signOut'). */
  confirmLabelKey?: string;
  /** Paints the confirm button red for destructive actions. */
  destructive?: boolean;
};

/** A small dialog with the OK / CLOSE / CONFIRM button sets (bottom sheet on phones). */
export function ConfirmDialog({
  open,
  kind,
  title,
  children,
  onClose,
  onConfirm,
  confirmLabelKey,
  destructive,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const buttons = dialogButtons(kind);
  return (
    <Sheet
      open={open}
      onClose={onClose}
      title={title}
      size="sm"
      footer={buttons.map((b) => (
        <Button
          key={b.id}
          variant={b.action === 'confirm' && destructive ? 'danger' : b.variant}
          className="w-full sm:w-auto"
          onClick={b.action === 'confirm' ? (onConfirm ?? onClose) : onClose}
          // The main action gets focus first on OK/CLOSE; on CONFIRM, Cancel does (safer default).
          data-autofocus={b.id === 'cancel' || buttons.length === 1 ? true : undefined}
        >
          {t(b.action === 'confirm' && confirmLabelKey ? confirmLabelKey : b.labelKey)}
        </Button>
      ))}
    >
      {children && <div className="text-base text-ink-700">{children}</div>}
    </Sheet>
  );
}
