import { toString as qrSvg } from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Sheet } from '../../../components/ui/Sheet';
import { saveBlobAs } from '../../../lib/save-blob';

/**
 * "Copy link to this place": the clause link, copied to the clipboard when the sheet
 * opens, shown in a field to copy by hand, and as a QR code made on this device (no network) that
 * can be saved as an SVG file for a site drawing or an inspection sheet.
 */
export function ClauseLinkSheet({
  open,
  onClose,
  link,
  placeLabel,
  fileName,
}: {
  open: boolean;
  onClose: () => void;
  link: string;
  placeLabel: string;
  fileName: string;
}) {
  const { t } = useTranslation();
  const [svg, setSvg] = useState<string | null>(null);
  const [copied, setCopied] = useState<boolean | null>(null);

  useEffect(() => {
    if (!open) return;
    let live = true;
    setSvg(null);
    // Medium error correction: still reads when a printed sheet is creased or smudged on site.
    void qrSvg(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }).then((s) => {
      if (live) setSvg(s);
    });
    setCopied(null);
    navigator.clipboard?.writeText(link).then(
      () => live && setCopied(true),
      () => live && setCopied(false),
    ) ?? setCopied(false);
    return () => {
      live = false;
    };
  }, [open, link]);

  return (
    <Sheet open={open} onClose={onClose} title={t('document.clauseLink.title')} size="sm">
      <p className="mb-2 text-sm text-ink-700">{placeLabel}</p>
      <label htmlFor="clause-link-url" className="text-sm font-semibold text-ink-700">
        {t('document.clauseLink.url')}
      </label>
      <input
        id="clause-link-url"
        readOnly
        value={link}
        onFocus={(e) => e.currentTarget.select()}
        className="mt-1 h-11 w-full rounded-md border border-ink-300 px-2 text-sm text-ink-900"
      />
      <p role="status" className="mt-1 min-h-5 text-sm text-ink-700">
        {copied === true ? t('document.clauseLink.copied') : copied === false ? t('document.clauseLink.copyByHand') : ''}
      </p>
      <figure className="mt-2 flex flex-col items-center gap-2">
        {svg ? (
          // The SVG is ours (qrcode's output for our own URL), not document content.
          <div
            role="img"
            aria-label={t('document.clauseLink.qr')}
            data-testid="clause-qr"
            className="size-56 [&>svg]:size-full"
            dangerouslySetInnerHTML={{ __html: svg }}
          />
        ) : (
          <div className="size-56" aria-hidden="true" />
        )}
        <figcaption className="text-center text-xs text-ink-600">{t('document.clauseLink.qrHint')}</figcaption>
      </figure>
      <div className="mt-3 flex flex-wrap justify-center gap-2">
        <button
          type="button"
          className="min-h-11 rounded-lg px-3 text-sm font-semibold text-brand-800 ring-1 ring-inset ring-brand-200 hover:bg-brand-50"
          onClick={() =>
            navigator.clipboard?.writeText(link).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {t('document.clauseLink.copy')}
        </button>
        <button
          type="button"
          disabled={!svg}
          className="min-h-11 rounded-lg px-3 text-sm font-semibold text-brand-800 ring-1 ring-inset ring-brand-200 hover:bg-brand-50 disabled:opacity-50"
          onClick={() => svg && saveBlobAs(new Blob([svg], { type: 'image/svg+xml' }), fileName)}
        >
          {t('document.clauseLink.save')}
        </button>
      </div>
    </Sheet>
  );
}
