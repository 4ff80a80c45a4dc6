import { describe, expect, it } from 'vitest';
import { saveWhenHidden, type PageLifecycle } from './save-when-hidden';

function fakePage() {
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  const win = new EventTarget();
  const page = { document: doc, window: win } as unknown as PageLifecycle;
  const hide = () => {
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
  };
  const show = () => {
    doc.visibilityState = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
  };
  return { page, hide, show, teardown: () => win.dispatchEvent(new Event('pagehide')) };
}

describe('what a screen showed is saved before a phone can end the hidden app', () => {
  it('saves when the page is hidden, not when it is shown again', () => {
    const { page, hide, show } = fakePage();
    let saves = 0;
    saveWhenHidden(() => {
      saves++;
    }, page);
    show();
    expect(saves).toBe(0);
    hide();
    expect(saves).toBe(1);
    show();
    hide();
    expect(saves).toBe(2);
  });

  it('saves when the page is torn down', () => {
    const { page, teardown } = fakePage();
    let saves = 0;
    saveWhenHidden(() => {
      saves++;
    }, page);
    teardown();
    expect(saves).toBe(1);
  });

  it('stops saving once unsubscribed (the cache provider unmounted)', () => {
    const { page, hide, teardown } = fakePage();
    let saves = 0;
    const stop = saveWhenHidden(() => {
      saves++;
    }, page);
    stop();
    hide();
    teardown();
    expect(saves).toBe(0);
  });
});
