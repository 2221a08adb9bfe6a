import { confirmationCardHeaders, confirmationCards } from '@curbside/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { crudScreenCases } from '../../testing/crudScreenCases.tsx';
import { makeSession } from '../../testing/factories.ts';
import { fakeCollection } from '../../testing/fakeCollection.ts';
import { mockSignedInApi } from '../../testing/openScreen.ts';
import { renderApp } from '../../testing/render.tsx';
import { retype } from '../../testing/select.ts';

const writer = () => makeSession({ rules: ['settings.manage'] });
const uuid = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

const lobby = {
  id: uuid(1),
  name: 'Lobby',
  logoSha256: null,
  heading: { en: 'Harbor View Lobby', ar: 'ردهة هاربور فيو' },
  lines: { en: '1 Pier Road', ar: '١ طريق الرصيف' },
};
const spa = { ...lobby, id: uuid(2), name: 'Spa desk', heading: { en: 'Spa', ar: 'المنتجع' } };

const valet = {
  id: uuid(3),
  name: 'Valet',
  type: 'parkingPermit' as const,
  headerId: lobby.id,
  title: { en: 'Valet permit', ar: 'تصريح صف السيارات' },
  intro: { en: 'Enjoy your stay', ar: 'إقامة سعيدة' },
  footer: { en: 'Show this at the desk', ar: 'أظهر هذا عند المكتب' },
  showRoom: true,
  showVehicle: true,
  showPrice: false,
  active: true,
};
const rides = {
  ...valet,
  id: uuid(4),
  name: 'Rides',
  type: 'reservation' as const,
  headerId: null,
  title: { en: 'Your ride', ar: 'رحلتك' },
};

describe('/Settings/ConfirmationCardheader', () => {
  crudScreenCases({
    resource: confirmationCardHeaders,
    path: '/Settings/ConfirmationCardheader',
    rows: [lobby, spa],
    unique: 'name',
    labels: { table: 'Confirmation card headers', add: 'Add header', empty: 'No headers yet' },
    writer,
    fill: async (user, dialog, name) => {
      await retype(user, dialog, 'Name', name);
      await user.type(
        await within(dialog).findByRole('textbox', { name: 'Heading (English)' }),
        'Front desk',
      );
    },
  });
});

function serveCards() {
  const cards = fakeCollection(confirmationCards, [valet, rides], { unique: 'name' });
  const headers = fakeCollection(confirmationCardHeaders, [lobby, spa], { unique: 'name' });
  const server = mockSignedInApi({
    ...cards.handlers,
    ...headers.handlers,
    'Card/GetConfirmationCardById': ({ body }: { body: unknown }) =>
      cards.rows().find((row) => row.id === (body as { id: string }).id) ?? valet,
  });
  return { cards, server };
}

describe('/Settings/ConfirmationCards', () => {
  it('lists the cards by kind, and filters them on the server', async () => {
    const { server } = serveCards();
    const { user } = renderApp('/Settings/ConfirmationCards', { session: writer() });
    const table = await screen.findByRole('table', { name: 'Confirmation cards' });
    expect(await within(table).findByText('Valet permit')).toBeInTheDocument();
    expect(within(table).getByText('Rides')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Wait list' }));
    await waitFor(() =>
      expect(server.callsTo('Card/GetConfirmationCardList').at(-1)?.body).toMatchObject({ type: 'waitList' }),
    );
    expect(await screen.findByText('No confirmation cards yet')).toBeInTheDocument();
  });

  it('edits a card on its page, its print view following the form, and saves it', async () => {
    const { server } = serveCards();
    const { user } = renderApp(`/Settings/ConfirmationCards/edit/parkingPermit/${valet.id}`, {
      session: writer(),
    });
    const view = await screen.findByRole('table', { name: 'Valet permit' });
    expect(within(view).getByText('Plate')).toBeInTheDocument();
    expect(within(view).queryByText('Price')).not.toBeInTheDocument();
    expect(await screen.findByText('Harbor View Lobby')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Show the price' }));
    expect(await within(view).findByText('Price')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    await waitFor(() =>
      expect(server.callsTo('Card/AddOrEditConfirmationCard').at(-1)?.body).toMatchObject({
        id: valet.id,
        type: 'parkingPermit',
        showPrice: true,
      }),
    );
    expect(await screen.findByRole('table', { name: 'Confirmation cards' })).toBeInTheDocument();
  });

  it('shows the print view in Arabic, right to left, and prints it', async () => {
    serveCards();
    const printed: string[] = [];
    window.print = () => printed.push('print');
    const { user } = renderApp(`/Settings/ConfirmationCards/view/parkingPermit/${valet.id}`, {
      session: writer(),
    });
    await screen.findByRole('table', { name: 'Valet permit' });
    const languages = screen.getByRole('radiogroup', { name: 'Language of the print view' });
    await user.click(within(languages).getByRole('radio', { name: 'العربية' }));
    const arabic = await screen.findByRole('table', { name: 'تصريح صف السيارات' });
    expect(within(arabic).getByText('اللوحة')).toBeInTheDocument();
    expect(arabic.closest('[data-confirmation-card]')).toHaveAttribute('dir', 'rtl');
    expect(screen.getByText('ردهة هاربور فيو')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(printed).toEqual(['print']);
  });

  it('adds a card of the kind chosen in the list, refused while another of its kind is active', async () => {
    const { server, cards } = serveCards();
    const { user } = renderApp('/Settings/ConfirmationCards', { session: writer(), language: 'ar' });
    await screen.findByRole('table', { name: 'بطاقات التأكيد' });
    await user.click(screen.getByRole('radio', { name: 'قائمة الانتظار' }));
    await user.click(screen.getByRole('button', { name: 'إضافة بطاقة' }));
    // The add page is its own lazily loaded screen: wait for its form, not the list's page still shown.
    const page = await screen.findByRole('main');
    await within(page).findByRole('button', { name: 'حفظ البطاقة' });
    await retype(user, page, 'الاسم', 'Waiting');
    const [title] = within(page).getAllByRole('textbox', { name: /العنوان/ });
    if (title) await user.type(title, 'You are on the list');
    await user.click(within(page).getByRole('button', { name: 'حفظ البطاقة' }));
    await waitFor(() =>
      expect(server.callsTo('Card/AddOrEditConfirmationCard').at(-1)?.body).toMatchObject({
        name: 'Waiting',
        type: 'waitList',
      }),
    );
    await waitFor(() => expect(cards.rows().map((row) => row.name)).toContain('Waiting'));
  });

  it('is refused to a role without the screen', async () => {
    mockSignedInApi();
    renderApp('/Settings/ConfirmationCards', { session: makeSession({ menu: [] }) });
    expect(await screen.findByText(/Your role cannot open this screen/)).toBeInTheDocument();
  });
});
