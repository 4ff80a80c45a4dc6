import { createStore, del, get, set, values } from 'idb-keyval';
import { proxy } from 'valtio';
import { METADATA_PATH, documentMetadata, htmlPath, type DocumentMetadata } from '../../../api/documents';
import { http, requestRaw } from '../http';
import { rememberedUser } from '../offline-session';
import { DOCS_DB_NAME, FILES_DB_NAME, clearOfflineDocumentDatabases } from './databases';
import { downloadPdf, dropPartialPdf } from './download';
import { editionStanding, type EditionStanding } from './edition';
import { capFor, planEviction } from './lru';

/**
 * Offline documents (src/README.md §5): the last opened documents and the pinned ones, with
 * their metadata, HTML and whole PDF, in IndexedDB. The PDF arrives by a resumable download
 * (download.ts) and counts only once complete and verified. Records (small) and files (large) live in
 * separate databases so listing the documents never loads a PDF.
 */
const docs = lazyStore(DOCS_DB_NAME, 'documents');
const files = lazyStore(FILES_DB_NAME, 'files');

function lazyStore(db: string, name: string) {
  let s: ReturnType<typeof createStore> | null = null;
  return () => (s ??= createStore(db, name));
}

/** One kept document, as listed on the offline storage panel. */
export interface OfflineDocument {
  contentCode: string;
  contentId: number;
  htmlId: number | null;
  designation: string;
  title: string;
  metadata: DocumentMetadata;
  standing: EditionStanding;
  hasPdf: boolean;
  hasHtml: boolean;
  size: number;
  pinned: boolean;
  lastOpenedAt: number;
  /** When the metadata (and so `standing`) was last fetched from the server. */
  syncedAt: number;
  owner: string;
}

/** What the panel and the document screen render; refreshed after every change. */
export const offlineDocsState = proxy<{
  documents: OfflineDocument[];
  usage: number | null;
  quota: number | null;
  persisted: boolean | null;
}>({
  documents: [],
  usage: null,
  quota: null,
  persisted: null,
});

/** Restricted (DRM) viewing never gets offline copies. */
export function offlineCopiesAllowed(contentSecurity: string | null | undefined): boolean {
  return (contentSecurity ?? '').toLowerCase() !== 'drm-view';
}

// Metadata objects answered from a kept copy: opening them must not count as a fresh sync.
const servedOffline = new WeakSet<object>();

/** Marks a reply that came from the kept copy rather than the server. */
export function markServedOffline<T extends object>(value: T): T {
  servedOffline.add(value);
  return value;
}

export const wasServedOffline = (value: object) => servedOffline.has(value);

const pdfKey = (code: string) => `pdf:${code}`;
const htmlKey = (id: number) => `html:${id}`;

async function allDocs(): Promise<OfflineDocument[]> {
  const owner = rememberedUser();
  return (await values<OfflineDocument>(docs())).filter((d) => d.owner === owner);
}

/** Reloads the list and the storage estimate into `offlineDocsState`. */
export async function refreshOfflineState(): Promise<void> {
  const list = await allDocs();
  offlineDocsState.documents = list.sort((a, b) => b.lastOpenedAt - a.lastOpenedAt);
  const est = await navigator.storage?.estimate?.().catch(() => undefined);
  offlineDocsState.usage = est?.usage ?? null;
  offlineDocsState.quota = est?.quota ?? null;
  offlineDocsState.persisted = (await navigator.storage?.persisted?.().catch(() => false)) ?? null;
}

/** Asks the browser not to evict our storage under pressure; asked once a document is kept. */
export async function requestPersistentStorage(): Promise<boolean> {
  try {
    if (await navigator.storage?.persisted?.()) return true;
    return (await navigator.storage?.persist?.()) ?? false;
  } catch {
    return false;
  }
}

/**
 * The document screen opened `meta` online: keep (or refresh) its record and fetch the files
 * it lacks. Under DRM nothing is kept and any earlier copy goes.
 */
export async function recordOpened(meta: DocumentMetadata, htmlId: number | null, allowed: boolean): Promise<void> {
  const owner = rememberedUser();
  if (!allowed) {
    await clearOfflineDocuments();
    return;
  }
  if (!owner || !meta.entitled) return;
  const old = await get<OfflineDocument>(meta.contentCode, docs());
  const now = Date.now();
  const record: OfflineDocument = {
    contentCode: meta.contentCode,
    contentId: meta.contentId,
    htmlId,
    designation: meta.displayDesignation,
    title: meta.title,
    metadata: meta,
    standing: editionStanding(meta),
    hasPdf: old?.hasPdf ?? false,
    hasHtml: old?.hasHtml ?? false,
    size: old?.size ?? 0,
    pinned: old?.pinned ?? false,
    lastOpenedAt: now,
    syncedAt: now,
    owner,
  };
  await set(meta.contentCode, record, docs());
  await refreshOfflineState();
  void fillFiles(meta.contentCode);
}

/** A just-opened document's copy waits this long, so page 1 has the link to itself first. */
const FILL_DELAY_MS = 2500;

const expectsPdf = (rec: OfflineDocument) =>
  rec.metadata.pdfVersions.length + rec.metadata.tabs.filter((t) => t.key === 'pdf').length > 0;

