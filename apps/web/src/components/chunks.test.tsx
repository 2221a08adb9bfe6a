import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../app/AppRoutes.tsx';
import { AppProviders } from '../app/providers.tsx';
import { createQueryClient } from '../lib/query.ts';
import { mockApi } from '../testing/mockApi.ts';
import { renderWithProviders } from '../testing/render.tsx';
import { LazyScreen, screenChunk } from './chunks.tsx';

function ReportsScreen() {
  return <p>Reports loaded</p>;
}

function BrokenScreen(): React.JSX.Element {
  throw new Error('boom');
}

describe('screens loaded on demand', () => {
  it('shows "Loading chunk {n} failed" when a chunk fails, and Retry loads it again', async () => {
    mockApi({ 'Login/GetCurrentSession': () => null });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<{ default: () => React.JSX.Element }>>()
      .mockRejectedValueOnce(
        new TypeError('Failed to fetch dynamically imported module: /assets/Reports-1a2b.js'),
      )
      .mockResolvedValueOnce({ default: ReportsScreen });
    const reports = screenChunk('reports', load);
    const { user } = renderWithProviders(<LazyScreen screen={reports} />);

    expect(await screen.findByText('Loading chunk reports failed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Reports loaded')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('names a failed style sheet "Loading CSS chunk {n} failed"', async () => {
    mockApi({ 'Login/GetCurrentSession': () => null });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const styles = screenChunk('styles', () =>
      Promise.reject(new Error('Unable to preload CSS for /assets/x.css')),
    );
    renderWithProviders(<LazyScreen screen={styles} />);
    expect(await screen.findByText('Loading CSS chunk styles failed')).toBeInTheDocument();
  });

  it('lets other errors through to the route error boundary: "Unexpected Application Error!"', async () => {
    mockApi({ 'Login/GetCurrentSession': () => null });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = screenChunk('broken', async () => ({ default: BrokenScreen }));
    render(
      <AppProviders queryClient={createQueryClient({ retry: false })} forceColorScheme="light">
        <MemoryRouter>
          <AppRoutes table={[{ path: '/', element: <LazyScreen screen={broken} /> }]} />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
  });
});
