import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTE_MAX } from '../../../../api/user-documents';
import { Button } from '../../../components/ui/Button';
import { Sheet } from '../../../components/ui/Sheet';

/** Create or edit one note (001 §4 PDF notes); delete is offered when editing. */
export function NoteSheet({
  open,
  quote,
  initial,
  isEdit,
  busy,
  onSave,
  onDelete,
  onClose,
}: {
  open: boolean;
  quote: string;
  initial: string;
  isEdit: boolean;
  busy: boolean;
  onSave: (note: string) => void;
  onDelete: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial);
  useEffect(() => {
    if (open) setText(initial);
  }, [open, initial]);
  return (
    <Sheet
      open={open}
      onClose={onClose}
      title={t(isEdit ? 'notes.editTitle' : 'notes.addTitle')}
      footer={
        <>
          {isEdit && (
            <Button variant="danger" className="w-full sm:me-auto sm:w-auto" disabled={busy} onClick={onDelete}>
              {t('notes.delete')}
            </Button>
          )}
          <Button variant="secondary" className="w-full sm:w-auto" onClick={onClose}>
            {t('notes.cancel')}
          </Button>
          <Button className="w-full sm:w-auto" disabled={busy || text.trim() === ''} onClick={() => onSave(text.trim())}>
            {t('notes.save')}
          </Button>
        </>
      }
    >
      {quote && (
        <blockquote className="mb-3 border-s-4 border-brand-300 ps-3 text-sm text-ink-700 line-clamp-4">{quote}</blockquote>
      )}
      <label className="block">
        <span className="mb-1 block text-sm font-semibold text-ink-700">{t('notes.label')}</span>
        <textarea
          value={text}
          maxLength={NOTE_MAX}
          onChange={(e) => setText(e.target.value)}
          rows={5}
          className="w-full rounded-lg border border-ink-300 p-3 text-base focus:border-brand-600"
          data-autofocus
        />
      </label>
    </Sheet>
  );
}
