import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { problemReply } from '../../testing/mockApi.ts';
import { describeBoard, details, dispatched, openDrawer, setup } from './board-fixtures.tsx';

describeBoard("the party's confirmation PDF", () => {
  it("asks the server for the party's confirmation in English, and says why when it cannot be a PDF", async () => {
    const server = setup({
      'Reservation/GetPartyInfoById': () => details(dispatched),
      'Card/GetConfirmationPdf': () => problemReply(422, 'CONFIRMATION_PDF_LATIN_ONLY'),
    });
    const { user, drawer } = await openDrawer();
    await user.click(await within(drawer).findByRole('button', { name: 'Confirmation PDF' }));
    await waitFor(() => expect(server.callsTo('Card/GetConfirmationPdf')).toHaveLength(1));
    expect(server.callsTo('Card/GetConfirmationPdf')[0]?.body).toEqual({
      subject: 'party',
      id: dispatched.id,
      language: 'en',
    });
    expect(await screen.findByText(/Print it from the print view instead/)).toBeInTheDocument();
  });
});
