import { describe, expect, it } from 'vitest';
import { AUTH_SCREENS, CONSOLE_SCREENS, PLATFORM_SCREENS, tablePaths } from './routeTable.ts';
import { screen } from './screens.ts';

describe('the screens of the features', () => {
  it('names a screen by its feature and file, and hands every route the same one', () => {
    const zones = screen('locations/ZonesScreen');
    expect(zones.chunk).toBe('locations/ZonesScreen');
    expect(screen('locations/ZonesScreen')).toBe(zones);
    expect(screen('messaging/inbox/ChatMessagesScreen').chunk).toBe('messaging/inbox/ChatMessagesScreen');
  });

  it('refuses a file that is not a screen of the feature', () => {
    expect(() => screen('locations/MissingScreen')).toThrow('features/locations/MissingScreen.tsx');
    expect(() => screen('pricing/ZonesScreen')).toThrow('features/pricing/ZonesScreen.tsx');
  });

  it('finds the file of every screen the tables name', () => {
    const names = [CONSOLE_SCREENS, PLATFORM_SCREENS].flatMap((table) => [
      ...Object.values(table.open),
      ...table.menu.map(([, name]) => name),
    ]);
    for (const name of names) expect(screen(name).chunk).toBe(name);
  });

  it('lists each path of the route table once, a menu screen at its own path or else at its code', () => {
    const paths = tablePaths();
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(expect.arrayContaining(['ui/RecordManagement', 'Locations/Zones', 'Dashboard']));
    expect(paths).toEqual(expect.arrayContaining(Object.keys(AUTH_SCREENS.open)));
    expect(paths).not.toContain('SuperAdmin/Dashboard');
  });
});
