import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import type { ContractPath, RecordedCall } from './mockApi.ts';

/**
 * The SMTP form's two saves, as the platform's settings and a company's SMTP details both pass them: a new From
 * address sent with the kept details and no password (an empty box keeps it), then a new password typed and sent.
 */
export async function expectSmtpSaves(
  user: UserEvent,
  server: { callsTo: (path: ContractPath) => RecordedCall[] },
  update: ContractPath,
  sent: { host: string; fromAddress: string; password: string },
) {
  const save = () => user.click(screen.getByRole('button', { name: 'Save SMTP details' }));
  await user.clear(screen.getByLabelText('From address'));
  await user.type(screen.getByLabelText('From address'), sent.fromAddress);
  await save();
  expect(await screen.findByText('The SMTP details are saved.')).toBeInTheDocument();
  expect(server.callsTo(update)[0]?.body).toEqual({
    type: 'SMTP',
    host: sent.host,
    port: 587,
    secure: false,
    userName: 'mailer',
    fromAddress: sent.fromAddress,
  });

  await user.type(screen.getByLabelText('Password'), sent.password);
  await save();
  await waitFor(() => expect(server.callsTo(update)).toHaveLength(2));
  expect(server.callsTo(update)[1]?.body).toMatchObject({ type: 'SMTP', password: sent.password });
}
