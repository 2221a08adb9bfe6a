import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePlatformSession } from '../../testing/factories.ts';
import { openScreen } from '../../testing/openScreen.ts';

const empty = { items: [], total: 0, page: 1, pageSize: 25 };

describe('/SuperAdmin/Package', () => {
  it('adds a package with every feature but one, its limits left empty as no limit', async () => {
    const { server, user } = openScreen(
      '/SuperAdmin/Package',
      {
        'Company/GetAllPackages': () => empty,
        'Company/AddOrEditPackage': () => ({
          id: '00000000-0000-4000-8000-000000000501',
          name: 'All but parking',
          monthlyPriceCents: 0,
          features: ['transport'],
          maxStaffUsers: null,
          maxKiosks: null,
          messageQuota: 0,
          active: true,
        }),
      },
      { session: makePlatformSession() },
    );
    await user.click(await screen.findByRole('button', { name: 'Add package' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Name'), 'All but parking');
    await user.click(within(dialog).getByRole('textbox', { name: 'Features' }));
    await user.click(await screen.findByRole('option', { name: 'Parking', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.callsTo('Company/AddOrEditPackage')).toHaveLength(1));
    expect(server.callsTo('Company/AddOrEditPackage')[0]?.body).toEqual({
      name: 'All but parking',
      monthlyPriceCents: 0,
      features: ['transport', 'waitlist', 'kiosk', 'feedback', 'messaging', 'reports'],
      maxStaffUsers: null,
      maxKiosks: null,
      messageQuota: 0,
      active: true,
    });
  });
});
