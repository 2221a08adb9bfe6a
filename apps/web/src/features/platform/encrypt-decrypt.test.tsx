import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePlatformSession } from '../../testing/factories.ts';
import { mockApi } from '../../testing/mockApi.ts';
import { renderApp } from '../../testing/render.tsx';

describe('/EncryptDecrypt', () => {
  it('sends the value in the body, never in the address, and shows the result', async () => {
    const server = mockApi({
      'Login/EncryptDecryptPassword': ({ body }) => ({ value: `sealed:${body?.commandType}` }),
    });
    const { user } = renderApp('/EncryptDecrypt', { session: makePlatformSession() });
    expect(
      await screen.findByText(/decrypts only values encrypted here\. Companies’ stored passwords/),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Value/ }), 's3cret value');
    await user.click(screen.getByRole('button', { name: 'Encrypt' }));
    expect(await screen.findByTestId('encrypt-result')).toHaveTextContent('sealed:ENCRYPT');
    await user.click(screen.getByRole('button', { name: 'Decrypt' }));
    await waitFor(() => expect(server.callsTo('Login/EncryptDecryptPassword')).toHaveLength(2));
    const [encrypt, decrypt] = server.callsTo('Login/EncryptDecryptPassword');
    expect(encrypt?.url.search).toBe('');
    expect(encrypt?.body).toEqual({ password: 's3cret value', commandType: 'ENCRYPT' });
    expect(decrypt?.url.search).toBe('');
    expect(decrypt?.body).toEqual({ password: 's3cret value', commandType: 'DECRYPT' });
  });
});
