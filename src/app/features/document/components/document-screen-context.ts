import type { DocumentMetadata } from '../../../../api/documents';
import { createRequiredContext } from '../../../lib/required-context';
import type { PdfSlotProps } from './PdfPanel';

/** One of the screen's dialogs: whether it is open, and opening or closing it. */
export interface DocumentDialog {
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
}

/**
 * What the document screen shares with the pieces other features supply. The route composes those
 * pieces in as elements (a feature never imports another); they read the document from here.
 */
export interface DocumentScreenValue {
  doc: DocumentMetadata;
  /** The compare version dialog (also reopened by the compare view's edit button). */
  compare: DocumentDialog;
  share: DocumentDialog;
  /** Selects the PDF tab at a compass point and puts its annotationid in the URL (001 §2). */
  openCompassPoint: (annotationId: string) => void;
}

/** Provides the loaded document to the pieces composed into the screen; useDocumentScreen() reads it (only inside the screen). */
export const [DocumentScreenProvider, useDocumentScreen] = createRequiredContext<DocumentScreenValue>(
  'useDocumentScreen outside the document screen',
);

/** Provides the PDF tab's reader props (file, ranges, note highlights, handle); usePdfReaderSlot() reads them in the composed reader. */
export const [PdfReaderSlotProvider, usePdfReaderSlot] = createRequiredContext<PdfSlotProps>(
  'usePdfReaderSlot outside the PDF tab',
);
