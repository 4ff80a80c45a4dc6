import { describe, expect, it } from 'vitest';
import {
  ACTIVITY,
  activityButtons,
  favoriteAction,
  offersFullBook,
  showsTrackButton,
  trackAction,
  trackerUnavailable,
  type ActivityContext,
  type ActivityDocument,
} from './activity-rules';

const doc: ActivityDocument = {
  publisherCode: 'MSA',
  documentType: 'Standard',
  classification: null,
  downloadable: true,
  allowToTrack: true,
  allowToFavorite: true,
  htmlVersionCount: 3,
  pdfVersionCount: 3,
  hasActivatedCompassPoint: true,
};
const ctx: ActivityContext = {
  userType: 'INDIVIDUAL',
  standardsPublisherCode: 'MSA',
  features: ['show-tracker', 'version-compare', 'content-share'],
  compassPointFlag: true,
  viewOnly: false,
  citationsEligible: true,
  shareDialogAvailable: true,
};
const ids = (d: ActivityDocument, c: ActivityContext) => activityButtons(d, c).map((b) => b.id);

describe('001 §2 activity buttons by id: 0 track, 1 favorite, 2 download, 3 compare, 4 more, 5 compass point download', () => {
  it('lists all six in id order for an individual user', () => {
    expect(ids(doc, ctx)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(activityButtons(doc, ctx).find((b) => b.id === ACTIVITY.more)?.menu).toEqual(['citations', 'share']);
  });
});

describe('001 §5 track button: standards publisher only Standard not RL, or Translated; others always', () => {
  it('applies to the standards publisher', () => {
    expect(showsTrackButton({ publisherCode: 'MSA', documentType: 'Standard', classification: null }, 'MSA')).toBe(true);
    expect(showsTrackButton({ publisherCode: 'MSA', documentType: 'Standard', classification: 'RL' }, 'MSA')).toBe(false);
    expect(showsTrackButton({ publisherCode: 'MSA', documentType: 'Translated', classification: 'RL' }, 'MSA')).toBe(true);
    expect(showsTrackButton({ publisherCode: 'MSA', documentType: 'Research-Report', classification: null }, 'MSA')).toBe(false);
  });
  it('always shows for other publishers', () => {
    expect(showsTrackButton({ publisherCode: 'KES', documentType: 'Research-Report', classification: 'RL' }, 'MSA')).toBe(true);
  });
  it('needs the show-tracker feature', () => {
    expect(ids(doc, { ...ctx, features: ['version-compare'] })).not.toContain(0);
  });
});

describe('001 §5 download and compare are blocked when downloadable is false', () => {
  it('marks both blocked', () => {
    const b = activityButtons({ ...doc, downloadable: false }, ctx);
    expect(b.find((x) => x.id === 2)?.blocked).toBe(true);
    expect(b.find((x) => x.id === 3)?.blocked).toBe(true);
  });
});

describe('001 §5 compare appears only with version-compare and 2 HTML or 2 PDF versions', () => {
  it('needs the feature and two versions', () => {
    expect(ids(doc, { ...ctx, features: ['show-tracker'] })).not.toContain(3);
    expect(ids({ ...doc, htmlVersionCount: 1, pdfVersionCount: 1 }, ctx)).not.toContain(3);
    expect(ids({ ...doc, htmlVersionCount: 0, pdfVersionCount: 2 }, ctx)).toContain(3);
  });
});

describe('001 §5 share appears only with content-share', () => {
  it('drops share from the more menu', () => {
    expect(activityButtons(doc, { ...ctx, features: ['show-tracker'] }).find((b) => b.id === 4)?.menu).toEqual(['citations']);
    expect(ids(doc, { ...ctx, features: ['show-tracker'], citationsEligible: false })).not.toContain(4);
  });
});

describe('001 §6 COMPANY: direct citations action; track and favorite go to the central login', () => {
  it('changes the actions', () => {
    const b = activityButtons(doc, { ...ctx, userType: 'COMPANY' });
    expect(b.find((x) => x.id === 0)?.centralLogin).toBe(true);
    expect(b.find((x) => x.id === 1)?.centralLogin).toBe(true);
    expect(b.find((x) => x.id === 4)).toEqual({ id: 4, direct: 'citations' });
    expect(b.map((x) => x.id)).not.toContain(5);
  });
});

describe('001 §5 compass point download: account flag and at least one active compass point', () => {
  it('needs both', () => {
    expect(ids(doc, { ...ctx, compassPointFlag: false })).not.toContain(5);
    expect(ids({ ...doc, hasActivatedCompassPoint: false }, ctx)).not.toContain(5);
  });
});

describe('001 §2 /document-view: no download', () => {
  it('drops download and compass point download', () => {
    expect(ids(doc, { ...ctx, viewOnly: true })).toEqual([0, 1, 3, 4]);
  });
});

describe('restricted (DRM) viewing: no compare, which the server refuses like a download', () => {
  it('drops compare as well as the downloads', () => {
    expect(ids(doc, { ...ctx, viewOnly: true, drmView: true })).toEqual([0, 1, 4]);
  });
});

describe('001 §4 favorite adds without contentFavorite and removes by its id', () => {
  it('decides', () => {
    expect(favoriteAction(null)).toEqual({ kind: 'add' });
    expect(favoriteAction({ id: 7 })).toEqual({ kind: 'remove', id: 7 });
  });
});

describe('001 §4 tracking: add when off, remove by tracking id when on; tracker unavailable', () => {
  it('decides', () => {
    expect(trackAction({ trackingFlag: false, id: null })).toEqual({ kind: 'add' });
    expect(trackAction({ trackingFlag: true, id: 3 })).toEqual({ kind: 'remove', id: 3 });
    expect(trackerUnavailable({ trackerUnavailable: true })).toBe(true);
    expect(trackerUnavailable(null, 'Tracker Service Unavailable')).toBe(true);
    expect(trackerUnavailable({ trackerUnavailable: false }, 'other')).toBe(false);
  });
});

describe('001 §2, §7 full-book download: the download button of a book or manual also offers the whole publication', () => {
  it('offers it for Book and Manual assets and the book content types', () => {
    expect(offersFullBook({ assetType: 'Book', contentType: null })).toBe(true);
    expect(offersFullBook({ assetType: 'Manual', contentType: 'MNL' })).toBe(true);
    for (const contentType of ['STP_BOOK', 'MANUAL_MONO_BOOKS', 'DATA_SERIES_BOOKS'])
      expect(offersFullBook({ assetType: null, contentType })).toBe(true);
  });
  it('does not offer it for a standard, a journal article or a paper of a book', () => {
    expect(offersFullBook({ assetType: null, contentType: null })).toBe(false);
    expect(offersFullBook({ assetType: 'Journal', contentType: 'JOURNALS' })).toBe(false);
    for (const contentType of ['STP_PAPER', 'MANUAL_MONO_PAPERS', 'DATA_SERIES_PAPERS'])
      expect(offersFullBook({ assetType: null, contentType })).toBe(false);
  });
  it('rides on the download button, so /document-view has none', () => {
    const book = { ...doc, assetType: 'Book', contentType: 'MANUAL_MONO_BOOKS' };
    expect(activityButtons(book, ctx).find((b) => b.id === ACTIVITY.download)?.fullBook).toBe(true);
    expect(activityButtons(doc, ctx).find((b) => b.id === ACTIVITY.download)?.fullBook).toBeUndefined();
    expect(activityButtons(book, { ...ctx, viewOnly: true }).some((b) => b.fullBook)).toBe(false);
  });
});
