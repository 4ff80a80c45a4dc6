import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Sheet } from '../../../components/ui/Sheet';

/** 002 §2: the single-document delete confirmation has a title, a body and Close and Delete buttons (layer 1030, §9). */
export function RemoveDocumentDialog({
  name,
  onClose,
  onDelete,
  pending,
}: {
  name: string | null;
  onClose: () => void;
  onDelete: () => void;
  pending: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Sheet
      open={name !== null}
      onClose={onClose}
      size="sm"
      zIndex={1030}
      title={t('groups.removeDocument.title')}
      footer={
        <>
          <Button variant="secondary" className="w-full sm:w-auto" onClick={onClose} data-autofocus>
            {t('groups.actions.close')}
          </Button>
          <Button variant="danger" className="w-full sm:w-auto" disabled={pending} onClick={onDelete}>
            {t('groups.actions.delete')}
          </Button>
        </>
      }
    >
      <p className="text-base text-ink-700">{t('groups.removeDocument.body', { name: name ?? '' })}</p>
    </Sheet>
  );
}
