import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_REPLY_MAX_AGE_MS, forgetEarlyReplies, startEarlyGet, takeEarlyGet } from './early-replies';

const calls: string[] = [];
function stubFetch(reply: (url: string) => Promise<Response>) {
  vi.stubGlobal('fetch', (url: string) => { calls.push(url); return reply(url); });
}

beforeEach(() => { calls.length = 0; forgetEarlyReplies(); vi.useFakeTimers({ toFake: ['setTimeout'] }); });
afterEach(() => { vi.unstubAllGlobals(); vi.useRealTimers(); });

describe('an early reply answers the screen\'s own call once (issue 18, early start)', () => {
  it('the screen takes the reply already on its way, without a second request', async () => {
    stubFetch(async () => new Response('{"a":1}', { status: 200 }));
    startEarlyGet('/api/x?c=1', {}, 1000);
    const r = await takeEarlyGet('/api/x?c=1', 1500);
    expect(await r?.text()).toBe('{"a":1}');
    expect(calls).toEqual(['/api/x?c=1']);
    expect(await takeEarlyGet('/api/x?c=1', 1600)).toBeNull();
  });
  it('a URL nobody started early has no early reply', async () => {
    expect(await takeEarlyGet('/api/other')).toBeNull();
  });
  it('starting the same URL twice sends one request', () => {
    stubFetch(async () => new Response('', { status: 200 }));
    startEarlyGet('/api/x', {}); startEarlyGet('/api/x', {});
    expect(calls).toHaveLength(1);
  });
});

describe('an early reply that is not a good answer is not used (issue 18, early start)', () => {
  it('a refusal or a server error: the screen makes its own call, which handles it as usual', async () => {
    stubFetch(async (url) => new Response('', { status: url.endsWith('401') ? 401 : 503 }));
    startEarlyGet('/api/401', {}); startEarlyGet('/api/503', {});
    expect(await takeEarlyGet('/api/401')).toBeNull();
    expect(await takeEarlyGet('/api/503')).toBeNull();
  });
  it('a network failure', async () => {
    stubFetch(() => Promise.reject(new TypeError('offline')));
    startEarlyGet('/api/x', {});
    expect(await takeEarlyGet('/api/x')).toBeNull();
  });
  it('one asked for too long ago', async () => {
    stubFetch(async () => new Response('old', { status: 200 }));
    startEarlyGet('/api/x', {}, 0);
    expect(await takeEarlyGet('/api/x', EARLY_REPLY_MAX_AGE_MS + 1)).toBeNull();
  });
  it('one never taken is let go after its time', async () => {
    stubFetch(async () => new Response('late', { status: 200 }));
    startEarlyGet('/api/x', {});
    vi.advanceTimersByTime(EARLY_REPLY_MAX_AGE_MS + 1);
    expect(await takeEarlyGet('/api/x')).toBeNull();
  });
});
