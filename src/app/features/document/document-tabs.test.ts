import { describe, expect, it } from 'vitest';
import { initialDocumentTab, visibleDocumentTabs, type DocumentTabContext } from './document-tabs';

const base: DocumentTabContext = {
  hasHtml: true,
  hasPdf: true,
  isMainTenant: true,
  documentType: 'Standard',
  assetId: 'WK-1',
  classification: null,
  hasVisualContent: true,
  sections: 2,
  userType: 'INDIVIDUAL',
  compassPointFlag: true,
  hasActivatedCompassPoint: true,
  hasDeactivatedCompassPoint: false,
  compassPointsPanelAvailable: true,
};

describe('001 §2 tabs sorted by position (work items 2, visual content 3, related 4, compass points 5)', () => {
  it('lists every tab in position order', () => {
    expect(visibleDocumentTabs(base)).toEqual(['html', 'pdf', 'workItems', 'videos', 'relatedContent', 'compassPoints']);
  });
  it('drops HTML or PDF when the document has none', () => {
    expect(visibleDocumentTabs({ ...base, hasHtml: false })[0]).toBe('pdf');
    expect(visibleDocumentTabs({ ...base, hasPdf: false }).slice(0, 2)).toEqual(['html', 'workItems']);
  });
});

describe('001 §2 Work Items: main tenant, standards with an asset id, not classification RL', () => {
  it('needs all three', () => {
    expect(visibleDocumentTabs({ ...base, isMainTenant: false })).not.toContain('workItems');
    expect(visibleDocumentTabs({ ...base, assetId: null })).not.toContain('workItems');
    expect(visibleDocumentTabs({ ...base, classification: 'RL' })).not.toContain('workItems');
    expect(visibleDocumentTabs({ ...base, documentType: 'Research-Report' })).not.toContain('workItems');
  });
});

describe('001 §2 Related Content only when sections are present', () => {
  it('hides at 0 sections', () => {
    expect(visibleDocumentTabs({ ...base, sections: 0 })).not.toContain('relatedContent');
  });
});

describe('001 §2 Visual Content and Training and Videos', () => {
  it('shows only when videos or e-learning are available', () => {
    expect(visibleDocumentTabs({ ...base, hasVisualContent: false })).not.toContain('videos');
  });
});

describe('001 §2 Compass Points: individual users with an active or deactivated compass point', () => {
  it('hides for company users, without the flag or without compass points', () => {
    expect(visibleDocumentTabs({ ...base, userType: 'COMPANY' })).not.toContain('compassPoints');
    expect(visibleDocumentTabs({ ...base, compassPointFlag: false })).not.toContain('compassPoints');
    expect(visibleDocumentTabs({ ...base, hasActivatedCompassPoint: false })).not.toContain('compassPoints');
    expect(visibleDocumentTabs({ ...base, hasActivatedCompassPoint: false, hasDeactivatedCompassPoint: true })).toContain(
      'compassPoints',
    );
  });
  it('stays off until the compass-point panel exists', () => {
    expect(visibleDocumentTabs({ ...base, compassPointsPanelAvailable: false })).not.toContain('compassPoints');
  });
});

describe('001 §2 PDF is the default tab, else the first available', () => {
  it('picks PDF, then the first tab, and honours a visible requested tab', () => {
    expect(initialDocumentTab(['html', 'pdf', 'videos'])).toBe('pdf');
    expect(initialDocumentTab(['html', 'videos'])).toBe('html');
    expect(initialDocumentTab(['html', 'pdf'], 'html')).toBe('html');
    expect(initialDocumentTab(['html', 'pdf'], 'workItems')).toBe('pdf');
    expect(initialDocumentTab([])).toBeNull();
  });
});
