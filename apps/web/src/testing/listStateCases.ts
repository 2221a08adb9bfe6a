import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { problemReply } from './mockApi.ts';
import { openScreen } from './openScreen.ts';

/** The standard cases of a list screen besides its rows: no rows (its empty text) and a server error with a retry. */
export function listStateCases({ path, call, emptyText }: { path: string; call: string; emptyText: string }) {
  it('shows the empty state', async () => {
    openScreen(path, { [call]: () => ({ items: [] }) });
    expect(await screen.findByText(emptyText)).toBeInTheDocument();
  });

  it('shows an error answer with a retry', async () => {
    openScreen(path, { [call]: () => problemReply(500, 'INTERNAL', { detail: 'Database down' }) });
    expect(await screen.findByText('Something went wrong on the server. Try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
}
