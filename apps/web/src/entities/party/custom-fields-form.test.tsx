import type { CustomField } from '@curbside/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCustomField, makeSession } from '../../testing/factories.ts';
import { mockApi, problemReply } from '../../testing/mockApi.ts';
import { FROM_ID, makeLocation, makePartyDetails, TO_ID } from '../../testing/parties.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { pick } from '../../testing/select.ts';
import { ReservationDialog } from './ReservationDialog.tsx';

const field = (n: number, overrides: Partial<CustomField>) => makeCustomField(n, overrides, 1);

const loyalty = field(1, { label: { en: 'Loyalty number', ar: 'رقم الولاء' }, required: true });
const pillow = field(2, {
  label: { en: 'Pillow', ar: 'الوسادة' },
  kind: 'choice',
  choices: [
    { key: 'soft', label: { en: 'Soft', ar: 'ناعمة' } },
    { key: 'firm', label: { en: 'Firm', ar: 'صلبة' } },
  ],
});
const linkOnly = field(3, {
  label: { en: 'Arrival gate', ar: '' },
  onReservationForm: false,
  onGuestLink: true,
});

function serve(saved: ReturnType<typeof makePartyDetails>, refuse = false) {
  return mockApi({
    'Transportation/Locations': () => ({
      items: [makeLocation(FROM_ID, 'Harbour View Hotel'), makeLocation(TO_ID, 'City Airport')],
    }),
    'Reservation/GetPartyInfoById': () => saved,
    'PageSettings/GetCustomFields': () => ({
      items: [loyalty, pillow, linkOnly],
      total: 3,
      page: 1,
      pageSize: 200,
    }),
    'PageSettings/GetDynamicFeilds': () => ({
      roomNumber: true,
      email: true,
      flightNumber: false,
      luggage: true,
      externalNotes: false,
      couponCode: true,
    }),
    'Reservation/AddOrEditReservation': () =>
      refuse
        ? problemReply(400, 'VALIDATION_FAILED', {
            errors: [
              { path: `body.customValues.${pillow.id}`, code: 'notAChoice', message: 'One of the choices' },
            ],
          })
        : saved,
  });
}

describe("the booking form asks the company's own fields", () => {
  it('draws the reservation form’s fields, hides switched-off built-ins, and sends the answers', async () => {
    const party = makePartyDetails({ version: 3, customValues: { [linkOnly.id]: 'B12' } });
    const server = serve(party);
    const { user } = renderWithProviders(
      <ReservationDialog opened onClose={() => undefined} partyId={party.id} />,
      {
        session: makeSession(),
      },
    );
    const dialog = await screen.findByRole('dialog');
    const answer = await within(dialog).findByRole('textbox', { name: /Loyalty number/ });
    expect(answer).toBeRequired();
    expect(within(dialog).queryByText('Arrival gate')).toBeNull();
    expect(within(dialog).queryByRole('textbox', { name: /Flight number/ })).toBeNull();
    expect(within(dialog).queryByRole('textbox', { name: /Notes for the guest/ })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Please answer this')).toBeInTheDocument();
    expect(server.callsTo('Reservation/AddOrEditReservation')).toHaveLength(0);

    await user.type(answer, 'GOLD-7');
    await pick(user, 'Pillow', 'Soft', dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await expect.poll(() => server.callsTo('Reservation/AddOrEditReservation').length).toBe(1);
    // Only the reservation form's fields: the guest link's answer is the party's and stays as it is.
    expect(server.callsTo('Reservation/AddOrEditReservation')[0]?.body).toMatchObject({
      partyId: party.id,
      customValues: { [loyalty.id]: 'GOLD-7', [pillow.id]: 'soft' },
    });
    const sent = server.callsTo('Reservation/AddOrEditReservation')[0]?.body as { customValues: object };
    expect(sent.customValues).not.toHaveProperty(linkOnly.id);
  });

  it("puts the server's refusal of an answer on its field", async () => {
    const party = makePartyDetails({ version: 3, customValues: { [loyalty.id]: 'X' } });
    serve(party, true);
    const { user } = renderWithProviders(
      <ReservationDialog opened onClose={() => undefined} partyId={party.id} />,
      {
        session: makeSession(),
      },
    );
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('textbox', { name: /Loyalty number/ })).toHaveValue('X');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('One of the choices')).toBeInTheDocument();
  });
});
