import { describe, expect, it } from 'vitest';
import { captureInstallPrompt, installState, isDismissalActive, needsIosInstallHint, promptInstall } from './install-state';

function fakeInstallEvent(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>;
  let prompted = 0;
  event.prompt = async () => {
    prompted += 1;
  };
  event.userChoice = Promise.resolve({ outcome, platform: 'web' });
  return { event, prompted: () => prompted };
}

describe('install prompt: a button where the browser offers beforeinstallprompt', () => {
  it('holds the event, suppresses the mini-infobar and prompts once on request', async () => {
    const target = new EventTarget();
    const stop = captureInstallPrompt(target as unknown as Window);
    const { event, prompted } = fakeInstallEvent('accepted');
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(installState.canInstall).toBe(true);
    expect(await promptInstall()).toBe('accepted');
    expect(prompted()).toBe(1);
    expect(installState.canInstall).toBe(false);
    expect(await promptInstall()).toBe('unavailable');
    stop();
  });

  it('hides the button once the app is installed', () => {
    const target = new EventTarget();
    const stop = captureInstallPrompt(target as unknown as Window);
    target.dispatchEvent(fakeInstallEvent('dismissed').event);
    target.dispatchEvent(new Event('appinstalled'));
    expect(installState.canInstall).toBe(false);
    stop();
  });
});

describe('install prompt: dismissal lasts 30 days', () => {
  const day = 24 * 60 * 60 * 1000;
  it('is active within 30 days and not after', () => {
    expect(isDismissalActive(String(0), 29 * day)).toBe(true);
    expect(isDismissalActive(String(0), 31 * day)).toBe(false);
    expect(isDismissalActive(null, 0)).toBe(false);
    expect(isDismissalActive('garbage', 0)).toBe(false);
  });
});

describe('install prompt: a short hint on iOS Safari', () => {
  const iphoneSafari =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
  const iphoneChrome =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0 Mobile/15E148 Safari/604.1';
  const ipadAsMac =
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
  const android =
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';

  it('shows on iPhone and iPadOS Safari, not when installed', () => {
    expect(needsIosInstallHint({ userAgent: iphoneSafari, platform: 'iPhone', maxTouchPoints: 5, standalone: false })).toBe(true);
    expect(needsIosInstallHint({ userAgent: ipadAsMac, platform: 'MacIntel', maxTouchPoints: 5, standalone: false })).toBe(true);
    expect(needsIosInstallHint({ userAgent: iphoneSafari, platform: 'iPhone', maxTouchPoints: 5, standalone: true })).toBe(false);
  });

  it('does not show on other browsers or platforms', () => {
    expect(needsIosInstallHint({ userAgent: iphoneChrome, platform: 'iPhone', maxTouchPoints: 5, standalone: false })).toBe(
      false,
    );
    expect(needsIosInstallHint({ userAgent: ipadAsMac, platform: 'MacIntel', maxTouchPoints: 0, standalone: false })).toBe(false);
    expect(needsIosInstallHint({ userAgent: android, platform: 'Linux armv8l', maxTouchPoints: 5, standalone: false })).toBe(
      false,
    );
  });
});
