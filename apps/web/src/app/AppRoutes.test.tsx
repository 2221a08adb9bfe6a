import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useNavigate } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../lib/query.ts';
import { mockApi } from '../testing/mockApi.ts';
import { AppRoutes } from './AppRoutes.tsx';
import { AppProviders } from './providers.tsx';

function BrokenScreen(): React.JSX.Element {
  throw new Error('boom');
}

/** Stands for any way of leaving the broken screen without a page load (the menu, the browser's back button). */
function GoElsewhere() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate('/other')}>
      Elsewhere
    </button>
  );
}

describe('the route table', () => {
  it('shows the fallback screen for an error a screen throws, and the next address clears it', async () => {
    mockApi({ 'Login/GetCurrentSession': () => null });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    render(
      <AppProviders queryClient={createQueryClient({ retry: false })} forceColorScheme="light">
        <MemoryRouter>
          <GoElsewhere />
          <AppRoutes
            table={[
              { path: '/', element: <BrokenScreen /> },
              { path: '/other', element: <p>Another screen</p> },
            ]}
          />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(await screen.findByText('Another screen')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Unexpected Application Error!' })).not.toBeInTheDocument();
  });
});
