import { describe, expect, it } from 'vitest';
import { onlineState, trackOnlineState } from './online-state';

describe('offline is a state the app tracks (src/README.md §3.6)', () => {
  it('follows the online and offline events until stopped', () => {
    const target = new EventTarget();
    const stop = trackOnlineState(target as unknown as Window);
    target.dispatchEvent(new Event('offline'));
    expect(onlineState.online).toBe(false);
    target.dispatchEvent(new Event('online'));
    expect(onlineState.online).toBe(true);
    stop();
    target.dispatchEvent(new Event('offline'));
    expect(onlineState.online).toBe(true);
  });
});
