import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_REPLY_MAX_AGE_MS, forgetEarlyReplies, startEarly, takeEarly } from './early-replies';

const calls: string[] = [];
function stubFetch(reply: (url: string) => Promise<Response>) {
  vi.stubGlobal('fetch', (url: string) => {
    calls.push(url);
    return reply(url);
  });
}

beforeEach(() => {
  calls.length = 0;
  forgetEarlyReplies();
  vi.useFakeTimers({ toFake: ['setTimeout'] });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("an early reply answers the screen's own call once (early start)", () => {
  it('the screen takes the reply already on its way, without a second request', async () => {
    stubFetch(async () => new Response('{"a":1}', { status: 200 }));
    startEarly('GET', '/api/x?c=1', {}, undefined, 1000);
    const r = await takeEarly('GET', '/api/x?c=1', undefined, 1500);
    expect(await r?.text()).toBe('{"a":1}');
    expect(calls).toEqual(['/api/x?c=1']);
    expect(await takeEarly('GET', '/api/x?c=1', undefined, 1600)).toBeNull();
  });
  it('a URL nobody started early has no early reply, nor another method or body on the same URL', async () => {
    stubFetch(async () => new Response('{}', { status: 200 }));
    startEarly('POST', '/api/tenant', {}, {});
    expect(await takeEarly('GET', '/api/other')).toBeNull();
    expect(await takeEarly('GET', '/api/tenant')).toBeNull();
    expect(await takeEarly('POST', '/api/tenant', { other: 1 })).toBeNull();
    expect(await takeEarly('POST', '/api/tenant', {})).not.toBeNull();
  });
  it('starting the same URL twice sends one request', () => {
    stubFetch(async () => new Response('', { status: 200 }));
    startEarly('GET', '/api/x', {});
    startEarly('GET', '/api/x', {});
    expect(calls).toHaveLength(1);
  });
});

describe('an early reply that is not a good answer is not used (early start)', () => {
  it('a refusal or a server error: the screen makes its own call, which handles it as usual', async () => {
    stubFetch(async (url) => new Response('', { status: url.endsWith('401') ? 401 : 503 }));
    startEarly('GET', '/api/401', {});
    startEarly('GET', '/api/503', {});
    expect(await takeEarly('GET', '/api/401')).toBeNull();
    expect(await takeEarly('GET', '/api/503')).toBeNull();
  });
  it('a network failure', async () => {
    stubFetch(() => Promise.reject(new TypeError('offline')));
    startEarly('GET', '/api/x', {});
    expect(await takeEarly('GET', '/api/x')).toBeNull();
  });
  it('one asked for too long ago', async () => {
    stubFetch(async () => new Response('old', { status: 200 }));
    startEarly('GET', '/api/x', {}, undefined, 0);
    expect(await takeEarly('GET', '/api/x', undefined, EARLY_REPLY_MAX_AGE_MS + 1)).toBeNull();
  });
  it('one never taken is let go after its time', async () => {
    stubFetch(async () => new Response('late', { status: 200 }));
    startEarly('GET', '/api/x', {});
    vi.advanceTimersByTime(EARLY_REPLY_MAX_AGE_MS + 1);
    expect(await takeEarly('GET', '/api/x')).toBeNull();
  });
});
