import { companyBillingAddress, companySettings, type contract, type ResponseOf } from '@curbside/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeSession } from '../../testing/factories.ts';
import { fakeSettings } from '../../testing/fakeSettings.ts';
import { mockSignedInApi } from '../../testing/openScreen.ts';
import { renderApp } from '../../testing/render.tsx';
import { pick } from '../../testing/select.ts';

type Profile = ResponseOf<typeof contract.company.getCompanyProfile>;

const profile: Profile = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Harbour View Hotel',
  timeZone: 'Asia/Dubai',
  currency: 'AED',
  country: 'AE',
  clock: '12',
  chosenClock: null,
  logoUrl: null,
};

const company = () => ({
  'Company/GetCompanyProfile': () => profile,
  'Company/GetTimeZoneList': () => ({
    items: [
      { id: 'Europe/Paris', offset: '+01:00', offsetMinutes: 60 },
      { id: 'Asia/Dubai', offset: '+04:00', offsetMinutes: 240 },
    ],
  }),
  'Company/GetAccountCurrentDateTime': () => ({
    timeZone: 'Asia/Dubai',
    now: '2026-03-02T10:05:00.000Z',
    date: '2026-03-02',
    time: '14:05',
    offset: '+04:00',
  }),
  'Company/GetSupportAccess': () => ({ grant: null }),
  ...fakeSettings(companySettings).handlers,
});

const fail = (): never => {
  throw new Error('no list of zones');
};

describe('Company profile', () => {
  it("saves the company's time zone, country and clock, choosing the country's clock by default", async () => {
    const server = mockSignedInApi({
      ...company(),
      ...fakeSettings(companyBillingAddress).handlers,
      'Company/UpdateCompanyProfile': () => ({ ...profile, country: 'FR', clock: '24', chosenClock: '24' }),
    });
    const { user } = renderApp('/Subscription/MyCompany', {
      session: makeSession({ rules: ['settings.manage'] }),
    });
    expect(await screen.findByTestId('company-now')).toHaveTextContent(
      '14:05 (Gulf Standard Time – Dubai, UTC+04:00)',
    );
    const section = await screen.findByRole('region', { name: 'Time zone, clock and phones' });
    // Found by its IANA id; named as people read it.
    const zone = within(section).getByRole('textbox', { name: 'Time zone' });
    await waitFor(() => expect(zone).toHaveValue('(UTC+04:00) Gulf Standard Time – Dubai'));
    await user.clear(zone);
    await user.type(zone, 'europe/par');
    const zones = await waitFor(
      () => document.getElementById(zone.getAttribute('aria-controls') ?? '') ?? fail(),
    );
    await waitFor(() => expect(within(zones).getAllByRole('option', { hidden: true })).toHaveLength(1));
    await pick(user, 'Time zone', '(UTC+01:00) Central European Time – Paris', section);
    await pick(user, 'Country', 'France', section);
    await pick(user, 'Clock', '24-hour (14:05)', section);
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.callsTo('Company/UpdateCompanyProfile').at(-1)?.body).toEqual({
        timeZone: 'Europe/Paris',
        country: 'FR',
        clock: '24',
      }),
    );
  });

  it('saves the billing address whole, refusing a missing address line first', async () => {
    const billing = fakeSettings(companyBillingAddress);
    mockSignedInApi({ ...company(), ...billing.handlers });
    const { user } = renderApp('/Subscription/MyCompany', {
      session: makeSession({ rules: ['settings.manage'] }),
    });
    const section = await screen.findByRole('region', { name: 'Billing address' });
    await user.type(await within(section).findByLabelText('Legal name'), 'Harbour View LLC');
    await user.type(within(section).getByLabelText('City'), 'Dubai');
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    expect(await within(section).findByText('Required')).toBeInTheDocument();
    expect(billing.row()).toBeNull();
    await user.type(within(section).getByLabelText('Address'), '1 Creek Road');
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(billing.row()).toMatchObject({
        legalName: 'Harbour View LLC',
        line1: '1 Creek Road',
        city: 'Dubai',
      }),
    );
  });

  it('is read-only without settings.manage, the logo shown without an upload', async () => {
    mockSignedInApi({
      ...company(),
      ...fakeSettings(companyBillingAddress).handlers,
      'Company/GetCompanyProfile': () => ({ ...profile, logoUrl: '/api/Files/abc' }),
    });
    renderApp('/Subscription/MyCompany', { session: makeSession({ rules: [] }) });
    expect(await screen.findByRole('img', { name: 'The company logo' })).toHaveAttribute(
      'src',
      '/api/Files/abc',
    );
    expect(screen.queryByRole('button', { name: 'Upload logo' })).toBeNull();
    await waitFor(() => expect(screen.queryAllByRole('button', { name: 'Save' })).toHaveLength(0));
  });

  it('lets support read the data for the hours chosen, and ends it at once (ADR 116)', async () => {
    let grant: ResponseOf<typeof contract.company.getSupportAccess>['grant'] = null;
    const server = mockSignedInApi({
      ...company(),
      ...fakeSettings(companyBillingAddress).handlers,
      'Company/GetSupportAccess': () => ({ grant }),
      'Company/GrantSupportAccess': () => {
        grant = {
          id: '00000000-0000-4000-8000-000000000009',
          grantedAt: '2026-03-02T10:00:00.000Z',
          expiresAt: '2026-03-02T14:00:00.000Z',
          grantedBy: 'Dana Driver',
        };
        return grant;
      },
      'Company/RevokeSupportAccess': () => {
        grant = null;
        return { revoked: true };
      },
    });
    const { user } = renderApp('/Subscription/MyCompany', {
      session: makeSession({ rules: ['settings.manage'] }),
    });
    const section = await screen.findByRole('region', { name: 'Support access' });
    expect(await within(section).findByText('Curbside support cannot see your data.')).toBeInTheDocument();
    const hours = within(section).getByLabelText('For how many hours');
    await user.clear(hours);
    await user.type(hours, '4');
    await user.click(
      within(section).getByRole('button', { name: 'Allow Curbside support to view your data' }),
    );
    await waitFor(() =>
      expect(server.callsTo('Company/GrantSupportAccess').at(-1)?.body).toEqual({ hours: 4 }),
    );
    expect(await within(section).findByTestId('support-state')).toHaveTextContent('(allowed by Dana Driver)');
    await user.click(within(section).getByRole('button', { name: 'End support access now' }));
    expect(await within(section).findByText('Curbside support cannot see your data.')).toBeInTheDocument();
  });
});
