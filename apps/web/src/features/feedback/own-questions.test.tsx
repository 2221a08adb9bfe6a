import { feedbackSettings, type OwnFeedbackQuestion, ownFeedbackQuestions } from '@curbside/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { crudScreenCases } from '../../testing/crudScreenCases.tsx';
import { id, makeSession } from '../../testing/factories.ts';
import { fakeCollection } from '../../testing/fakeCollection.ts';
import { fakeSettings } from '../../testing/fakeSettings.ts';
import { problemReply } from '../../testing/mockApi.ts';
import { mockSignedInApi } from '../../testing/openScreen.ts';
import { renderApp } from '../../testing/render.tsx';
import { pick, retype, saveDialog } from '../../testing/select.ts';

const doorman: OwnFeedbackQuestion = {
  id: id(1),
  text: 'Did the doorman greet you?',
  textAr: 'هل رحب بك البواب؟',
  answerType: 'yesNo',
  active: true,
};
const lobby: OwnFeedbackQuestion = {
  id: id(2),
  text: 'How quiet was the lobby?',
  textAr: 'ما مدى هدوء الردهة؟',
  answerType: 'rating',
  active: false,
};
const bankQuestion = {
  id: id(9),
  text: 'Was the driver on time?',
  textAr: 'هل وصل السائق في الوقت؟',
  answerType: 'yesNo' as const,
  active: true,
  associated: true,
};
const PATH = '/Settings/FeedBackQuestion';
const admin = () => makeSession({ rules: ['settings.manage'] });
const bank = () => ({ items: [bankQuestion], total: 1, page: 1, pageSize: 25 });
const otherCalls = () => ({
  'Feedback/GetFeedbackQuestions': bank,
  ...fakeSettings(feedbackSettings).handlers,
});

describe("the company's own feedback questions", () => {
  crudScreenCases({
    resource: ownFeedbackQuestions,
    path: PATH,
    rows: [doorman, lobby],
    nameOf: (row) => row.text,
    unique: 'text',
    labels: { table: 'Your own questions', add: 'Add your question', empty: 'No questions of your own yet' },
    fill: async (user, dialog, name) => {
      await retype(user, dialog, 'Question (English)', name);
      await retype(user, dialog, 'Question (Arabic)', `${name} بالعربية`);
    },
    writer: admin,
    handlers: otherCalls(),
  });

  it('sits beside the bank questions the company chooses, and adds a question in both languages', async () => {
    const fake = fakeCollection(ownFeedbackQuestions, [doorman], { unique: 'text' });
    const server = mockSignedInApi({ ...otherCalls(), ...fake.handlers });
    const { user } = renderApp(PATH, { session: admin() });
    const own = await screen.findByRole('table', { name: 'Your own questions' });
    expect(await within(own).findByText('Did the doorman greet you?')).toBeInTheDocument();
    const chosen = await screen.findByRole('table', { name: 'Questions from the bank' });
    expect(await within(chosen).findByText('Was the driver on time?')).toBeInTheDocument();
    expect(within(chosen).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add your question' }));
    const dialog = await screen.findByRole('dialog');
    await retype(user, dialog, 'Question (English)', 'Was the valet careful?');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // Both wordings are needed (the survey asks in the guest's language): the form says so before any call.
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/Question \(Arabic\)/)).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(server.callsTo('Feedback/AddOrEditCompanyFeedbackQuestion')).toHaveLength(0);
    await retype(user, dialog, 'Question (Arabic)', 'هل كان موظف صف السيارات حذرًا؟');
    await pick(user, 'Answer type', 'Words', dialog);
    await saveDialog(user, dialog);
    expect(server.callsTo('Feedback/AddOrEditCompanyFeedbackQuestion').at(-1)?.body).toMatchObject({
      text: 'Was the valet careful?',
      textAr: 'هل كان موظف صف السيارات حذرًا؟',
      answerType: 'text',
      active: true,
    });
    expect(await within(own).findByText('Was the valet careful?')).toBeInTheDocument();
  });

  it('explains a full survey and keeps the form open', async () => {
    const fake = fakeCollection(ownFeedbackQuestions, [doorman]);
    mockSignedInApi({
      ...otherCalls(),
      ...fake.handlers,
      'Feedback/AddOrEditCompanyFeedbackQuestion': () =>
        problemReply(422, 'TOO_MANY_QUESTIONS', { params: { count: 10 } }),
    });
    const { user } = renderApp(PATH, { session: admin() });
    await screen.findByRole('table', { name: 'Your own questions' });
    await user.click(screen.getByRole('button', { name: 'Add your question' }));
    const dialog = await screen.findByRole('dialog');
    await retype(user, dialog, 'Question (English)', 'One too many?');
    await retype(user, dialog, 'Question (Arabic)', 'سؤال زائد؟');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/10/);
  });
});
