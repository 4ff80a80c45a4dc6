import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../components/ui/Button';
import { ExpandIcon, MinusIcon, PlusIcon, SearchIcon } from '../../components/ui/icons';
import { MAX_ZOOM, MIN_ZOOM } from './zoom';

interface Props {
  page: number;
  /** The page count, 0 while the document is opening. */
  total: number;
  zoom: number;
  onGoToPage: (page: number) => void;
  onZoom: (dir: 1 | -1) => void;
  onFitWidth: () => void;
  onFind: () => void;
  findOpen: boolean;
  /** Full-screen reading mode. */
  fullscreen: boolean;
  onFullscreen: () => void;
}

/** Page indicator with jump-to-page, zoom buttons and the find toggle. */
export function ReaderToolbar({
  page,
  total,
  zoom,
  onGoToPage,
  onZoom,
  onFitWidth,
  onFind,
  findOpen,
  fullscreen,
  onFullscreen,
}: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(String(page));
  const [editing, setEditing] = useState(false);
  useEffect(() => {
    if (!editing) setDraft(String(page));
  }, [page, editing]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const n = Number.parseInt(draft, 10);
    // The page count is unknown (0) until the document opens; the reader keeps the page till then.
    if (Number.isFinite(n)) onGoToPage(Math.max(total > 0 ? Math.min(n, total) : n, 1));
    else setDraft(String(page));
    setEditing(false);
  };

  return (
    <div
      role="toolbar"
      aria-label={t('reader.toolbar')}
      className="flex items-center gap-1 border-b border-ink-200 bg-white px-2 py-1 text-ink-900"
    >
      <form onSubmit={submit} className="flex items-center gap-1.5 text-sm" role="search" aria-label={t('reader.goToPage')}>
        <label htmlFor="pdfr-page-input" className="sr-only">
          {t('reader.pageInput')}
        </label>
        <input
          id="pdfr-page-input"
          className="h-11 w-14 rounded-md border border-ink-300 text-center text-base tabular-nums"
          inputMode="numeric"
          enterKeyHint="go"
          autoComplete="off"
          value={draft}
          onFocus={(e) => {
            setEditing(true);
            e.currentTarget.select();
          }}
          onBlur={() => {
            setEditing(false);
            setDraft(String(page));
          }}
          onChange={(e) => setDraft(e.target.value.replace(/[^0-9]/g, ''))}
        />
        {total > 0 && (
          <span className="whitespace-nowrap tabular-nums text-ink-700" aria-hidden="true">
            {t('reader.ofTotal', { total })}
          </span>
        )}
        {/* The spoken form of the indicator; announced politely as the page changes. */}
        <span className="sr-only" aria-live="polite">
          {total > 0 ? t('reader.pageOf', { page, total }) : ''}
        </span>
      </form>
      <div className="ml-auto flex items-center">
        <IconButton label={t('reader.zoomOut')} onClick={() => onZoom(-1)} disabled={zoom <= MIN_ZOOM + 1e-3}>
          <MinusIcon width={22} height={22} />
        </IconButton>
        <button
          type="button"
          onClick={onFitWidth}
          className="hidden min-h-11 min-w-14 rounded-lg px-1 text-sm tabular-nums text-brand-800 hover:bg-brand-50 sm:inline-block"
          aria-label={t('reader.fitWidth')}
          title={t('reader.fitWidth')}
        >
          {t('reader.zoomPercent', { percent: Math.round(zoom * 100) })}
        </button>
        <IconButton label={t('reader.zoomIn')} onClick={() => onZoom(1)} disabled={zoom >= MAX_ZOOM - 1e-3}>
          <PlusIcon width={22} height={22} />
        </IconButton>
        <IconButton label={t('reader.find.open')} onClick={onFind} aria-pressed={findOpen}>
          <SearchIcon width={22} height={22} />
        </IconButton>
        <IconButton
          label={t(fullscreen ? 'reader.fullscreen.exit' : 'reader.fullscreen.enter')}
          onClick={onFullscreen}
          aria-pressed={fullscreen}
        >
          <ExpandIcon full={fullscreen} width={22} height={22} />
        </IconButton>
      </div>
    </div>
  );
}
