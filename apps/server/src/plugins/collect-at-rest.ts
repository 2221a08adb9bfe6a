import type { EventEmitter } from 'node:events';
import { getHeapStatistics } from 'node:v8';

/** How often the server looks whether its requests have stopped. */
const LOOK_EVERY_MS = 1_000;
/** At most this many requests begun in the last look count as rest: a kiosk's or a board's poll goes on. */
const REQUESTS_AT_REST = 2;
/** The heap must have grown this much since the last collection for one at rest to be worth its time. */
const GROWTH_BYTES = 48 * 2 ** 20;

export interface RestCollection {
  /** Runs a full garbage collection (Node's `gc`, given by `--expose-gc`). */
  collect: () => void;
  /** The bytes the heap holds now, garbage included. */
  heapUsed?: () => number;
}

/**
 * After a burst of requests the heap holds what they left behind, and V8 gives that memory back only at a full
 * collection, which it runs when allocation asks for one: a server gone quiet keeps its peak (issue 29: 230 MiB of
 * heap at rest for about 70 MiB alive, ADR 160). So when the requests stop and the heap has grown since the last
 * collection's, the server collects once. A busy server never does (V8 collects as it allocates); an idle one
 * only after it grew again. Answers the function that stops looking.
 */
export function collectAtRest(server: EventEmitter, options: RestCollection): () => void {
  const heapUsed = options.heapUsed ?? (() => getHeapStatistics().used_heap_size);
  let requests = 0;
  const count = () => {
    requests += 1;
  };
  server.on('request', count);
  // The least the heap held since the last collection: about what is alive, V8's own collections having run.
  let least = heapUsed();
  const looking = setInterval(() => {
    const busy = requests > REQUESTS_AT_REST;
    requests = 0;
    const used = heapUsed();
    least = Math.min(least, used);
    if (busy || used - least < GROWTH_BYTES) return;
    options.collect();
    least = heapUsed();
  }, LOOK_EVERY_MS);
  // Looking never keeps the process alive.
  looking.unref();
  return () => {
    clearInterval(looking);
    server.off('request', count);
  };
}
