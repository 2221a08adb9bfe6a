import { describe, expect, it } from 'vitest';
import { screen } from './screens.ts';

describe('the screens of the features', () => {
  it('names a screen by its feature and file, and hands every route the same one', () => {
    const zones = screen('locations', 'ZonesScreen');
    expect(zones.chunk).toBe('locations/ZonesScreen');
    expect(screen('locations', 'ZonesScreen')).toBe(zones);
    expect(screen('messaging', 'inbox/ChatMessagesScreen').chunk).toBe('messaging/inbox/ChatMessagesScreen');
  });

  it('refuses a file that is not a screen of the feature', () => {
    expect(() => screen('locations', 'MissingScreen')).toThrow('features/locations/MissingScreen.tsx');
    expect(() => screen('pricing', 'ZonesScreen')).toThrow('features/pricing/ZonesScreen.tsx');
  });
});
