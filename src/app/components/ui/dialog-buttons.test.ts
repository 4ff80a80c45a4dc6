import { describe, expect, it } from 'vitest';
import { dialogButtons } from './dialog-buttons';

describe('dialog buttons OK, CLOSE, CONFIRM', () => {
  it('OK shows one OK button that confirms', () => {
    expect(dialogButtons('OK').map((b) => [b.id, b.action])).toEqual([['ok', 'confirm']]);
  });
  it('CLOSE shows one Close button that dismisses', () => {
    expect(dialogButtons('CLOSE').map((b) => [b.id, b.action])).toEqual([['close', 'dismiss']]);
  });
  it('CONFIRM shows Cancel then Confirm, Confirm as the primary action', () => {
    const buttons = dialogButtons('CONFIRM');
    expect(buttons.map((b) => b.id)).toEqual(['cancel', 'confirm']);
    expect(buttons[1].variant).toBe('primary');
    expect(buttons[0].action).toBe('dismiss');
  });
});
