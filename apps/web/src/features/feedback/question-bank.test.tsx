import { type bankQuestion, feedbackQuestionBank } from '@curbside/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { expectCompanyUserSentHome } from '../../testing/access.ts';
import { id, makePlatformSession } from '../../testing/factories.ts';
import { fakeCollection } from '../../testing/fakeCollection.ts';
import { mockSignedInApi } from '../../testing/openScreen.ts';
import { renderApp } from '../../testing/render.tsx';
import { retype, saveDialog } from '../../testing/select.ts';

type Question = z.infer<typeof bankQuestion>;
const onTime: Question = {
  id: id(1),
  text: 'Was the driver on time?',
  textAr: 'هل وصل السائق في الوقت؟',
  answerType: 'yesNo',
  active: true,
};
const clean: Question = {
  id: id(2),
  text: 'How clean was the car?',
  textAr: 'ما مدى نظافة السيارة؟',
  answerType: 'rating',
  active: false,
};

function serve(rows: Question[]) {
  const fake = fakeCollection(feedbackQuestionBank, rows, { unique: 'text' });
  const server = mockSignedInApi(fake.handlers);
  return { fake, server };
}
const PATH = '/SuperAdmin/FeedBackQuestion';

describe('the question bank (a platform resource)', () => {
  const open = async () => {
    const rendered = renderApp(PATH, { session: makePlatformSession() });
    const table = await screen.findByRole('table', { name: 'Feedback question bank' });
    expect(await within(table).findByText('Was the driver on time?')).toBeInTheDocument();
    return { ...rendered, table };
  };

  it('lists the bank and adds a question, refusing a duplicate first', async () => {
    const { fake } = serve([onTime, clean]);
    const { user, table } = await open();
    expect(within(table).getByText('Rating')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add question' }));
    const dialog = await screen.findByRole('dialog');
    await retype(user, dialog, 'Question (English)', 'WAS THE DRIVER ON TIME?');
    await retype(user, dialog, 'Question (Arabic)', 'سؤال');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This value is taken already.')).toBeInTheDocument();
    await retype(user, dialog, 'Question (English)', 'Was the music too loud?');
    await saveDialog(user, dialog);
    expect(fake.rows().map((row) => row.text)).toContain('Was the music too loud?');
  });

  it('edits a question by its id and deletes one', async () => {
    const { fake, server } = serve([onTime, clean]);
    window.confirm = () => true;
    const { user, table } = await open();
    const row = within(table).getByText('How clean was the car?').closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    await saveDialog(user, dialog);
    expect(server.callsTo('Feedback/AddOrEditFeedbackQuestion').at(-1)?.body).toMatchObject({ id: clean.id });

    const again = within(table).getByText('How clean was the car?').closest('tr') as HTMLElement;
    await user.click(within(again).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(fake.rows().map((r) => r.id)).not.toContain(clean.id));
  });

  it('is not a company screen: a company user is sent to their own home', async () => {
    await expectCompanyUserSentHome(PATH);
  });
});
