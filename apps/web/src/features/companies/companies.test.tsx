import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCompanyAccount, makePlatformSession, makeSession } from '../../testing/factories.ts';
import { mockApi, problemReply } from '../../testing/mockApi.ts';
import { mockSignedInApi } from '../../testing/openScreen.ts';
import { renderApp } from '../../testing/render.tsx';
import { pick } from '../../testing/select.ts';

const created = {
  companyId: '00000000-0000-4000-8000-000000000101',
  administratorId: '00000000-0000-4000-8000-000000000102',
};

/** Pastes each value into its box (typing character by character is slow and proves nothing more here). */
async function fillCompany(user: ReturnType<typeof renderApp>['user'], email: string) {
  const values: [RegExp, string][] = [
    [/^Company name/, 'Seaside Inn'],
    [/^Administrator's name/, 'Inês Costa'],
    [/^Administrator's e-mail address/, email],
  ];
  await screen.findByLabelText(/^Company name/);
  for (const [label, value] of values) {
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
  }
}

describe('/SuperAdmin/CreateNewAccount', () => {
  it('creates the company and says where the password link went', async () => {
    const server = mockApi({ 'Company/CreateCompany': () => created });
    const { user } = renderApp('/SuperAdmin/CreateNewAccount', { session: makePlatformSession() });
    await fillCompany(user, 'ines@seaside.example');
    await user.click(screen.getByRole('button', { name: 'Create the company' }));
    expect(await screen.findByText('Seaside Inn is ready')).toBeInTheDocument();
    expect(screen.getByText('ines@seaside.example')).toBeInTheDocument();
    expect(server.callsTo('Company/CreateCompany')[0]?.body).toEqual({
      name: 'Seaside Inn',
      timeZone: 'America/New_York',
      currency: 'USD',
      country: 'US',
      administratorName: 'Inês Costa',
      administratorEmail: 'ines@seaside.example',
      language: 'en',
    });
    expect(screen.getByRole('button', { name: 'Create another company' })).toBeInTheDocument();
  });

  it("suggests the country's currency and time zone until they are chosen by hand", async () => {
    const server = mockApi({ 'Company/CreateCompany': () => created });
    const { user } = renderApp('/SuperAdmin/CreateNewAccount', { session: makePlatformSession() });
    await fillCompany(user, 'ines@seaside.example');
    await pick(user, 'Country', 'United Arab Emirates');
    expect(screen.getByLabelText(/^Currency/)).toHaveValue('AED');
    // A currency typed by hand stays when the country changes again; the time zone, never chosen, follows.
    await user.clear(screen.getByLabelText(/^Currency/));
    await user.paste('USD');
    await pick(user, 'Country', 'Jordan');
    await user.click(screen.getByRole('button', { name: 'Create the company' }));
    await screen.findByText('Seaside Inn is ready');
    expect(server.callsTo('Company/CreateCompany')[0]?.body).toMatchObject({
      country: 'JO',
      currency: 'USD',
      timeZone: 'Asia/Amman',
    });
  });

  it('checks the form before sending and puts a taken e-mail on its field', async () => {
    const server = mockApi({
      'Company/CreateCompany': () =>
        problemReply(409, 'DUPLICATE', {
          params: { field: 'administratorEmail' },
          errors: [{ path: 'body.administratorEmail', code: 'duplicate', message: 'taken' }],
        }),
    });
    const { user } = renderApp('/SuperAdmin/CreateNewAccount', { session: makePlatformSession() });
    await user.click(await screen.findByRole('button', { name: 'Create the company' }));
    expect(await screen.findAllByText('Required')).not.toHaveLength(0);
    expect(server.callsTo('Company/CreateCompany')).toHaveLength(0);
    await fillCompany(user, 'admin@harborview.example');
    await user.click(screen.getByRole('button', { name: 'Create the company' }));
    expect(await screen.findByText('This value is taken already.')).toBeInTheDocument();
  });

  it('is not a company screen', async () => {
    mockSignedInApi();
    renderApp('/SuperAdmin/CreateNewAccount', { session: makeSession() });
    await waitFor(() => expect(window.location.pathname).not.toBe('/SuperAdmin/CreateNewAccount'));
  });
});

describe('/SuperAdmin/CompaniesReports', () => {
  it('lists the companies with their activity and filters by status on the server', async () => {
    const server = mockApi({
      'Company/GetAllMyAccounts': ({ body }) => {
        const items = [
          makeCompanyAccount(1),
          makeCompanyAccount(2, { status: 'inactive', administratorEmail: null }),
        ].filter((row) => !body?.status || row.status === body.status);
        return { items, total: items.length, page: 1, pageSize: 25 };
      },
    });
    const { user } = renderApp('/SuperAdmin/CompaniesReports', { session: makePlatformSession() });
    const row = (await screen.findByText('Hotel 1')).closest('tr');
    expect(row).not.toBeNull();
    expect(within(row as HTMLElement).getByText('admin1@hotel.example')).toBeInTheDocument();
    expect(within(row as HTMLElement).getByText('40')).toBeInTheDocument();
    expect(screen.getByText('None')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Inactive' }));
    await waitFor(() => expect(screen.queryByText('Hotel 1')).toBeNull());
    expect(server.callsTo('Company/GetAllMyAccounts').at(-1)?.body).toMatchObject({ status: 'inactive' });
  });

  it('shows the empty and the error states', async () => {
    mockApi({ 'Company/GetAllMyAccounts': () => ({ items: [], total: 0, page: 1, pageSize: 25 }) });
    renderApp('/SuperAdmin/CompaniesReports', { session: makePlatformSession() });
    expect(await screen.findByText('No companies match')).toBeInTheDocument();
  });

  it('shows a failure with a retry', async () => {
    mockApi({ 'Company/GetAllMyAccounts': () => problemReply(500, 'INTERNAL') });
    renderApp('/SuperAdmin/CompaniesReports', { session: makePlatformSession() });
    expect(await screen.findByRole('button', { name: /Try again|Retry/ })).toBeInTheDocument();
  });
});
