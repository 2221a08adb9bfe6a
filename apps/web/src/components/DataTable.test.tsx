import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSession } from '../testing/factories.ts';
import { renderWithProviders } from '../testing/render.tsx';
import { DataTable } from './DataTable.tsx';

interface Row {
  id: string;
  name: string;
  status: string;
}

const LONG_NAME = `Harbor View Hotel ${'Grand Ballroom and Conference Centre '.repeat(3)}`.slice(0, 120);
const rows: Row[] = [
  { id: '1', name: LONG_NAME, status: 'Active' },
  { id: '2', name: 'Pier 4', status: 'Inactive' },
];

// jsdom lays nothing out: an element is as wide as its text at 7 px a character, in a 320 px cell.
const CHARACTER = 7;
const CELL = 320;
const saved = {
  scroll: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollWidth'),
  client: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth'),
};
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'scrollWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return (this.textContent ?? '').length * CHARACTER;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return Math.min(CELL, (this.textContent ?? '').length * CHARACTER);
    },
  });
});
afterAll(() => {
  if (saved.scroll) Object.defineProperty(HTMLElement.prototype, 'scrollWidth', saved.scroll);
  if (saved.client) Object.defineProperty(HTMLElement.prototype, 'clientWidth', saved.client);
});

function show(language: 'en' | 'ar' = 'en') {
  return renderWithProviders(
    <DataTable<Row>
      caption="Places"
      emptyTitle="No places"
      columns={[
        { key: 'name', header: 'Name', render: (row) => row.name },
        { key: 'status', header: 'Status', render: (row) => row.status },
      ]}
      rows={rows}
      rowKey={(row) => row.id}
      total={rows.length}
      page={1}
      pageSize={10}
      onPageChange={() => undefined}
      loading={false}
    />,
    { session: makeSession(), language },
  );
}

describe('DataTable text cells', () => {
  it('cuts a 120-character name to one bounded line and shows it whole on focus', async () => {
    const { user } = show();
    const table = await screen.findByRole('table', { name: 'Places' });
    const long = within(table).getByText(LONG_NAME);
    expect(long).toHaveAttribute('data-truncate', 'end');
    expect(long).toHaveAttribute('data-truncated', 'true');
    // The other columns keep their place: the status is a cell of its own, on the same row.
    expect(within(long.closest('tr') as HTMLElement).getByText('Active')).toBeInTheDocument();

    // The cut name is reachable by keyboard (the short ones are not: nothing is hidden in them), after the
    // table's scroll region, which takes focus so a keyboard can scroll it.
    expect(within(table).getByText('Pier 4')).not.toHaveAttribute('tabindex');
    await user.tab();
    expect(screen.getByRole('region', { name: 'Places' })).toHaveFocus();
    await user.tab();
    expect(long).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(LONG_NAME);
  });

  it('isolates each text so a Latin name in Arabic is cut at its own end', async () => {
    show('ar');
    const table = await screen.findByRole('table');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(within(table).getByText(LONG_NAME)).toHaveAttribute('dir', 'auto');
    expect(within(table).getByText('Pier 4')).toHaveAttribute('dir', 'auto');
  });
});
