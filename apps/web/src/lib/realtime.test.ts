import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applyRealtimeEvent, parseRealtimeEvent } from './realtime.ts';

describe('real-time events', () => {
  it('parses the event and ignores malformed ones', () => {
    expect(parseRealtimeEvent('{"type":"menu.changed","paths":["Menu/GetMenuList",3]}')).toEqual({
      type: 'menu.changed',
      paths: ['Menu/GetMenuList'],
    });
    expect(parseRealtimeEvent('not json')).toBeNull();
    expect(parseRealtimeEvent('{"paths":[]}')).toBeNull();
  });

  it('invalidates exactly the queries whose key starts with one of the paths', () => {
    const client = new QueryClient();
    client.setQueryData(['Menu/GetMenuList', {}], { items: [] });
    client.setQueryData(['Login/GetUserLoginHistory', { body: { page: 2 } }], { items: [] });
    applyRealtimeEvent(client, { type: 'menu.changed', paths: ['Menu/GetMenuList'] });
    expect(client.getQueryState(['Menu/GetMenuList', {}])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['Login/GetUserLoginHistory', { body: { page: 2 } }])?.isInvalidated).toBe(
      false,
    );
  });
});
