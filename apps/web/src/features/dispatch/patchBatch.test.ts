import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_PATCH_CARDS, PATCH_FRAME_MS, patchBatch } from './patchBatch.ts';

describe('the board patch batch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads the ids named within one frame once, each id once, and the next frame apart', () => {
    const read = vi.fn();
    const batch = patchBatch(read);
    batch.add(['a']);
    batch.add(['b', 'a']);
    expect(read).not.toHaveBeenCalled();
    vi.advanceTimersByTime(PATCH_FRAME_MS);
    expect(read.mock.calls).toEqual([[['a', 'b']]]);
    batch.add(['c']);
    vi.advanceTimersByTime(PATCH_FRAME_MS);
    expect(read.mock.calls).toEqual([[['a', 'b']], [['c']]]);
  });

  it('splits a frame of more ids than one patch reads, and drops what waits when cancelled', () => {
    const read = vi.fn();
    const batch = patchBatch(read);
    batch.add(Array.from({ length: MAX_PATCH_CARDS + 1 }, (_, n) => `id-${n}`));
    vi.advanceTimersByTime(PATCH_FRAME_MS);
    expect(read.mock.calls.map(([ids]) => (ids as string[]).length)).toEqual([MAX_PATCH_CARDS, 1]);
    batch.add(['late']);
    batch.cancel();
    vi.advanceTimersByTime(PATCH_FRAME_MS);
    expect(read).toHaveBeenCalledTimes(2);
  });
});
