import type { ComponentType } from 'react';
import { type ScreenChunk, screenChunk } from '../components/chunks.tsx';
import type { Feature } from '../lib/namespaces.ts';
import type { ScreenName } from './routeTable.ts';

/**
 * Every `*Screen.tsx` in a feature's folder is a screen, so the folder itself is the list: Vite turns each file
 * into a lazily loaded chunk of its own, as a written `() => import(...)` would.
 */
const LOADERS = import.meta.glob<{ default: ComponentType }>('../features/**/*Screen.tsx');

const opened = new Map<string, ScreenChunk>();

/**
 * The screen in `features/<feature>/<file>.tsx`, named `<feature>/<file>`, fetched with its feature's messages
 * when it is first opened. The name is its chunk's ("Loading chunk locations/ZonesScreen failed"). Routes that
 * show the same screen share one handle, so going from one to the other does not load it again.
 */
export function screen(name: ScreenName): ScreenChunk {
  const known = opened.get(name);
  if (known) return known;
  const load = LOADERS[`../features/${name}.tsx`];
  if (!load) throw new Error(`features/${name}.tsx is not a screen`);
  // The feature is the name's first folder (a screen may sit deeper: `messaging/inbox/ChatMessagesScreen`).
  const feature = name.slice(0, name.indexOf('/')) as Feature;
  const created = screenChunk(name, load, feature);
  opened.set(name, created);
  return created;
}
