import type { contract, ResponseOf } from '@curbside/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeSession } from '../../testing/factories.ts';
import { loadCases } from '../../testing/loadCases.ts';
import { problemReply } from '../../testing/mockApi.ts';
import { mockSignedInApi } from '../../testing/openScreen.ts';
import { renderApp } from '../../testing/render.tsx';
import { pick } from '../../testing/select.ts';
import { expectSmtpSaves } from '../../testing/smtp.ts';

type Smtp = ResponseOf<typeof contract.appSettings.getSmtpSettings>;
const admin = () => makeSession({ rules: ['settings.manage'] });
type Credentials = ResponseOf<typeof contract.appSettings.getCredentialsList>;
const logOnly = (): Credentials => ({
  items: [
    { type: 'SMS', provider: 'log', active: true, settings: {}, secrets: {} },
    {
      type: 'SMS',
      provider: 'twilio',
      active: false,
      settings: { accountSid: null, fromNumber: null },
      secrets: { authToken: { isSet: false } },
    },
    {
      type: 'SMS',
      provider: 'vonage',
      active: false,
      settings: { apiKey: 'abcd1234', fromNumber: '+12125550001' },
      secrets: {
        apiSecret: { isSet: true },
        signatureSecret: { isSet: true },
      },
    },
  ],
});
const stored: Smtp = {
  configured: true,
  host: 'smtp.harbour.example',
  port: 587,
  secure: false,
  userName: 'mailer',
  password: { isSet: true },
  fromAddress: 'desk@harbour.example',
};

describe('SMTP details', () => {
  it('shows only that a password is kept, and keeps it when the box stays empty', async () => {
    const server = mockSignedInApi({
      'AppSettings/GetSmtpSettings': () => stored,
      'AppSettings/GetCredentialsList': logOnly,
      'AppSettings/UpdateAppSetting': () => ({ items: [] }),
    });
    const { user } = renderApp('/Subscription/SmtpDetails', { session: admin() });
    expect(await screen.findByLabelText('Server')).toHaveValue('smtp.harbour.example');
    expect(screen.getByText("E-mails go through your company's server.")).toBeInTheDocument();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveValue('');
    expect(
      screen.getByText(
        'A password is kept; leave empty to keep it. When you change the server, port or user name, type it again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/The password is sent only over an encrypted connection/)).toBeInTheDocument();

    await expectSmtpSaves(user, server, 'AppSettings/UpdateAppSetting', {
      host: 'smtp.harbour.example',
      fromAddress: 'front@harbour.example',
      password: 'new-secret-5678',
    });
  });

  it("checks the form with the contract's schema and shows the server's field errors", async () => {
    const server = mockSignedInApi({
      'AppSettings/GetSmtpSettings': () => ({
        ...stored,
        configured: false,
        host: null,
        userName: null,
        fromAddress: null,
        password: { isSet: false },
      }),
      'AppSettings/GetCredentialsList': logOnly,
      'AppSettings/UpdateAppSetting': () =>
        problemReply(400, 'VALIDATION_FAILED', {
          errors: [{ path: 'body.host', message: 'hostName', code: 'hostName' }],
        }),
    });
    const { user } = renderApp('/Subscription/SmtpDetails', { session: admin() });
    expect(await screen.findByText("E-mails go through the platform's server.")).toBeInTheDocument();
    expect(screen.getByText('No password is kept.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save SMTP details' }));
    const smtp = screen.getByRole('region', { name: 'E-mail (SMTP)' });
    expect((await within(smtp).findAllByText('Required')).length).toBeGreaterThan(0);
    expect(server.callsTo('AppSettings/UpdateAppSetting')).toHaveLength(0);

    await user.type(screen.getByLabelText('Server'), 'mail.harbour.example');
    await user.type(screen.getByLabelText('From address'), 'desk@harbour.example');
    await user.click(screen.getByRole('button', { name: 'Save SMTP details' }));
    expect(await screen.findByText('A host name, e.g. smtp.example.com')).toBeInTheDocument();
  });

  it('chooses Twilio with its credentials, shows the webhook addresses, and keeps stored Vonage secrets', async () => {
    const session = admin();
    const server = mockSignedInApi({
      'AppSettings/GetSmtpSettings': () => stored,
      'AppSettings/GetCredentialsList': logOnly,
      'AppSettings/UpdateAppSetting': () => logOnly(),
    });
    const { user } = renderApp('/Subscription/SmtpDetails', { session });
    const sms = await screen.findByRole('region', { name: 'Text messages' });
    expect(
      await within(sms).findByText('Texts are recorded in the server log and not sent.'),
    ).toBeInTheDocument();
    await pick(user, 'Provider', 'Twilio');
    await user.type(within(sms).getByLabelText('Account SID'), `AC${'0123456789abcdef'.repeat(2)}`);
    await user.type(within(sms).getByLabelText('Auth token'), 'token-1234');
    await user.type(within(sms).getByLabelText(/^Sending number/), '+12125550000');
    expect(within(sms).getByLabelText('Auth token')).toHaveAttribute('type', 'password');
    expect(within(sms).getByText(/SmsWebhook\/TwilioInbound\?companyId=/)).toHaveTextContent(
      session.company?.id ?? 'x',
    );
    await user.click(within(sms).getByRole('button', { name: 'Save provider' }));
    expect(await within(sms).findByText('The text message provider is saved.')).toBeInTheDocument();
    expect(server.callsTo('AppSettings/UpdateAppSetting')[0]?.body).toEqual({
      type: 'SMS',
      provider: 'twilio',
      twilioAccountSid: `AC${'0123456789abcdef'.repeat(2)}`,
      twilioAuthToken: 'token-1234',
      twilioFromNumber: '+12125550000',
      vonageApiKey: 'abcd1234',
      vonageFromNumber: '+12125550001',
    });

    await pick(user, 'Provider', 'Vonage');
    expect(within(sms).getAllByText('One is kept; leave empty to keep it.')).toHaveLength(2);
    expect(within(sms).getByLabelText('Signature secret')).toHaveValue('');
  });

  loadCases('/Subscription/SmtpDetails', {
    call: 'AppSettings/GetSmtpSettings',
    error: 'The SMTP details could not be loaded.',
    session: admin,
  });
});
