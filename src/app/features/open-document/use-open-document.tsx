import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { RECORD_ACCESS_PATH } from '../../../api/home';
import { lazyWhenOpen } from '../../components/ui/lazy-open';
import { ApiError } from '../../lib/api-error';
import { handleError } from '../../lib/query-client';
import { notify } from '../../lib/notifications';
import { requestRaw } from '../../lib/http';
import { isOutsideApp } from '../../lib/document-address';
import { verifyEntitlement } from './api/verify-entitlement';
import { entitlementCheckFailed, isNoContentError, openDecision, type OpenOption } from './open-rules';

/** Options of one open: the 000 §3 option and the page to open at. */
export interface OpenOptions {
  option?: OpenOption;
  page?: string | number | null;
}

// Loads the first time a document turns out not to be open to the user.
const NoAccessDialog = lazyWhenOpen(() => import('./components/NoAccessDialog').then((m) => m.NoAccessDialog));

/**
 * Opens a document from any list (000 §4): entitlement check first, then in place, a new tab or
 * the view-only page; the no-access dialog otherwise. Render `dialog` once in the screen.
 */
export function useOpenDocument({ drm }: { drm: boolean }): {
  openDocument: (contentCode: string, opts?: OpenOptions) => Promise<void>;
  dialog: ReactNode;
} {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [noAccess, setNoAccess] = useState<{ backToHome: boolean; reason: 'noAccess' | 'checkFailed' } | null>(null);

  const openDocument = useCallback(
    async (contentCode: string, opts: OpenOptions = {}) => {
      let entitled: boolean;
      try {
        entitled = await verifyEntitlement(contentCode);
      } catch (e) {
        if (e instanceof ApiError && e.status === 404 && isNoContentError(e.reply?.detail, e.reply?.message ?? e.message)) {
          notify({ type: 'ERROR', message: t('open.noContent') });
        } else if (entitlementCheckFailed(e)) {
          setNoAccess({ backToHome: false, reason: 'checkFailed' });
        } else {
          handleError(e, undefined);
        }
        return;
      }
      const decision = openDecision({ entitled, drm, contentCode, option: opts.option, page: opts.page });
      if (decision.kind === 'noAccess') {
        setNoAccess({ backToHome: decision.backToHome, reason: 'noAccess' });
        return;
      }
      // Feeds "recently accessed"; a failure here must not block reading.
      void requestRaw('POST', RECORD_ACCESS_PATH, { body: { contentCode }, spinner: false }).catch(() => undefined);
      if (decision.kind === 'newTab') {
        const w = window.open(decision.url, '_blank', 'noopener');
        if (!w) navigate(decision.url); // blocked popup: open in place rather than do nothing
      } else if (isOutsideApp(decision.url, window.location.origin)) {
        // A tenant whose document base address is another site: the browser goes there.
        window.location.assign(decision.url);
      } else {
        navigate(decision.url);
      }
    },
    [drm, navigate, t],
  );

  const dialog = (
    <NoAccessDialog
      open={noAccess !== null}
      reason={noAccess?.reason}
      onClose={() => {
        const home = noAccess?.backToHome;
        setNoAccess(null);
        if (home) navigate('/home');
      }}
    />
  );
  return { openDocument, dialog };
}
