import { describe, expect, it } from 'vitest';
import { ownBytes, WrittenJson, writtenList } from './written-json.ts';

const itemOf = (value: object): Buffer[] => {
  const json = JSON.stringify(value);
  // As the board sends a card: its bytes up to the closing brace, then what follows it.
  return [Buffer.from(json.slice(0, -1)), Buffer.from(',"actions":["PickUp"]}')];
};

describe('written JSON', () => {
  it('joins items of several chunks and the rest of the fields into the JSON of the whole list', () => {
    const items = [{ name: 'Downtown – World Trade Center' }, { name: 'مطار دبي' }, { name: '😀' }];
    const answer = writtenList(items.map(itemOf), { total: 3, page: undefined, date: '2026-12-01' });
    expect(answer.read()).toEqual({
      items: items.map((item) => ({ ...item, actions: ['PickUp'] })),
      total: 3,
      date: '2026-12-01',
    });
  });

  it('writes an empty list, and one without other fields', () => {
    expect(writtenList([], { total: 0 }).body.toString()).toBe('{"data":{"items":[],"total":0}}');
    expect(writtenList([[Buffer.from('1')]], {}).body.toString()).toBe('{"data":{"items":[1]}}');
  });

  it('writes an answer once in the body the mount sends, and keeps one written already as it is', () => {
    const written = WrittenJson.of({ name: 'Łódź' });
    expect(written.body.toString()).toBe('{"data":{"name":"Łódź"}}');
    expect(WrittenJson.of(written)).toBe(written);
  });

  it('gives kept bytes a memory of their own rather than a piece of a shared one', () => {
    const bytes = ownBytes('Café');
    expect(bytes.toString()).toBe('Café');
    expect(bytes.byteLength).toBe(5);
    expect(bytes.buffer.byteLength).toBe(5);
  });
});
