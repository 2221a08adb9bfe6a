import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { collectAtRest } from './collect-at-rest.ts';

const MIB = 2 ** 20;

describe('collecting the garbage of a burst once the server is at rest', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A server whose heap grows by what each request leaves and shrinks back to `alive` when collected. */
  function serverWithHeap(alive: number) {
    const server = new EventEmitter();
    let size = alive;
    const collect = vi.fn(() => {
      size = alive;
    });
    const requests = (count: number, leaving: number) => {
      for (let i = 0; i < count; i += 1) {
        size += leaving;
        server.emit('request');
      }
    };
    const stop = collectAtRest(server, { collect, heapSize: () => size });
    return { server, collect, requests, stop };
  }

  it('collects (twice over) once the requests stop after the heap grew, and not while they go on', () => {
    const { collect, requests, stop } = serverWithHeap(70 * MIB);
    for (let second = 0; second < 5; second += 1) {
      requests(100, MIB);
      vi.advanceTimersByTime(1_000);
    }
    expect(collect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(collect).toHaveBeenCalledTimes(2);
    // At rest it does not collect again: nothing grew since.
    requests(1, MIB);
    vi.advanceTimersByTime(10_000);
    expect(collect).toHaveBeenCalledTimes(2);
    stop();
  });

  it('does not collect at rest when the heap grew little, and counts a trickle of polls as rest', () => {
    const { collect, requests, stop } = serverWithHeap(70 * MIB);
    requests(12, MIB);
    vi.advanceTimersByTime(5_000);
    expect(collect).not.toHaveBeenCalled();
    for (let second = 0; second < 5; second += 1) {
      requests(2, MIB);
      vi.advanceTimersByTime(1_000);
    }
    expect(collect).toHaveBeenCalledTimes(2);
    stop();
  });

  it('does not collect again at rest when a collection gave nothing back', () => {
    const server = new EventEmitter();
    const collect = vi.fn();
    let size = 70 * MIB;
    const stop = collectAtRest(server, { collect, heapSize: () => size });
    size += 100 * MIB;
    vi.advanceTimersByTime(10_000);
    expect(collect).toHaveBeenCalledTimes(2);
    size += 50 * MIB;
    vi.advanceTimersByTime(10_000);
    expect(collect).toHaveBeenCalledTimes(4);
    stop();
  });

  it('stops looking and listening when stopped', () => {
    const { server, collect, requests, stop } = serverWithHeap(70 * MIB);
    stop();
    requests(100, MIB);
    vi.advanceTimersByTime(5_000);
    expect(collect).not.toHaveBeenCalled();
    expect(server.listenerCount('request')).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