/** Completes a record's copy: the PDF by its resumable download, then the HTML. */
async function fillFiles(contentCode: string, delayMs = FILL_DELAY_MS): Promise<void> {
  try {
    if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
    let rec = await get<OfflineDocument>(contentCode, docs());
    if (!rec) return;
    if (!rec.hasPdf && expectsPdf(rec)) {
      const whole = await downloadPdf(contentCode);
      if (whole) await storePdf(contentCode, whole);
    }
    rec = await get<OfflineDocument>(contentCode, docs());
    if (rec && !rec.hasHtml && rec.htmlId !== null && rec.metadata.htmlVersions.length > 0) {
      const res = await requestRaw('GET', htmlPath(rec.htmlId), { spinner: false });
      await storeHtml(rec.htmlId, await res.text());
    }
  } catch {
    // No network or no file: the copy stays partial and is completed on the next open.
  }
  await evict();
}

/** Keeps a whole PDF (downloaded, or fetched whole by the reader) when the document is one we keep. */
export async function storePdf(contentCode: string, file: ArrayBuffer | Blob): Promise<void> {
  const rec = await get<OfflineDocument>(contentCode, docs());
  if (!rec || rec.hasPdf) return;
  // A Blob stays on disk in IndexedDB: a 40 MB manual is not held in memory to be stored.
  const blob = file instanceof Blob ? file : new Blob([file], { type: 'application/pdf' });
  await set(pdfKey(contentCode), blob, files());
  await set(contentCode, { ...rec, hasPdf: true, size: sizeOf(rec, { pdf: blob.size }) }, docs());
  await dropPartialPdf(contentCode);
  await refreshOfflineState();
}

/**
 * Goes on with every copy left incomplete (network dropped, app closed): on start and whenever
 * the network returns. Each resumes from its last stored chunk.
 */
export async function resumeDownloads(): Promise<void> {
  for (const rec of await allDocs()) if (!rec.hasPdf && expectsPdf(rec)) await fillFiles(rec.contentCode, 0);
}

/** Keeps an HTML rendition fetched for a kept document. */
export async function storeHtml(htmlId: number, html: string): Promise<void> {
  const rec = (await allDocs()).find((d) => d.htmlId === htmlId);
  if (!rec || rec.hasHtml) return;
  await set(htmlKey(htmlId), html, files());
  await set(rec.contentCode, { ...rec, hasHtml: true, size: sizeOf(rec, { html: html.length * 2 }) }, docs());
}

function sizeOf(rec: OfflineDocument, add: { pdf?: number; html?: number }): number {
  return rec.size + (add.pdf ?? 0) + (add.html ?? 0) + (rec.size === 0 ? JSON.stringify(rec.metadata).length : 0);
}

/** The kept metadata of a document (offline fallback of the metadata call). */
export async function offlineMetadata(contentCode: string): Promise<OfflineDocument | undefined> {
  const rec = await get<OfflineDocument>(contentCode, docs());
  return rec && rec.owner === rememberedUser() ? rec : undefined;
}

export async function offlinePdf(contentCode: string): Promise<ArrayBuffer | undefined> {
  if (!(await offlineMetadata(contentCode))) return undefined;
  const kept = await get<ArrayBuffer | Blob>(pdfKey(contentCode), files());
  return kept instanceof Blob ? kept.arrayBuffer() : kept;
}

export async function offlineHtml(htmlId: number): Promise<string | undefined> {
  if (!(await allDocs()).some((d) => d.htmlId === htmlId)) return undefined;
  return get<string>(htmlKey(htmlId), files());
}

/** "Keep offline": a pinned document is never evicted and its standing is re-checked on sync. */
export async function setPinned(contentCode: string, pinned: boolean): Promise<void> {
  const rec = await get<OfflineDocument>(contentCode, docs());
  if (!rec) return;
  await set(contentCode, { ...rec, pinned }, docs());
  if (pinned) {
    void requestPersistentStorage();
    void fillFiles(contentCode, 0);
  }
  await evict();
}

export async function removeOfflineDocument(contentCode: string): Promise<void> {
  const rec = await get<OfflineDocument>(contentCode, docs());
  await del(contentCode, docs());
  await del(pdfKey(contentCode), files());
  await dropPartialPdf(contentCode);
  if (rec?.htmlId != null) await del(htmlKey(rec.htmlId), files());
  await refreshOfflineState();
}

/** Forgets every kept document (the panel's Clear, DRM, sign-out). */
export async function clearOfflineDocuments(): Promise<void> {
  await clearOfflineDocumentDatabases();
  offlineDocsState.documents = [];
}

async function evict(): Promise<void> {
  const list = await allDocs();
  const quota = (await navigator.storage?.estimate?.().catch(() => undefined))?.quota;
  for (const code of planEviction(list, capFor(quota))) await removeOfflineDocument(code);
  await refreshOfflineState();
}

/**
 * Re-reads the metadata of pinned documents while online so their standing ("current as of",
 * or replaced by a newer edition) is as of the last sync, not of the day they were pinned.
 */
export async function syncPinned(): Promise<void> {
  for (const rec of (await allDocs()).filter((d) => d.pinned)) {
    try {
      const meta = await http.get(METADATA_PATH, documentMetadata, { query: { contentCode: rec.contentCode }, spinner: false });
      const fresh = await get<OfflineDocument>(rec.contentCode, docs());
      if (fresh)
        await set(rec.contentCode, { ...fresh, metadata: meta, standing: editionStanding(meta), syncedAt: Date.now() }, docs());
    } catch {
      return; // offline again: try on the next reconnect
    }
  }
  await refreshOfflineState();
}
