import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applyRealtimeEvent, parseRealtimeEvent } from './realtime.ts';

describe('real-time events', () => {
  it('parses the event and ignores malformed ones', () => {
    expect(parseRealtimeEvent('{"type":"Menu/UpdateMenuAccessByRoles","tags":["menu",3]}')).toEqual({
      type: 'Menu/UpdateMenuAccessByRoles',
      tags: ['menu'],
    });
    expect(
      parseRealtimeEvent(
        '{"type":"wait_list.changed","tags":["waitList"],"waitListEntries":["a",2],"parties":[]}',
      ),
    ).toEqual({ type: 'wait_list.changed', tags: ['waitList'], waitListEntries: ['a'] });
    expect(parseRealtimeEvent('not json')).toBeNull();
    expect(parseRealtimeEvent('{"tags":[]}')).toBeNull();
  });

  it('invalidates exactly the queries of the entries that read one of the tags', () => {
    const client = new QueryClient();
    client.setQueryData(['Menu/GetMenuList', {}], { items: [] });
    client.setQueryData(['Login/GetUserLoginHistory', { body: { page: 2 } }], { items: [] });
    applyRealtimeEvent(client, { type: 'Menu/UpdateMenuAccessByRoles', tags: ['menu', 'no-such-tag'] });
    expect(client.getQueryState(['Menu/GetMenuList', {}])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['Login/GetUserLoginHistory', { body: { page: 2 } }])?.isInvalidated).toBe(
      false,
    );
  });
});
