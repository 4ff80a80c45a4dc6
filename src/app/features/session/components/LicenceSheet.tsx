import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { SheetDialog } from '../../../components/ui/SheetDialog';
import { useLcaCreate } from '../api/lca';

/**
 * The licence agreement's sheet (LicenceDialog decides when it opens): the PDF, Accept and Close.
 * It is itself loaded on first open, so it takes the dialog's code directly (one download, not two in a row).
 */
export function LicenceSheet({
  open,
  onClose: close,
  licenseContent,
}: {
  open: boolean;
  onClose: () => void;
  licenseContent: string | null;
}) {
  const { t } = useTranslation();
  const accept = useLcaCreate();
  return (
    <SheetDialog
      open={open}
      onClose={close}
      title={t('licence.title')}
      size="xl"
      footer={
        <>
          <Button variant="secondary" className="w-full sm:w-auto" onClick={close}>
            {t('licence.close')}
          </Button>
          <Button className="w-full sm:w-auto" disabled={accept.isPending} onClick={() => accept.mutate()}>
            {t('licence.accept')}
          </Button>
        </>
      }
    >
      <p className="mb-3 text-sm text-ink-700">{t('licence.intro')}</p>
      {licenseContent && (
        <object
          data={licenseContent}
          type="application/pdf"
          title={t('licence.documentTitle')}
          className="h-[60vh] w-full rounded-lg border border-ink-100"
        >
          <p className="p-4">
            {t('licence.noViewer')}{' '}
            <a className="font-semibold text-brand-700 underline" href={licenseContent} target="_blank" rel="noopener noreferrer">
              {t('licence.openPdf')}
            </a>
          </p>
        </object>
      )}
    </SheetDialog>
  );
}
