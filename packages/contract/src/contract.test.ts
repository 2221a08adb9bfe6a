import { describe, expect, it } from 'vitest';
import { allEndpoints } from './index.ts';
import { TAGS } from './tags.ts';

describe('the contract', () => {
  it('has one entry per path', () => {
    const paths = allEndpoints().map((endpoint) => endpoint.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('says of every entry what it reads or writes, so browsers refresh by tag and no list of paths is kept', () => {
    const silent = allEndpoints()
      .filter((endpoint) => endpoint.reads === undefined && endpoint.writes === undefined)
      .map((endpoint) => endpoint.path);
    expect(silent).toEqual([]);
  });

  it('reads every tag something writes, and writes every tag something reads', () => {
    const read = new Set(allEndpoints().flatMap((endpoint) => endpoint.reads ?? []));
    const written = new Set(allEndpoints().flatMap((endpoint) => endpoint.writes ?? []));
    expect(TAGS.filter((tag) => !read.has(tag) || !written.has(tag))).toEqual([]);
  });
});
