import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { citationsOffered } from '../../../api/citations';
import { centralLoginUrl } from '../../lib/central-login';
import { TRANSLATION_TOGGLE_DEBOUNCE_MS, debounce } from './debounce';
import { DETAIL_FIELDS, detailRows } from './details-fields';
import { isDownloadRefusal, isEmptyDownload, pdfFileName } from './download-rules';
import { eLearningOutcome, isNoteSuccess, showsELearning, showsVideos } from './media-rules';

describe('001 §5 citations only for the standards organisation: Journal (unless excluded), STP Book/Symposia, MNL Manual', () => {
  const d = { isMainPublisher: true, assetType: 'Journal', contentType: 'JOURNALS', citationArticleTypeExclude: false };
  it('applies each case', () => {
    expect(citationsOffered(d)).toBe(true);
    expect(citationsOffered({ ...d, citationArticleTypeExclude: true })).toBe(false);
    expect(citationsOffered({ ...d, isMainPublisher: false })).toBe(false);
    expect(citationsOffered({ ...d, assetType: 'Book', contentType: 'STP' })).toBe(true);
    expect(citationsOffered({ ...d, assetType: 'Symposia', contentType: 'STP_BOOK' })).toBe(true);
    expect(citationsOffered({ ...d, assetType: 'Manual', contentType: 'MNL' })).toBe(true);
    expect(citationsOffered({ ...d, assetType: null, contentType: 'ASTM_STANDARDS' })).toBe(false);
  });
});

describe('001 §4 company users go to the central login with origin, force flag, session id or identity token', () => {
  it('prefers the session id and adds the federation flag for SSO', () => {
    const u = new URL(
      centralLoginUrl({
        clUrl: 'https://login.example/cl',
        origin: 'http://x/document?contentCode=a',
        sessionId: 's1',
        idToken: 't',
        sso: true,
      }),
    );
    expect(u.searchParams.get('origin')).toBe('http://x/document?contentCode=a');
    expect(u.searchParams.get('force')).toBe('true');
    expect(u.searchParams.get('sessionId')).toBe('s1');
    expect(u.searchParams.has('idToken')).toBe(false);
    expect(u.searchParams.get('anonymousFederation')).toBe('true');
  });
  it('falls back to the identity token and keeps a relative address relative', () => {
    const s = centralLoginUrl({ clUrl: '/cl', origin: 'o', idToken: 't', sso: false });
    expect(s).toBe('/cl?origin=o&force=true&idToken=t');
  });
});

describe('001 §9 translation toggle debounced 1000 ms', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  it('runs only the last toggle after 1000 ms', () => {
    const fn = vi.fn();
    const d = debounce(fn, TRANSLATION_TOGGLE_DEBOUNCE_MS);
    d.call('a');
    d.call('b');
    vi.advanceTimersByTime(999);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledExactlyOnceWith('b');
    d.call('c');
    d.cancel();
    vi.advanceTimersByTime(2000);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});

describe('001 §3 document details modal shows every listed field', () => {
  it('lists all 19 fields in order, lists joined, blanks left out, third-party items after', () => {
    expect(DETAIL_FIELDS).toHaveLength(19);
    const rows = detailRows({
      doi: '10.1/x',
      assetId: ' ',
      language: ['en', 'fr'],
      note: [],
      detailItems: [{ label: 'Grade', values: ['B'] }],
    });
    expect(rows.map((r) => r.key)).toEqual(['doi', 'language', 'item-0']);
    expect(rows[1].values).toEqual(['en', 'fr']);
    expect(rows[2].label).toBe('Grade');
  });
});

describe('001 §9 PDF download named .pdf; 001 §8 empty file', () => {
  it('adds .pdf once and cleans the name', () => {
    expect(pdfFileName('A36-19')).toBe('A36-19.pdf');
    expect(pdfFileName('A36/A36M.PDF')).toBe('A36_A36M.PDF');
    expect(pdfFileName('')).toBe('document.pdf');
    expect(isEmptyDownload({ size: 0 })).toBe(true);
    expect(isEmptyDownload({ size: 1 })).toBe(false);
  });
});

describe('001 §4 video and e-learning', () => {
  it('videos need flag Y and en-US', () => {
    expect(showsVideos('Y', 'en-US')).toBe(true);
    expect(showsVideos('Y', 'fr-FR')).toBe(false);
    expect(showsVideos('N', 'en-US')).toBe(false);
  });
  it('e-learning only for individual signed-in users, hidden when videos show', () => {
    expect(showsELearning({ userType: 'INDIVIDUAL', authenticated: true, videosShown: false, itemCount: 1 })).toBe(true);
    expect(showsELearning({ userType: 'COMPANY', authenticated: true, videosShown: false, itemCount: 1 })).toBe(false);
    expect(showsELearning({ userType: 'INDIVIDUAL', authenticated: true, videosShown: true, itemCount: 1 })).toBe(false);
  });
  it("e-learning code '300' is no entitlement, other refusals retry", () => {
    expect(eLearningOutcome({ allowed: true })).toBe('open');
    expect(eLearningOutcome({ allowed: false, code: '300' })).toBe('noEntitlement');
    expect(eLearningOutcome({ allowed: false, code: '500' })).toBe('retry');
  });
});

describe('001 §5 note calls succeed on 200 to 300', () => {
  it('bounds', () => {
    expect(isNoteSuccess(200)).toBe(true);
    expect(isNoteSuccess(300)).toBe(true);
    expect(isNoteSuccess(301)).toBe(false);
    expect(isNoteSuccess(199)).toBe(false);
  });
});

describe('001 §8 document not downloadable: the tenant no-PDF message, for the PDF and the full book', () => {
  it('is the content policy refusal (403 error.notDownloadable, DRM accounts included)', () => {
    expect(isDownloadRefusal(403, 'error.notDownloadable')).toBe(true);
  });
  it('leaves other refusals to their own messages (no entitlement, licence, server failures)', () => {
    expect(isDownloadRefusal(403, 'error.notEntitled')).toBe(false);
    expect(isDownloadRefusal(403, 'error.licenceNotAccepted')).toBe(false);
    expect(isDownloadRefusal(500, 'error.notDownloadable')).toBe(false);
  });
});
