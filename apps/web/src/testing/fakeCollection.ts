import { type Collection, type ItemOf, removeKeyOf } from '@curbside/contract';
import { type MockHandler, type MockHandlers, problemReply } from './mockApi.ts';

type Row = Record<string, unknown> & { id: string };

export interface FakeCollection<C extends Collection> {
  /** Handlers of the collection's three entries, to spread into `mockApi({...})`. */
  handlers: MockHandlers;
  /** The rows as the fake server holds them now. */
  rows: () => ItemOf<C>[];
}

let counter = 0;
const newId = () => {
  counter += 1;
  return `00000000-0000-4000-9000-${String(counter).padStart(12, '0')}`;
};

/**
 * A stateful fake of one collection's calls, built from its definition: the list pages, searches, sorts and
 * filters what the saves added and the deletes left, so a screen test adds, finds and deletes without
 * answering each call by hand. Saves are checked with the contract's own input schema; `unique` names the
 * field a duplicate (in any case) is refused on with 409 DUPLICATE, as the server does.
 */
export function fakeCollection<C extends Collection>(
  resource: C,
  initial: readonly ItemOf<C>[],
  options: { unique?: string; toRow?: (input: Record<string, unknown>, id: string) => ItemOf<C> } = {},
): FakeCollection<C> {
  let rows: Row[] = initial.map((row) => ({ ...(row as Row) }));
  const filterKeys = Object.keys(resource.spec.list.filters ?? {});

  const list: MockHandler<C['list']> = (request) => {
    const raw = (resource.list.method === 'GET' ? request.query : (request.body ?? {})) as Record<
      string,
      unknown
    >;
    const input =
      resource.list.method === 'GET' ? resource.list.query.parse(raw) : resource.list.body.parse(raw);
    const query = (input ?? {}) as Record<string, unknown> & {
      page: number;
      pageSize: number;
      search?: string;
      sort: string;
      direction: 'asc' | 'desc';
    };
    const needle = query.search?.toLocaleLowerCase();
    const matching = rows
      .filter((row) => filterKeys.every((key) => query[key] === undefined || row[key] === query[key]))
      .filter(
        (row) =>
          !needle ||
          Object.values(row).some(
            (value) => typeof value === 'string' && value.toLocaleLowerCase().includes(needle),
          ),
      )
      .sort((a, b) => {
        const order = String(a[query.sort] ?? '').localeCompare(String(b[query.sort] ?? ''));
        return query.direction === 'desc' ? -order : order;
      });
    const start = (query.page - 1) * query.pageSize;
    return {
      items: matching.slice(start, start + query.pageSize),
      total: matching.length,
      page: query.page,
      pageSize: query.pageSize,
    } as ReturnType<MockHandler<C['list']>>;
  };

  const save: MockHandler<C['save']> = (request) => {
    const parsed = resource.save.body.safeParse(request.body);
    if (!parsed.success) return problemReply(400, 'VALIDATION_FAILED');
    const input = parsed.data as Record<string, unknown> & { id?: string };
    const id = input.id ?? newId();
    const field = options.unique;
    const taken =
      field &&
      rows.some(
        (row) =>
          row.id !== id &&
          String(row[field]).toLocaleLowerCase() === String(input[field]).toLocaleLowerCase(),
      );
    if (taken) {
      return problemReply(409, 'DUPLICATE', {
        params: { field },
        errors: [{ path: `body.${field}`, code: 'duplicate', message: 'This value is taken already.' }],
      });
    }
    if (input.id && !rows.some((row) => row.id === input.id)) return problemReply(404, 'NOT_FOUND');
    const row = (options.toRow ? options.toRow(input, id) : { ...input, id }) as Row;
    rows = input.id ? rows.map((old) => (old.id === id ? row : old)) : [...rows, row];
    return row as ReturnType<MockHandler<C['save']>>;
  };

  const remove: MockHandler<C['remove']> = (request) => {
    const id = (request.body as Record<string, string> | undefined)?.[removeKeyOf(resource)];
    if (!rows.some((row) => row.id === id)) return problemReply(404, 'NOT_FOUND');
    rows = rows.filter((row) => row.id !== id);
    return { id, deleted: true } as ReturnType<MockHandler<C['remove']>>;
  };

  return {
    handlers: {
      [resource.list.path]: list,
      [resource.save.path]: save,
      [resource.remove.path]: remove,
    } as MockHandlers,
    rows: () => rows as ItemOf<C>[],
  };
}
