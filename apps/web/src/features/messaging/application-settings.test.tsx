import type { platformSettingsEntries, ResponseOf } from '@curbside/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePlatformSession } from '../../testing/factories.ts';
import { mockApi } from '../../testing/mockApi.ts';
import { recordLogin } from '../../testing/openScreen.ts';
import { renderApp } from '../../testing/render.tsx';

type Global = ResponseOf<typeof platformSettingsEntries.getGlobalSetting>;
const stored = (smtpActive: boolean): Global => ({
  items: [
    { type: 'SMS', provider: 'log', active: true, settings: {}, secrets: {} },
    {
      type: 'SMTP',
      provider: 'smtp',
      active: smtpActive,
      settings: {
        host: 'mail.platform.example',
        port: 2525,
        secure: false,
        userName: null,
        fromAddress: 'no-reply@platform.example',
      },
      secrets: { password: { isSet: true } },
    },
  ],
});

describe('Application settings', () => {
  it("edits the platform's SMTP server in the shared section, keeping the stored password", async () => {
    const server = mockApi({
      'Login/InsertOrUpdateUserLoginHistory': recordLogin,
      'Company/GetGlobalSetting': () => stored(true),
      'Company/UpdateGlobalSetting': () => stored(true),
    });
    const { user } = renderApp('/SuperAdmin/ApplicationSettings', { session: makePlatformSession() });
    expect(await screen.findByLabelText('Server')).toHaveValue('mail.platform.example');
    expect(screen.getByLabelText('Port')).toHaveValue('2525');
    expect(screen.getByLabelText('User name')).toHaveValue('');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(
      screen.getByText(
        'A password is kept; leave empty to keep it. When you change the server, port or user name, type it again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('No text message provider')).toBeInTheDocument();
    expect(screen.queryByText('No mail server saved here')).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText('From address'));
    await user.type(screen.getByLabelText('From address'), 'desk@platform.example');
    await user.click(screen.getByRole('button', { name: 'Save SMTP details' }));
    expect(await screen.findByText('The SMTP details are saved.')).toBeInTheDocument();
    expect(server.callsTo('Company/UpdateGlobalSetting')[0]?.body).toEqual({
      type: 'SMTP',
      host: 'mail.platform.example',
      port: 2525,
      secure: false,
      userName: null,
      fromAddress: 'desk@platform.example',
    });
  });

  it('says plainly when no mail server is saved', async () => {
    mockApi({
      'Login/InsertOrUpdateUserLoginHistory': recordLogin,
      'Company/GetGlobalSetting': () => ({ items: [] }),
    });
    renderApp('/SuperAdmin/ApplicationSettings', { session: makePlatformSession() });
    expect(await screen.findByText('No mail server saved here')).toBeInTheDocument();
    expect(await screen.findByLabelText('Server')).toHaveValue('');
    expect(screen.getByText('No password is kept.')).toBeInTheDocument();
  });
});
