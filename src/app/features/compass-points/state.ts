/*
 * Client-only state of the compass-point dialogs (src/README.md §3.5: server data stays in the
 * query cache; this holds which dialog is open and for what). One host renders the dialog, so the
 * reader layer, the document's tab and the lists all open the same one.
 */
import { proxy } from 'valtio';
import type { PageSelection } from '../../lib/page-highlights';

/** The document a new point is made on, as the create dialog shows it (001 §4). */
export interface DocRef {
  contentID: number;
  contentCode: string;
  designation: string;
  publisherCode: string;
}

export type DialogTarget =
  { mode: 'create'; doc: DocRef; selection: PageSelection; annotationID: string } | { mode: 'view' | 'edit'; pointId: number };

export const compassPointUi = proxy<{ dialog: DialogTarget | null; deactivating: number | null; deactivatingName: string }>({
  dialog: null,
  deactivating: null,
  deactivatingName: '',
});

export function openCreateDialog(doc: DocRef, selection: PageSelection, annotationID: string): void {
  compassPointUi.dialog = { mode: 'create', doc, selection, annotationID };
}

export function openPointDialog(pointId: number, mode: 'view' | 'edit' = 'view'): void {
  compassPointUi.dialog = { mode, pointId };
}

export function closeDialog(): void {
  compassPointUi.dialog = null;
}

/** 001 §5: deactivating asks for a confirmation first. */
export function askDeactivate(pointId: number, name = ''): void {
  compassPointUi.deactivating = pointId;
  compassPointUi.deactivatingName = name;
}

export function closeDeactivate(): void {
  compassPointUi.deactivating = null;
}
