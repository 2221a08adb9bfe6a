import { feedbackSettings } from '@curbside/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeSession } from '../../testing/factories.ts';
import { fakeSettings } from '../../testing/fakeSettings.ts';
import { mockSignedInApi } from '../../testing/openScreen.ts';
import { renderApp } from '../../testing/render.tsx';
import { pick } from '../../testing/select.ts';

const noQuestions = () => ({ items: [], total: 0, page: 1, pageSize: 25 });

describe('survey settings on the feedback questions screen', () => {
  it("edits the company's survey with SettingsForm and saves the whole row", async () => {
    const fake = fakeSettings(feedbackSettings);
    mockSignedInApi({
      'Feedback/GetFeedbackQuestions': noQuestions,
      'Feedback/GetCompanyFeedbackQuestions': noQuestions,
      ...fake.handlers,
    });
    const { user } = renderApp('/Settings/FeedBackQuestion', {
      session: makeSession({ rules: ['settings.manage'] }),
    });
    const section = await screen.findByRole('region', { name: 'Survey settings' });
    const threshold = await within(section).findByLabelText('Alert the desk at or below this score');
    expect(threshold).toHaveValue('2');

    await pick(user, 'Rating scale', 'A score from 0 to 10', section);
    await user.clear(threshold);
    await user.type(threshold, '6');
    await user.click(within(section).getByRole('button', { name: 'Save' }));

    expect(await within(section).findByText('Settings saved.')).toBeInTheDocument();
    expect(fake.row()).toMatchObject({ ratingScale: 'zeroToTen', alertThreshold: 6, reviewSiteUrl: null });
  });
});
