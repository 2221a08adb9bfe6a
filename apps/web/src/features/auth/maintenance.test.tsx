import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, problemReply } from '../../testing/mockApi.ts';
import { renderApp } from '../../testing/render.tsx';

describe('maintenance page', () => {
  it('says the console is down while the server is not ready, without saying it is back', async () => {
    mockApi({ 'System/Ready': () => problemReply(503, 'NOT_READY') });
    renderApp('/auth/maintanance');

    expect(await screen.findByRole('heading', { name: 'Down for maintenance' })).toBeInTheDocument();
    expect(
      screen.getByText('Curbside is being updated. This page checks again every 10 seconds.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Curbside is back|maintenance is over/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to sign in' })).not.toBeInTheDocument();
  });

  it('says the console is back, in its title and its notice alike, once the server is ready', async () => {
    mockApi({ 'System/Ready': () => ({ status: 'ready' as const }) });
    renderApp('/auth/maintanance');

    expect(await screen.findByRole('heading', { name: 'Curbside is back' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('The maintenance is over. Sign in to continue.');
    expect(screen.queryByText('Down for maintenance')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/auth/login');
  });

  it('is coherent in Arabic too', async () => {
    mockApi({ 'System/Ready': () => ({ status: 'ready' as const }) });
    renderApp('/auth/maintanance', { language: 'ar' });

    expect(await screen.findByRole('heading', { name: 'عاد كيربسايد للعمل' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('انتهت الصيانة. سجّل الدخول للمتابعة.');
    expect(screen.queryByText('متوقف للصيانة')).not.toBeInTheDocument();
  });
});
