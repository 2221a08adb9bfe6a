import type { Collection, ItemOf, SessionInfo } from '@curbside/contract';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { companyMenu, makeSession } from './factories.ts';
import { fakeCollection } from './fakeCollection.ts';
import { type MockHandlers, problemReply } from './mockApi.ts';
import { mockSignedInApi } from './openScreen.ts';
import { renderApp } from './render.tsx';
import { retype, saveDialog } from './select.ts';

/** What the standard cases of a `CrudScreen` need to know of one screen (docs/how-to/add-a-resource.md). */
export interface CrudScreenCaseOptions<C extends Collection> {
  resource: C;
  /** The screen's path, which is also its menu code without the leading slash. */
  path: string;
  /** Rows the fake server starts with; the first is edited, and deleted when it is alone. */
  rows: readonly [ItemOf<C>, ...ItemOf<C>[]];
  /** The text a row shows in the table and the unique field holds; its `name` unless said otherwise. */
  nameOf?: (row: ItemOf<C>) => string;
  /** The field unique per company in any case, if any. */
  unique?: string;
  labels: { table: string; add: string; empty: string };
  /**
   * Fills the add form so that it is valid, with `name` in the unique field (replacing what is there); unless
   * said otherwise, types it into the field labelled Name.
   */
  fill?: (user: UserEvent, dialog: HTMLElement, name: string) => Promise<void>;
  /** Someone who may change the collection. */
  writer: () => SessionInfo;
  /** Other calls the screen makes (its form's choices). */
  handlers?: MockHandlers;
}

const typeName = (user: UserEvent, dialog: HTMLElement, name: string) => retype(user, dialog, 'Name', name);

/**
 * The cases every collection screen passes: its rows listed; an add refused on a duplicate in another case,
 * then saved and listed; an edit sent with the row's id; a delete leaving the empty state; read-only without
 * the write permission; the error state with a retry; the refusal of a role without the screen.
 */
export function crudScreenCases<C extends Collection>(options: CrudScreenCaseOptions<C>): void {
  const {
    resource,
    path,
    labels,
    nameOf = (row) => String((row as { name?: unknown }).name),
    fill = typeName,
  } = options;
  const serve = (rows: readonly ItemOf<C>[]) => {
    const fake = fakeCollection(resource, rows, options.unique ? { unique: options.unique } : {});
    const server = mockSignedInApi({ ...options.handlers, ...fake.handlers });
    return { fake, server };
  };
  const openTable = async (session: SessionInfo) => {
    const rendered = renderApp(path, { session });
    const table = await screen.findByRole('table', { name: labels.table });
    await within(table).findByText(nameOf(options.rows[0]));
    return { ...rendered, table };
  };

  it('lists its rows', async () => {
    serve(options.rows);
    const { table } = await openTable(options.writer());
    for (const row of options.rows) expect(within(table).getByText(nameOf(row))).toBeInTheDocument();
  });

  it('adds a row, refusing a duplicate on its field first', async () => {
    const { fake, server } = serve(options.rows);
    const { user, table } = await openTable(options.writer());
    await user.click(screen.getByRole('button', { name: labels.add }));
    const dialog = await screen.findByRole('dialog');
    if (options.unique) {
      await fill(user, dialog, nameOf(options.rows[0]).toUpperCase());
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await within(dialog).findByText('This value is taken already.')).toBeInTheDocument();
    }
    await fill(user, dialog, 'Zz added row');
    await saveDialog(user, dialog);
    expect(await within(table).findByText('Zz added row')).toBeInTheDocument();
    expect(fake.rows().map(nameOf)).toContain('Zz added row');
    expect(server.callsTo(resource.save.path as never).at(-1)?.body).not.toHaveProperty('id');
  });

  it('edits a row by its id', async () => {
    const { server } = serve(options.rows);
    const { user, table } = await openTable(options.writer());
    const row = within(table).getByText(nameOf(options.rows[0])).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    await saveDialog(user, dialog);
    const sent = server.callsTo(resource.save.path as never).at(-1)?.body as { id?: string } | undefined;
    expect(sent?.id).toBe((options.rows[0] as { id: string }).id);
  });

  it('deletes a row, and the empty state follows', async () => {
    const { fake } = serve([options.rows[0]]);
    window.confirm = () => true;
    const { user, table } = await openTable(options.writer());
    await user.click(within(table).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(labels.empty)).toBeInTheDocument();
    expect(fake.rows()).toEqual([]);
  });

  it('is read-only without the permission to change it', async () => {
    serve(options.rows);
    const { table } = await openTable(makeSession({ rules: [] }));
    expect(screen.queryByRole('button', { name: labels.add })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('shows an error with a retry, and refuses a role without the screen', async () => {
    mockSignedInApi({
      ...options.handlers,
      [resource.list.path]: () => problemReply(500, 'INTERNAL'),
    } as MockHandlers);
    const failed = renderApp(path, { session: options.writer() });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    failed.unmount();

    serve(options.rows);
    const code = path.slice(1);
    renderApp(path, { session: makeSession({ menu: companyMenu.filter((item) => item.code !== code) }) });
    expect(await screen.findByText(/Your role cannot open this screen/)).toBeInTheDocument();
  });
}
