import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Button } from '../../../components/ui/Button';
import { Sheet } from '../../../components/ui/Sheet';
import { setLicenceRequiredHandler } from '../../../lib/query-client';
import { useLcaCreate, useLcaValidate } from '../api/lca';
import { refusalReopensAgreement } from '../licence-refusal';
import { sessionState } from '../state';

/**
 * The licence agreement (000 §2.4): shown when the account has not accepted it, with the PDF,
 * Accept and Close. While open the footer layer is raised (sessionState.licenceOpen).
 */
export function LicenceDialog() {
  const { t } = useTranslation();
  const lca = useLcaValidate();
  const accept = useLcaCreate();
  const snap = useSnapshot(sessionState);
  const value = lca.data?.responseData.value;
  const closedAt = useRef<number | null>(null);
  const gestureAfterClose = useRef<number | null>(null);
  const open = !!value && !value.accepted && !!value.licenseContent && !snap.licenceClosed;

  // The server refuses content until the agreement is accepted: a refusal opens the dialog again.
  useEffect(() => {
    setLicenceRequiredHandler((refusal) => {
      if (!refusalReopensAgreement(refusal, closedAt.current, gestureAfterClose.current)) return;
      closedAt.current = null;
      gestureAfterClose.current = null;
      sessionState.licenceClosed = false;
      void lca.refetch();
    });
    return () => setLicenceRequiredHandler(() => {});
  }, [lca.refetch]); // eslint-disable-line react-hooks/exhaustive-deps

  // The first tap or key after a close: refusals of calls made from then on are the user's asking again.
  useEffect(() => {
    const acted = () => {
      if (closedAt.current !== null && gestureAfterClose.current === null) gestureAfterClose.current = performance.now();
    };
    window.addEventListener('pointerdown', acted, true);
    window.addEventListener('keydown', acted, true);
    return () => {
      window.removeEventListener('pointerdown', acted, true);
      window.removeEventListener('keydown', acted, true);
    };
  }, []);

  useEffect(() => {
    sessionState.licenceOpen = open;
    return () => {
      sessionState.licenceOpen = false;
    };
  }, [open]);

  const close = () => {
    closedAt.current = performance.now();
    gestureAfterClose.current = null;
    sessionState.licenceClosed = true;
  };
  return (
    <Sheet
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
      {value?.licenseContent && (
        <object
          data={value.licenseContent}
          type="application/pdf"
          title={t('licence.documentTitle')}
          className="h-[60vh] w-full rounded-lg border border-ink-100"
        >
          <p className="p-4">
            {t('licence.noViewer')}{' '}
            <a
              className="font-semibold text-brand-700 underline"
              href={value.licenseContent}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('licence.openPdf')}
            </a>
          </p>
        </object>
      )}
    </Sheet>
  );
}
