import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { Account } from '../../../../api/account';
import type { TenantConfig } from '../../../../api/tenant';
import { Spinner } from '../../../components/ui/Spinner';
import { ApiError } from '../../../lib/api-error';
import { useMetadata } from '../api/get-metadata';
import { useDeferredMount } from '../../../lib/use-deferred-mount';
import { parseClausePlace } from '../clause-link';
import { usePageSubject } from '../../../lib/page-subject';
import { DocumentLoaded } from './DocumentLoaded';
import { BackHomeLink } from '../../../components/ui/BackHomeLink';

/** Props of the document screen: /document (viewOnly false) and /document-view (true). */
export interface DocumentScreenProps {
  viewOnly: boolean;
  tenant: TenantConfig;
  account: Account;
  sso: boolean;
  /** Opens another document with the entitlement check (related content, replaced-by, translations). */
  onOpenDocument: (contentCode: string) => void;
  // Pieces other features supply: the route composes them in as elements (a feature never imports
  // another) and they read the document with useDocumentScreen(). A missing piece leaves its tab or button out.
  /** Shown instead of the screen when the user may not open the document. */
  noAccess: ReactNode;
  /** The PDF tab's reader; it reads its props with usePdfReaderSlot(). */
  reader?: ReactNode;
  /** The Videos tab's panel; without it the tab offers e-learning only. */
  videos?: ReactNode;
  /** The Compass Points tab's panel (001 §2); without it the tab stays out. */
  compassPoints?: ReactNode;
  /** The compare view, given while a comparison of this document is active: it takes the tabs' place (001 §2). */
  comparison?: ReactNode;
  /** The compare version dialog; without it the compare button stays out. */
  compareDialog?: ReactNode;
  /** The share dialog; without it the share entry stays out of the more menu. */
  shareDialog?: ReactNode;
}

/** The document screen of 001 §2: metadata, activity buttons, tabs by position and their panels. */
export function DocumentScreen({ noAccess, ...props }: DocumentScreenProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const contentCode = (params.get('contentCode') ?? '').trim();
  const annotationId = params.get('annotationid');
  // A clause link opens at its page or section (clause-link.ts).
  const place = parseClausePlace(params);
  const page = place?.kind === 'page' ? place.page : undefined;
  const section = place?.kind === 'section' ? place.id : undefined;
  const meta = useMetadata(contentCode);
  const doc = useDeferredMount(meta.data, contentCode);
  usePageSubject(meta.data ? meta.data.displayDesignation || meta.data.designation : null);

  if (!contentCode) return <ScreenMessage text={t('document.missingCode')} />;
  if (meta.isError) {
    const noContent = meta.error instanceof ApiError && meta.error.status === 404;
    // Offline and not kept on this device: say so plainly rather than "failed".
    const unreachable = meta.error instanceof ApiError && meta.error.status === 0;
    return (
      <ScreenMessage
        text={t(noContent ? 'errors.noDocumentContent' : unreachable ? 'offline.doc.notKept' : 'document.loadFailed')}
        onRetry={noContent ? undefined : () => void meta.refetch()}
      />
    );
  }
  // A full screen while loading: the document is always taller, so the footer never shows and then jumps away (layout shift).
  if (!doc)
    return (
      <div className="grid min-h-dvh place-items-center">
        <Spinner label={t('document.loading')} />
      </div>
    );
  if (!doc.entitled) return <>{noAccess}</>;
  return <DocumentLoaded key={doc.contentCode} doc={doc} {...props} {...{ annotationId, page, section }} />;
}

function ScreenMessage({ text, onRetry }: { text: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-lg px-4 py-10 text-center">
      <p className="text-lg text-ink-900">{text}</p>
      <div className="mt-4 flex justify-center gap-4">
        {onRetry && (
          <button type="button" className="min-h-11 font-semibold text-brand-700 underline" onClick={onRetry}>
            {t('common.retry')}
          </button>
        )}
        <BackHomeLink />
      </div>
    </section>
  );
}
