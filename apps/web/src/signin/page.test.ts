import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { COLOR_SCHEME_STORAGE_KEY } from '../lib/colorScheme.ts';
import { setLanguage } from '../lib/i18n.ts';
import { mockApi } from '../testing/mockApi.ts';
import { startSignInPage } from './page.ts';

function host(): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  return container;
}

afterEach(async () => {
  document.body.replaceChildren();
  await setLanguage('en');
});

describe('the sign-in page without the application', () => {
  it('shows the frame and the form, and asks for both fields', async () => {
    mockApi({ 'Login/GetCurrentSession': () => null });
    await startSignInPage(host());
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/auth/recoverpwd',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText(/^E-mail/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('Required');
  });

  it('keeps the colour scheme where the application reads it', async () => {
    mockApi({ 'Login/GetCurrentSession': () => null });
    await startSignInPage(host());
    await userEvent.click(screen.getByRole('button', { name: 'Colour scheme' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Dark' }));
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');
    expect(localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('dark');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('switches to Arabic, right to left', async () => {
    mockApi({ 'Login/GetCurrentSession': () => null });
    await startSignInPage(host());
    await userEvent.click(screen.getByText('العربية'));
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(screen.getByRole('heading', { name: 'تسجيل الدخول' })).toBeInTheDocument();
  });
});
