import { allRoutes, isTag, type Tag } from '@curbside/contract/routes';
import type { QueryClient } from '@tanstack/react-query';

let readers: Map<Tag, Set<string>> | null = null;

/** The paths of the entries whose answers are made of each tag, read once from the contract's routes. */
function readersOf(tag: Tag): ReadonlySet<string> {
  if (!readers) {
    readers = new Map();
    for (const endpoint of allRoutes()) {
      for (const read of endpoint.reads ?? []) {
        const paths = readers.get(read) ?? new Set<string>();
        paths.add(endpoint.path);
        readers.set(read, paths);
      }
    }
  }
  return readers.get(tag) ?? new Set();
}

/** The paths of the entries that read one of these tags, but the `except` ones. */
function pathsReading(tags: readonly unknown[], except: ReadonlySet<string>): Set<string> {
  return new Set(
    tags.filter(isTag).flatMap((tag) => [...readersOf(tag)].filter((path) => !except.has(path))),
  );
}

/** Refreshes every query (key `[path, input]`) of an entry that reads one of these tags, but the `except` ones. */
export function invalidateTags(
  client: QueryClient,
  tags: readonly unknown[],
  except: ReadonlySet<string> = new Set(),
): Promise<void> {
  const paths = pathsReading(tags, except);
  if (paths.size === 0) return Promise.resolve();
  return client.invalidateQueries({ predicate: (query) => paths.has(String(query.queryKey[0])) });
}

/** Stops the refreshes in flight of every entry that reads one of these tags (before an optimistic change). */
export function cancelTags(client: QueryClient, tags: readonly unknown[]): Promise<void> {
  const paths = pathsReading(tags, new Set());
  if (paths.size === 0) return Promise.resolve();
  return client.cancelQueries({ predicate: (query) => paths.has(String(query.queryKey[0])) });
}
