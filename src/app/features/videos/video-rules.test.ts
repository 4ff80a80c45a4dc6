import { describe, expect, it } from 'vitest';
import { acceptVideoMessage, formatDuration, parseVideoMessage } from './video-rules';

describe('001 §4 a play in the embedded video posts VDMSG-{contentId}-{videoId}', () => {
  it('parses the message', () => {
    expect(parseVideoMessage('VDMSG-12-abc_d-e')).toEqual({ contentId: 12, videoId: 'abc_d-e' });
    expect(parseVideoMessage('VDMSG-x-abc')).toBeNull();
    expect(parseVideoMessage('other')).toBeNull();
    expect(parseVideoMessage({ a: 1 })).toBeNull();
  });
  it('accepts it only from our origin and for the open document', () => {
    expect(acceptVideoMessage({ origin: 'http://a', data: 'VDMSG-12-v1' }, 'http://a', 12)).toEqual({
      contentId: 12,
      videoId: 'v1',
    });
    expect(acceptVideoMessage({ origin: 'http://evil', data: 'VDMSG-12-v1' }, 'http://a', 12)).toBeNull();
    expect(acceptVideoMessage({ origin: 'http://a', data: 'VDMSG-13-v1' }, 'http://a', 12)).toBeNull();
  });
});

describe('001 §3 video duration display', () => {
  it('formats seconds', () => {
    expect(formatDuration(65)).toBe('1:05');
    expect(formatDuration(3725)).toBe('1:02:05');
  });
});
