import { useCallback, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { ApiError } from '../../../lib/api-error';
import { basePath } from '../../../lib/auth';
import { notify } from '../../../lib/notifications';
import { handleError, isLicenceRefusal } from '../../../lib/query-client';
import { getPdf } from '../api/get-pdf';
import { getPagePreview, type PagePreviewImage } from '../api/get-page-preview';
import { PDF_PATH } from '../../../../api/documents';
import { getAccessToken } from '../../../lib/auth';
import { currentRequestContext } from '../../../lib/http';
import { authorizedHeaders } from '../../../lib/session-headers';
import { useNoteMutations, useNotesWithPending } from '../api/notes';
import { newAnnotationId, noteDataOf, noteHighlights, parseNoteData, type PdfHighlight, type PdfSelection } from '../pdf-notes';
import type { ClausePlace } from '../clause-link';
import { LinkIcon, NoteIcon } from '../../../components/ui/icons';
import { NoteSheet } from './NoteSheet';
import { PdfReaderSlotProvider } from './document-screen-context';

/** The reader's imperative handle (goToPage, find). */
export interface PdfReaderHandleLike {
  goToPage(page: number): void;
  find(text: string): Promise<number>;
}

/** What the PDF tab hands its reader (the pdf-reader feature's props; the route composes the reader in). */
export interface PdfSlotProps {
  url: string;
  fetchPdf: () => Promise<ArrayBuffer>;
  /** Open by byte ranges (online); the offline copy downloads on its own (offline-documents/download.ts). */
  ranges: { url: string; headers(): Promise<Record<string, string>> };
  preview: (page: number) => Promise<PagePreviewImage | null>;
  initialPage?: number;
  onPageChange: (page: number) => void;
  onTextSelected: (sel: PdfSelection | null) => void;
  highlights: PdfHighlight[];
  onHighlightClick: (id: string) => void;
  readerRef: RefObject<PdfReaderHandleLike | null>;
}

type Editing = { annotationId: string; noteData: string; quote: string; initial: string; isEdit: boolean };

/** The PDF tab: the reader plus PDF notes per annotation (001 §4) with their success messages. */
export function PdfPanel({
  contentId,
  contentCode,
  initialPage,
  reader,
  notesEnabled,
  onLinkPlace,
}: {
  contentId: number;
  contentCode: string;
  initialPage?: number;
  notesEnabled: boolean;
  /** The reader element; it reads its props with usePdfReaderSlot(). */
  reader?: ReactNode;
  /** "Link to this page": the clause link of the page in view. */
  onLinkPlace?: (place: ClausePlace) => void;
}) {
  const { t } = useTranslation();
  const readerRef = useRef<PdfReaderHandleLike | null>(null);
  // Notes waiting in the offline queue show in the list and on the page, marked pending.
  const notes = useNotesWithPending(notesEnabled ? contentId : null);
  const { save, remove } = useNoteMutations(contentId);
  const [selection, setSelection] = useState<PdfSelection | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [listOpen, setListOpen] = useState(false);
  const [noContent, setNoContent] = useState(false);
  // The page in view, for its clause link; a ref, so scrolling never re-renders the panel.
  const pageInView = useRef(initialPage ?? 1);
  const onPageChange = useCallback((n: number) => {
    pageInView.current = n;
  }, []);

  const fetchPdf = useCallback(async () => {
    try {
      return (await getPdf(contentCode)).bytes;
    } catch (e) {
      // 001 §8: 'Can not find content' → info dialog, then the site root; other failures stay with the reader.
      if (e instanceof ApiError && `${e.reply?.detail ?? ''} ${e.message}`.includes('Can not find content')) setNoContent(true);
      // The server refuses content until the licence agreement is accepted; say so and show the agreement.
      else if (isLicenceRefusal(e)) handleError(e, undefined);
      throw e;
    }
  }, [contentCode]);

  const ranges = useMemo(
    () => ({
      url: `${window.location.origin}${PDF_PATH}?contentCode=${encodeURIComponent(contentCode)}`,
      // pdf.js's range fetches carry what every request does (000 §7): AuthMode, RequestId, the token.
      headers: async (): Promise<Record<string, string>> => authorizedHeaders(currentRequestContext(), await getAccessToken()),
    }),
    [contentCode],
  );
  const preview = useCallback((page: number) => getPagePreview(contentCode, page), [contentCode]);

  const highlights = useMemo(() => noteHighlights(notes.data ?? []), [notes.data]);

  const openNote = useCallback(
    (annotationId: string) => {
      const n = notes.data?.find((x) => x.annotationId === annotationId);
      if (!n) return;
      setEditing({
        annotationId,
        noteData: n.noteData,
        quote: parseNoteData(n.noteData)?.text ?? '',
        initial: n.note,
        isEdit: true,
      });
    },
    [notes.data],
  );

  // Memoised so the composed reader re-renders only when what it is given changes, not when the notes list or sheet opens.
  const slot = useMemo<PdfSlotProps>(
    () => ({
      url: `pdf:${contentCode}`,
      fetchPdf,
      ranges,
      preview,
      initialPage,
      onPageChange,
      onTextSelected: setSelection,
      highlights,
      onHighlightClick: openNote,
      readerRef,
    }),
    [contentCode, fetchPdf, ranges, preview, initialPage, onPageChange, highlights, openNote],
  );

  function onSave(note: string) {
    if (!editing) return;
    save.mutate(
      { body: { contentId, annotationId: editing.annotationId, noteData: editing.noteData, note }, isEdit: editing.isEdit },
      {
        onSuccess: (r) => {
          notify(
            r.queued ? { type: 'INFO', message: t('offline.queue.queuedToast') } : { type: 'SUCCESS', message: t('notes.saved') },
          );
          setEditing(null);
          setSelection(null);
        },
      },
    );
  }

  function onDelete() {
    if (!editing) return;
    remove.mutate(editing.annotationId, {
      onSuccess: (r) => {
        notify(
          r.queued ? { type: 'INFO', message: t('offline.queue.queuedToast') } : { type: 'SUCCESS', message: t('notes.deleted') },
        );
        setEditing(null);
      },
    });
  }

  return (
    <div className="relative">
      {(notesEnabled || onLinkPlace) && (
        <div className="mb-2 flex flex-wrap items-center gap-2">
          {notesEnabled && (
            <button
              type="button"
              onClick={() => setListOpen((v) => !v)}
              aria-expanded={listOpen}
              className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-brand-800 ring-1 ring-inset ring-brand-200 hover:bg-brand-50"
            >
              <NoteIcon className="size-5" />
              {t('notes.list', { count: notes.data?.length ?? 0 })}
            </button>
          )}
          {onLinkPlace && (
            <button
              type="button"
              onClick={() => onLinkPlace({ kind: 'page', page: pageInView.current })}
              className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-brand-800 ring-1 ring-inset ring-brand-200 hover:bg-brand-50"
            >
              <LinkIcon className="size-5" />
              {t('document.clauseLink.copyPage')}
            </button>
          )}
          {notesEnabled && selection && (
            <button
              type="button"
              onClick={() =>
                setEditing({
                  annotationId: newAnnotationId(),
                  noteData: noteDataOf(selection),
                  quote: selection.text,
                  initial: '',
                  isEdit: false,
                })
              }
              className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-700 px-3 text-sm font-semibold text-white hover:bg-brand-800"
            >
              <NoteIcon className="size-5" />
              {t('notes.addFromSelection')}
            </button>
          )}
        </div>
      )}
      {listOpen && (
        <ul className="mb-3 divide-y divide-ink-100 rounded-lg bg-white ring-1 ring-ink-100">
          {(notes.data ?? []).length === 0 && <li className="p-3 text-sm text-ink-700">{t('notes.empty')}</li>}
          {(notes.data ?? []).map((n) => {
            const a = parseNoteData(n.noteData);
            return (
              <li key={n.annotationId} className="flex items-start gap-2 p-2">
                <button
                  type="button"
                  className="min-h-11 min-w-0 flex-1 px-2 text-start"
                  onClick={() => a && readerRef.current?.goToPage(a.page)}
                >
                  <span className="block text-xs font-semibold text-ink-600">
                    {a ? t('notes.page', { page: a.page }) : ''}
                    {n.pending ? ` · ${t('offline.pending')}` : ''}
                  </span>
                  <span className="block break-words text-sm text-ink-900">{n.note}</span>
                </button>
                <button
                  type="button"
                  className="min-h-11 rounded-lg px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
                  onClick={() => openNote(n.annotationId)}
                >
                  {t('notes.edit')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {reader ? (
        <PdfReaderSlotProvider value={slot}>{reader}</PdfReaderSlotProvider>
      ) : (
        // The pdf-reader feature's <PdfReader/> is composed in by the route.
        <div className="grid min-h-64 place-items-center rounded-lg border-2 border-dashed border-ink-300 p-6 text-center text-ink-700">
          {t('document.pdf.readerMissing')}
        </div>
      )}
      <NoteSheet
        open={editing !== null}
        quote={editing?.quote ?? ''}
        initial={editing?.initial ?? ''}
        isEdit={editing?.isEdit ?? false}
        busy={save.isPending || remove.isPending}
        onSave={onSave}
        onDelete={onDelete}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={noContent}
        kind="OK"
        title={t('document.pdf.noContentTitle')}
        onClose={() => {
          setNoContent(false);
          window.location.assign(`${window.location.origin}${basePath()}/`);
        }}
      >
        <p>{t('errors.noDocumentContent')}</p>
      </ConfirmDialog>
    </div>
  );
}
