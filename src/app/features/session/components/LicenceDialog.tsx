import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { lazyWhenOpen } from '../../../components/ui/lazy-open';
import { setLicenceRequiredHandler } from '../../../lib/query-client';
import { useLcaValidate } from '../api/lca';
import { refusalReopensAgreement } from '../licence-refusal';
import { sessionState } from '../state';

// Most accounts accepted the agreement long ago: the sheet's code loads the first time it opens.
const LicenceSheet = lazyWhenOpen(() => import('./LicenceSheet').then((m) => m.LicenceSheet));

/**
 * The licence agreement (000 §2.4): shown when the account has not accepted it, with the PDF,
 * Accept and Close. While open the footer layer is raised (sessionState.licenceOpen).
 */
export function LicenceDialog() {
  const lca = useLcaValidate();
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
  return <LicenceSheet open={open} onClose={close} licenseContent={value?.licenseContent ?? null} />;
}
