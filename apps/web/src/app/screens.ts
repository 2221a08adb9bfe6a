import type { ComponentType } from 'react';
import { type ScreenChunk, screenChunk } from '../components/chunks.tsx';
import type { Feature } from '../lib/namespaces.ts';

/**
 * Every `*Screen.tsx` in a feature's folder is a screen, so the folder itself is the list: Vite turns each file
 * into a lazily loaded chunk of its own, as a written `() => import(...)` would.
 */
const LOADERS = import.meta.glob<{ default: ComponentType }>('../features/**/*Screen.tsx');

const opened = new Map<string, ScreenChunk>();

/**
 * The screen in `features/<feature>/<file>.tsx`, fetched with its feature's messages when it is first opened.
 * Its chunk is named `<feature>/<file>` ("Loading chunk locations/ZonesScreen failed"). Routes that show the
 * same screen share one handle, so going from one to the other does not load it again.
 */
export function screen(feature: Feature, file: `${string}Screen`): ScreenChunk {
  const chunk = `${feature}/${file}`;
  const known = opened.get(chunk);
  if (known) return known;
  const load = LOADERS[`../features/${chunk}.tsx`];
  if (!load) throw new Error(`features/${chunk}.tsx is not a screen`);
  const created = screenChunk(chunk, load, feature);
  opened.set(chunk, created);
  return created;
}
