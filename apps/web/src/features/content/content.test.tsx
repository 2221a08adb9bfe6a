import { advertisements, companyIcons } from '@curbside/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { crudScreenCases } from '../../testing/crudScreenCases.tsx';
import { makeSession } from '../../testing/factories.ts';
import { fakeCollection } from '../../testing/fakeCollection.ts';
import { mockSignedInApi } from '../../testing/openScreen.ts';
import { renderApp } from '../../testing/render.tsx';
import { retype } from '../../testing/select.ts';

const sha = (c: string) => c.repeat(64);
const icon = (n: number, name: string) => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  name,
  imageSha256: sha(String(n)),
  active: true,
});

const kept = () => ({ sha256: sha('f'), mimeType: 'image/png', size: 100, url: `/api/Files/${sha('f')}` });
const png = () =>
  new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'gym.png', { type: 'image/png' });

describe('/Settings/IconList', () => {
  crudScreenCases({
    resource: companyIcons,
    path: '/Settings/IconList',
    rows: [icon(1, 'Spa'), icon(2, 'Pool')],
    unique: 'name',
    labels: { table: 'Icons', add: 'Add icon', empty: 'No icons yet' },
    writer: () => makeSession({ rules: ['settings.manage'] }),
    handlers: { 'Card/FileUpload': kept },
    fill: async (user, dialog, name) => {
      await retype(user, dialog, 'Name', name);
      await user.upload(dialog.querySelector('input[type=file]') as HTMLInputElement, png());
      await within(dialog).findByText(/Kept\. Choose another image/);
    },
  });

  it('keeps a chosen image in the file store first, and saves the icon naming it', async () => {
    const rows = fakeCollection(companyIcons, [], { unique: 'name' });
    const server = mockSignedInApi({ ...rows.handlers, 'Card/FileUpload': kept });
    const { user } = renderApp('/Settings/IconList', {
      session: makeSession({ rules: ['settings.manage'] }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add icon' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Name'), 'Gym');
    await user.upload(dialog.querySelector('input[type=file]') as HTMLInputElement, png());
    await waitFor(() => expect(server.callsTo('Card/FileUpload')).toHaveLength(1));
    expect(server.callsTo('Card/FileUpload')[0]?.body).toMatchObject({ use: 'icon' });
    expect(await within(dialog).findByText(/Kept\. Choose another image/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(rows.rows().map((row) => [row.name, row.imageSha256])).toEqual([['Gym', sha('f')]]),
    );
  });
});

describe('/Settings/Advertisement', () => {
  it('lists the advertisements with their days, places and title in the reader’s language', async () => {
    mockSignedInApi({
      ...fakeCollection(advertisements, [
        {
          id: '00000000-0000-4000-8000-000000000009',
          name: 'Brunch',
          imageSha256: sha('a'),
          title: { en: 'Sunday brunch', ar: 'فطور الأحد' },
          body: { en: '', ar: '' },
          linkUrl: null,
          startsOn: '2026-03-01',
          endsOn: null,
          onKiosk: true,
          onGuestPage: true,
          position: 1,
          active: true,
        },
      ]).handlers,
    });
    renderApp('/Settings/Advertisement', { session: makeSession({ rules: ['settings.manage'] }) });
    expect(await screen.findByText('Sunday brunch')).toBeInTheDocument();
    expect(screen.getByText(/no end/)).toBeInTheDocument();
    expect(screen.getByText('Guest page')).toBeInTheDocument();
  });
});
