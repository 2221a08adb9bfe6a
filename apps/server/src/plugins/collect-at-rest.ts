import type { EventEmitter } from 'node:events';
import { getHeapStatistics } from 'node:v8';

/** How often the server looks whether its requests have stopped. */
const LOOK_EVERY_MS = 1_000;
/** At most this many requests begun in the last look count as rest: a kiosk's or a board's poll goes on. */
const REQUESTS_AT_REST = 2;
/**
 * The heap must have grown this much since the last collection for one at rest to be worth its time: 48 MiB left
 * 30–40 MiB of a burst's garbage resident at rest (ADR 187).
 */
const GROWTH_BYTES = 16 * 2 ** 20;

export interface RestCollection {
  /** Runs a full garbage collection (Node's `gc`, given by `--expose-gc`). */
  collect: () => void;
  /** The bytes the heap has taken from the system now (V8's committed heap), garbage and free space included. */
  heapSize?: () => number;
}

/**
 * After a burst of requests the heap has grown to hold what they left behind, and V8 gives that memory back only at
 * a full collection that it runs when allocation asks for one: its collections during the burst free the garbage
 * but keep the pages, and a server gone quiet allocates nothing more (issue 29: 230 MiB of heap at rest for 80 MiB
 * used, ADR 160). So when the requests stop and the heap has grown since the last collection, the server collects
 * once (two full collections). A busy server never does (V8 collects as it allocates); an idle one only after its heap grew again.
 * Answers the function that stops looking.
 */
export function collectAtRest(server: EventEmitter, options: RestCollection): () => void {
  const heapSize = options.heapSize ?? (() => getHeapStatistics().total_heap_size);
  let requests = 0;
  const count = () => {
    requests += 1;
  };
  server.on('request', count);
  // The heap's size after the last collection (or at start): what it keeps when nothing is left to give back.
  let collectedSize = heapSize();
  const looking = setInterval(() => {
    const busy = requests > REQUESTS_AT_REST;
    requests = 0;
    if (busy || heapSize() - collectedSize < GROWTH_BYTES) return;
    // Twice: the first collection frees the garbage, and its sweep leaves most pages partly used; the second
    // sees them sparse and compacts them, which is what gives the pages back (217 to 105 MiB in the bench, where
    // one collection alone left 174 MiB).
    options.collect();
    options.collect();
    collectedSize = heapSize();
  }, LOOK_EVERY_MS);
  // Looking never keeps the process alive.
  looking.unref();
  return () => {
    clearInterval(looking);
    server.off('request', count);
  };
}
