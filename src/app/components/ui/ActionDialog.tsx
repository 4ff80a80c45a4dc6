import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Sheet, type SheetProps } from './Sheet';

/** Props of a dialog whose footer is Close and one main action. */
export type ActionDialogProps = Omit<SheetProps, 'open' | 'footer'> & {
  action: { label: string; onClick: () => void; disabled?: boolean };
};

/** An open sheet whose footer is Close and the one main action, the main action last as in every dialog. */
export function ActionDialog({ action, onClose, ...sheet }: ActionDialogProps) {
  const { t } = useTranslation();
  return (
    <Sheet
      open
      onClose={onClose}
      {...sheet}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('shell.dialog.close')}
          </Button>
          <Button disabled={action.disabled} onClick={action.onClick}>
            {action.label}
          </Button>
        </>
      }
    />
  );
}
