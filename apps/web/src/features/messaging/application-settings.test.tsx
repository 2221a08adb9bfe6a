import type { platformSettingsEntries, ResponseOf } from '@curbside/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePlatformSession } from '../../testing/factories.ts';
import { problemReply } from '../../testing/mockApi.ts';
import { openScreen } from '../../testing/openScreen.ts';
import { pick } from '../../testing/select.ts';
import { expectSmtpSaves } from '../../testing/smtp.ts';

type Global = ResponseOf<typeof platformSettingsEntries.getGlobalSetting>;

const sms = (active: 'log' | 'twilio'): Global['items'] => [
  { type: 'SMS', provider: 'log', active: active === 'log', settings: {}, secrets: {} },
  {
    type: 'SMS',
    provider: 'twilio',
    active: active === 'twilio',
    settings: { accountSid: `AC${'0'.repeat(32)}`, fromNumber: '+12125550100' },
    secrets: { authToken: { isSet: true } },
  },
  {
    type: 'SMS',
    provider: 'vonage',
    active: false,
    settings: { apiKey: null, fromNumber: null },
    secrets: { apiSecret: { isSet: false }, signatureSecret: { isSet: false } },
  },
];
const smtp = (saved: boolean): Global['items'][number] => ({
  type: 'SMTP',
  provider: 'smtp',
  active: saved,
  settings: saved
    ? {
        host: 'smtp.curbside.example',
        port: 587,
        secure: false,
        userName: 'mailer',
        fromAddress: 'no-reply@curbside.example',
      }
    : { host: null, port: null, secure: false, userName: null, fromAddress: null },
  secrets: { password: { isSet: saved } },
});
const nothingSet = (): Global => ({ items: [...sms('log'), smtp(false)] });
const allSet = (): Global => ({ items: [...sms('twilio'), smtp(true)] });

const open = (handlers: Parameters<typeof openScreen>[1], language?: 'ar') =>
  openScreen('/SuperAdmin/ApplicationSettings', handlers, {
    session: makePlatformSession(),
    ...(language ? { language } : {}),
  });

describe('/SuperAdmin/ApplicationSettings', () => {
  it("loads the platform's settings: what is set, and that a password is kept, never the password", async () => {
    open({ 'Company/GetGlobalSetting': allSet });
    expect(await screen.findByLabelText('Server')).toHaveValue('smtp.curbside.example');
    expect(screen.getByLabelText('From address')).toHaveValue('no-reply@curbside.example');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByText(/A password is kept; leave empty to keep it/)).toBeInTheDocument();
    const texts = screen.getByRole('region', { name: 'Text messages' });
    expect(await within(texts).findByLabelText('Account SID')).toHaveValue(`AC${'0'.repeat(32)}`);
    expect(within(texts).getByLabelText('Auth token')).toHaveValue('');
    expect(within(texts).getByText('One is kept; leave empty to keep it.')).toBeInTheDocument();
    // With a real provider and a saved server, no warning.
    expect(screen.queryByText('No text message provider')).not.toBeInTheDocument();
    expect(screen.queryByText('No mail server saved here')).not.toBeInTheDocument();
  });

  it('says plainly when texts are only logged and e-mails have no server', async () => {
    open({ 'Company/GetGlobalSetting': nothingSet });
    expect(await screen.findByText('No text message provider')).toBeInTheDocument();
    expect(screen.getByText('No mail server saved here')).toBeInTheDocument();
    // Said in the person's words: no setting's internal name.
    expect(screen.getByText(/through the mail server set where Curbside is installed/)).not.toHaveTextContent(
      'SMTP_URL',
    );
  });

  it('saves the SMTP details, keeping the password when its box stays empty, then a new one', async () => {
    const { server, user } = open({
      'Company/GetGlobalSetting': allSet,
      'Company/UpdateGlobalSetting': allSet,
    });
    await screen.findByLabelText('From address');
    await expectSmtpSaves(user, server, 'Company/UpdateGlobalSetting', {
      host: 'smtp.curbside.example',
      fromAddress: 'desk@curbside.example',
      password: 'fresh-secret-2026',
    });
  });

  it('chooses the SMS provider and saves it without the secrets left empty', async () => {
    const { server, user } = open({
      'Company/GetGlobalSetting': nothingSet,
      'Company/UpdateGlobalSetting': allSet,
    });
    const texts = await screen.findByRole('region', { name: 'Text messages' });
    await within(texts).findByLabelText('Provider');
    await pick(user, 'Provider', 'Twilio');
    await user.click(within(texts).getByRole('button', { name: 'Save provider' }));
    expect(await within(texts).findByText('The text message provider is saved.')).toBeInTheDocument();
    expect(server.callsTo('Company/UpdateGlobalSetting')[0]?.body).toEqual({
      type: 'SMS',
      provider: 'twilio',
      twilioAccountSid: `AC${'0'.repeat(32)}`,
      twilioFromNumber: '+12125550100',
      vonageApiKey: null,
      vonageFromNumber: null,
    });
  });

  it("shows the server's field errors beside their fields, in Arabic", async () => {
    const { server, user } = open(
      {
        'Company/GetGlobalSetting': allSet,
        'Company/UpdateGlobalSetting': () =>
          problemReply(400, 'VALIDATION_FAILED', {
            errors: [{ path: 'body.host', message: 'A private address', code: 'publicHostOnly' }],
          }),
      },
      'ar',
    );
    const host = await screen.findByDisplayValue('smtp.curbside.example');
    await user.clear(host);
    await user.type(host, 'mail.internal.example');
    const mail = screen.getByRole('region', { name: 'البريد الإلكتروني (SMTP)' });
    await user.click(within(mail).getByRole('button', { name: 'حفظ إعدادات SMTP' }));
    await waitFor(() => expect(server.callsTo('Company/UpdateGlobalSetting')).toHaveLength(1));
    // The server's check (a public address), which the form cannot make, is worded beside the field.
    expect(await screen.findByText('خادم بريد على الإنترنت (ليس عنوانًا محليًا أو خاصًا)')).toBeInTheDocument();
    expect(host).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('تم حفظ إعدادات SMTP.')).not.toBeInTheDocument();
  });

  it('says when the settings cannot be loaded', async () => {
    open({ 'Company/GetGlobalSetting': () => problemReply(500, 'INTERNAL') });
    expect(await screen.findByText('The SMTP details could not be loaded.')).toBeInTheDocument();
    expect(await screen.findByText('The text message provider could not be loaded.')).toBeInTheDocument();
  });
});
