import { useQueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { DocumentMetadata } from '../../../../api/documents';
import type { TenantConfig } from '../../../../api/tenant';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { DropdownMenu, MenuEntries } from '../../../components/ui/Menu';
import { ApiError } from '../../../lib/api-error';
import { handleError } from '../../../lib/query-client';
import { notify } from '../../../lib/notifications';
import { ACTIVITY, favoriteAction, trackAction, trackerUnavailable, type ActivityButton } from '../activity-rules';
import { downloadDocument } from '../api/download-document';
import { downloadFullBook } from '../api/download-full-book';
import { documentKeys } from '../api/keys';
import { favoriteTarget, useFavoriteMutation } from '../api/favorite';
import { useContentTracking } from '../api/get-content-tracking';
import { trackTarget, useTrackMutation } from '../api/track';
import { appQueue } from '../../../lib/offline-queue/app-queue';
import { useLastChoice, usePendingChange } from '../../../lib/offline-queue/use-pending';
import { openCentralLogin } from '../../../lib/central-login';
import { isDownloadRefusal, isEmptyDownload, pdfFileName } from '../download-rules';
import { saveBlobAs } from '../../../lib/save-blob';
import { BellIcon, CompareIcon, DotsIcon, DownloadIcon, PinIcon, QuoteIcon, StarIcon } from '../../../components/ui/icons';
import { NoPdfDialog } from '../../../components/notices/NoPdfDialog';

/** Props of the activity bar: the document, its buttons (activity rules) and the dialogs it opens. */
export interface ActivityBarProps {
  doc: DocumentMetadata;
  buttons: ActivityButton[];
  tenant: TenantConfig;
  sso: boolean;
  onCompare: () => void;
  onCitations: () => void;
  /** Opens the share dialog (the more menu's share entry). */
  onShare?: () => void;
}

const TrackerUnavailable = lazy(() => import('./TrackerUnavailable').then((m) => ({ default: m.TrackerUnavailable })));

const BTN =
  'inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-2 rounded-lg px-2.5 text-sm font-semibold text-brand-800 ring-1 ring-inset ring-brand-200 bg-white hover:bg-brand-50 disabled:opacity-50 sm:px-3';

function ActionButton({
  label,
  icon,
  onClick,
  pressed,
  disabled,
}: {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  pressed?: boolean;
  disabled?: boolean;
}) {
  return (
    <button type="button" className={BTN} onClick={onClick} aria-pressed={pressed} disabled={disabled} title={label}>
      {icon}
      <span className="max-sm:sr-only">{label}</span>
    </button>
  );
}

/** The activity buttons of 001 §2 (ids 0–5) with the track, favorite and download behaviour of 001 §4, §8. */
export function ActivityBar({ doc, buttons, tenant, sso, onCompare, onCitations, onShare }: ActivityBarProps) {
  const { t } = useTranslation();
  const has = (id: number) => buttons.find((b) => b.id === id);
  const trackBtn = has(ACTIVITY.track);
  const tracking = useContentTracking(doc.family, !!trackBtn && !trackBtn.centralLogin);
  const track = useTrackMutation(doc.family);
  const favorite = useFavoriteMutation(doc.contentCode, doc.contentId, doc.displayDesignation);
  // A change waiting in the offline queue shows as made, marked pending; pressing again
  // Takes it back. Once acknowledged, it still shows until data newer than it arrives.
  const qc = useQueryClient();
  const metadataAt = qc.getQueryState(documentKeys.metadata(doc.contentCode))?.dataUpdatedAt ?? 0;
  const favoriteChoice = useLastChoice(favoriteTarget(doc.contentId), metadataAt);
  const trackChoice = useLastChoice(trackTarget(doc.family), tracking.dataUpdatedAt);
  const pendingFavorite = usePendingChange(favoriteTarget(doc.contentId));
  const pendingTrack = usePendingChange(trackTarget(doc.family));
  const [noPdf, setNoPdf] = useState(false);
  const [trackError, setTrackError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);

  const navigate = useNavigate();
  const toCentralLogin = () => openCentralLogin(tenant.clUrl, { sso, force: true, navigate });

  /**
   * Before a track or favorite change: a button that needs a personal sign-in goes to the central
   * login, and a change still waiting in the queue is taken back. True when the press is handled.
   */
  function handledBeforeChange(centralLogin: boolean | undefined, pending: { id: string } | undefined | null) {
    if (centralLogin) void toCentralLogin();
    else if (pending) void appQueue.cancel(pending.id);
    return !!centralLogin || !!pending;
  }

  /** The toast after a change: queued for later, or done. */
  const notifyChange = (queued: boolean, doneKey: string) =>
    notify(queued ? { type: 'INFO', message: t('offline.queue.queuedToast') } : { type: 'SUCCESS', message: t(doneKey) });

  function onTrack() {
    if (handledBeforeChange(trackBtn?.centralLogin, pendingTrack)) return;
    // The acknowledged choice knows the tracking id when the data on screen is older.
    const action = trackChoice
      ? trackAction({ trackingFlag: trackChoice.method === 'POST', id: trackChoice.id ?? tracking.data?.id ?? null })
      : trackAction(tracking.data);
    track.mutate(action.kind === 'add' ? { kind: 'add', contentCode: doc.contentCode } : action, {
      onSuccess: (r) => notifyChange(r.queued, action.kind === 'add' ? 'document.track.added' : 'document.track.removed'),
      onError: (e) => {
        const text = e instanceof ApiError ? `${e.details.text ?? ''} ${e.message}` : '';
        if (trackerUnavailable(null, text)) notify({ type: 'ERROR', message: t('errors.trackerUnavailable') });
        else if (action.kind === 'add')
          setTrackError((e instanceof ApiError && (e.reply?.detail || e.reply?.title)) || e.message || t('errors.unknown'));
        else handleError(e, undefined);
      },
    });
  }

  function onFavorite() {
    if (handledBeforeChange(has(ACTIVITY.favorite)?.centralLogin, pendingFavorite)) return;
    const action = favoriteChoice
      ? favoriteAction(
          favoriteChoice.method === 'POST'
            ? favoriteChoice.id !== null
              ? { id: favoriteChoice.id }
              : doc.contentFavorite
            : null,
        )
      : favoriteAction(doc.contentFavorite);
    favorite.mutate(action.kind === 'add' ? { kind: 'add', contentId: doc.contentId } : action, {
      onSuccess: (r) => notifyChange(r.queued, action.kind === 'add' ? 'document.favorite.added' : 'document.favorite.removed'),
    });
  }

  /** `what`: this edition's PDF, with or without compass points, or the whole book (001 §7). */
  async function onDownload(what: 'pdf' | 'compassPoints' | 'fullBook') {
    if (has(ACTIVITY.download)?.blocked) {
      setNoPdf(true);
      return;
    }
    setDownloading(true);
    try {
      const { blob, fileName } =
        what === 'fullBook'
          ? await downloadFullBook(doc.contentCode, doc.designationNo)
          : { blob: await downloadDocument(doc.contentCode, what === 'compassPoints'), fileName: pdfFileName(doc.designationNo) };
      if (isEmptyDownload(blob)) setNoPdf(true);
      else saveBlobAs(blob, fileName);
    } catch (e) {
      // 001 §8: the content policy's refusal shows the tenant no-PDF message; other refusals go to the central handler.
      if (e instanceof ApiError && isDownloadRefusal(e.status, e.reply?.message)) setNoPdf(true);
      else handleError(e, undefined);
    } finally {
      setDownloading(false);
    }
  }

  const tracked = trackChoice ? trackChoice.method === 'POST' : tracking.data?.trackingFlag === true;
  const favored = favoriteChoice ? favoriteChoice.method === 'POST' : !!doc.contentFavorite;
  const more = has(ACTIVITY.more);
  const trackContent = (
    <>
      <BellIcon className="size-5" />
      <span className="max-sm:sr-only">{t('document.track.add')}</span>
    </>
  );
  return (
    <div className="flex flex-wrap items-center gap-2" role="toolbar" aria-label={t('document.actions.label')}>
      {trackBtn &&
        (!trackBtn.centralLogin && trackerUnavailable(tracking.data) ? (
          // 001 §4: an unavailable tracker shows a message in place of the action.
          // The popover's code loads only here; until then the same button stands in its place.
          <Suspense
            fallback={
              <button type="button" className={BTN} title={t('document.track.add')}>
                {trackContent}
              </button>
            }
          >
            <TrackerUnavailable
              className={BTN}
              title={t('document.track.add')}
              content={trackContent}
              message={t('errors.trackerUnavailable')}
            />
          </Suspense>
        ) : (
          <ActionButton
            label={`${t(tracked ? 'document.track.remove' : 'document.track.add')}${pendingTrack ? ` (${t('offline.pending')})` : ''}`}
            icon={<BellIcon className="size-5" filled={tracked} />}
            pressed={trackBtn.centralLogin ? undefined : tracked}
            disabled={track.isPending}
            onClick={onTrack}
          />
        ))}
      {has(ACTIVITY.favorite) && (
        <ActionButton
          label={`${t(favored ? 'document.favorite.remove' : 'document.favorite.add')}${pendingFavorite ? ` (${t('offline.pending')})` : ''}`}
          icon={<StarIcon className="size-5" filled={favored} />}
          pressed={has(ACTIVITY.favorite)?.centralLogin ? undefined : favored}
          disabled={favorite.isPending}
          onClick={onFavorite}
        />
      )}
      {has(ACTIVITY.download) &&
        (has(ACTIVITY.download)?.fullBook ? (
          // A book's download button asks which: this PDF or the whole publication.
          <DropdownMenu
            label={t('document.download')}
            button={
              <>
                <DownloadIcon className="size-5" />
                <span className="max-sm:sr-only">{t('document.download')}</span>
              </>
            }
            buttonClassName={BTN}
            align="start"
          >
            <MenuEntries
              entries={[
                { id: 'pdf', label: t('document.downloadPdf'), onSelect: () => void onDownload('pdf') },
                { id: 'fullBook', label: t('document.downloadFullBook'), onSelect: () => void onDownload('fullBook') },
              ]}
            />
          </DropdownMenu>
        ) : (
          <ActionButton
            label={t('document.download')}
            icon={<DownloadIcon className="size-5" />}
            disabled={downloading}
            onClick={() => void onDownload('pdf')}
          />
        ))}
      {has(ACTIVITY.compare) && (
        <ActionButton
          label={t('document.compare')}
          icon={<CompareIcon className="size-5" />}
          onClick={() => (has(ACTIVITY.compare)?.blocked ? setNoPdf(true) : onCompare())}
        />
      )}
      {more?.direct === 'citations' && (
        <ActionButton label={t('citations.action')} icon={<QuoteIcon className="size-5" />} onClick={onCitations} />
      )}
      {more?.menu && (
        <DropdownMenu label={t('document.more')} button={<DotsIcon className="size-5" />} buttonClassName={BTN}>
          <MenuEntries
            entries={more.menu.map((m) => ({
              id: m,
              label: t(m === 'citations' ? 'citations.action' : 'document.share'),
              onSelect: m === 'citations' ? onCitations : onShare,
            }))}
          />
        </DropdownMenu>
      )}
      {has(ACTIVITY.compassPointDownload) && (
        <ActionButton
          label={t('document.downloadWithCompassPoints')}
          icon={<PinIcon className="size-5" />}
          disabled={downloading}
          onClick={() => void onDownload('compassPoints')}
        />
      )}

      <NoPdfDialog open={noPdf} onClose={() => setNoPdf(false)} tenant={tenant} />
      <ConfirmDialog
        open={trackError !== null}
        kind="OK"
        title={t('document.track.errorTitle')}
        onClose={() => setTrackError(null)}
      >
        <p>{trackError}</p>
      </ConfirmDialog>
    </div>
  );
}
