import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, problemReply } from '../../testing/mockApi.ts';
import { renderApp } from '../../testing/render.tsx';

describe('/auth/registerformik', () => {
  it('sends the sign-up with an empty honeypot and says a link is on its way', async () => {
    const server = mockApi({ 'Company/RegisterCompany': () => ({ queued: true }) });
    const { user } = renderApp('/auth/registerformik');
    const values: [RegExp, string][] = [
      [/^Company name/, 'Dune Camp'],
      [/^Your name/, 'Salma Haddad'],
      [/^E-mail/, 'salma@dunecamp.example'],
    ];
    await screen.findByLabelText(/^Company name/);
    for (const [label, value] of values) {
      await user.click(screen.getByLabelText(label));
      await user.paste(value);
    }
    expect(screen.getByLabelText('Leave this box empty')).toHaveAttribute('tabindex', '-1');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('salma@dunecamp.example')).toBeInTheDocument();
    expect(server.callsTo('Company/RegisterCompany')[0]?.body).toMatchObject({
      name: 'Dune Camp',
      administratorName: 'Salma Haddad',
      administratorEmail: 'salma@dunecamp.example',
      language: 'en',
      website: '',
    });
  });

  it('from the e-mailed link, checks the code and makes the company with the chosen password', async () => {
    const server = mockApi({
      'Company/VerifyCompanyRegistration': ({ body }) => ({
        valid: true,
        companyName: 'Dune Camp',
        created: Boolean(body?.newPassword),
      }),
    });
    const code = 'c'.repeat(43);
    const { user } = renderApp(`/auth/registerformik?email=salma%40dunecamp.example&code=${code}`);
    expect(await screen.findByText('Choose your password to open Dune Camp.')).toBeInTheDocument();
    await user.click(screen.getByLabelText(/^New password/, { selector: 'input' }));
    await user.paste('a-long-password');
    await user.click(screen.getByLabelText(/^Confirm the new password/, { selector: 'input' }));
    await user.paste('a-long-password');
    await user.click(screen.getByRole('button', { name: 'Create my company' }));
    expect(await screen.findByText(/Your company is ready/)).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('Company/VerifyCompanyRegistration')).toHaveLength(2));
    expect(server.callsTo('Company/VerifyCompanyRegistration')[1]?.body).toEqual({
      email: 'salma@dunecamp.example',
      code,
      newPassword: 'a-long-password',
    });
  });

  it('says when the link no longer works', async () => {
    mockApi({ 'Company/VerifyCompanyRegistration': () => problemReply(422, 'INVALID_CODE') });
    renderApp(`/auth/registerformik?email=a%40b.example&code=${'c'.repeat(43)}`);
    expect(await screen.findByRole('link', { name: 'Sign up again' })).toBeInTheDocument();
  });
});
