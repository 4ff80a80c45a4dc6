import { describe, expect, it } from 'vitest';
import { bannerClosed, bannerVisible } from './banner-visible';

const banner = { text: 'Maintenance on Sunday', startDate: '2025-03-01T00:00:00Z', endDate: '2025-03-10T00:00:00Z' };

describe('banner shown when the current time is between start and end date and text exists', () => {
  it('is shown inside the window', () => {
    expect(bannerVisible(banner, new Date('2025-03-05T12:00:00Z'), false)).toBe(true);
  });
  it('is shown exactly at the start and the end', () => {
    expect(bannerVisible(banner, new Date(banner.startDate), false)).toBe(true);
    expect(bannerVisible(banner, new Date(banner.endDate), false)).toBe(true);
  });
  it('is hidden before the start and after the end', () => {
    expect(bannerVisible(banner, new Date('2025-02-28T23:59:59Z'), false)).toBe(false);
    expect(bannerVisible(banner, new Date('2025-03-10T00:00:01Z'), false)).toBe(false);
  });
  it('is hidden without text', () => {
    expect(bannerVisible({ ...banner, text: '  ' }, new Date('2025-03-05T12:00:00Z'), false)).toBe(false);
  });
  it('is hidden without a banner', () => {
    expect(bannerVisible(null, new Date('2025-03-05T12:00:00Z'), false)).toBe(false);
  });
  it('is hidden when a date cannot be read', () => {
    expect(bannerVisible({ ...banner, endDate: 'soon' }, new Date('2025-03-05T12:00:00Z'), false)).toBe(false);
  });
});

describe('banner hidden when the user closed it (kept for the session)', () => {
  it('is hidden once closed', () => {
    expect(bannerVisible(banner, new Date('2025-03-05T12:00:00Z'), true)).toBe(false);
  });
  it('treats the stored text as the closed flag of that banner only', () => {
    expect(bannerClosed(banner.text, banner)).toBe(true);
    expect(bannerClosed('an older banner', banner)).toBe(false);
    expect(bannerClosed(null, banner)).toBe(false);
  });
});
