import { describe, expect, it } from 'vitest';
import { ribbonProfile } from './profile-ribbon';

describe('000 §3 application profile: a ribbon when an active profile is one of display-ribbon-on-profiles', () => {
  it('names the first active profile the tenant shows a ribbon for', () => {
    expect(ribbonProfile({ displayRibbonOnProfiles: ['demo', 'test'], activeProfiles: ['prod-eu', 'Test'] })).toBe('Test');
    expect(ribbonProfile({ displayRibbonOnProfiles: ['demo'], activeProfiles: ['demo'] })).toBe('demo');
  });
  it('shows none when no active profile is listed, or no profile is', () => {
    expect(ribbonProfile({ displayRibbonOnProfiles: ['demo'], activeProfiles: ['prod'] })).toBeNull();
    expect(ribbonProfile({ displayRibbonOnProfiles: [], activeProfiles: ['demo'] })).toBeNull();
  });
});
