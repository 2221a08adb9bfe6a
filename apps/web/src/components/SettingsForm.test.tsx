import { feedbackSettings } from '@curbside/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeSession } from '../testing/factories.ts';
import { fakeSettings } from '../testing/fakeSettings.ts';
import { problemReply } from '../testing/mockApi.ts';
import { mockSignedInApi } from '../testing/openScreen.ts';
import { renderWithProviders } from '../testing/render.tsx';
import { pick } from '../testing/select.ts';
import type { FieldSpec } from './ResourceForm.tsx';
import { SettingsForm } from './SettingsForm.tsx';

const manager = () => makeSession({ rules: ['settings.manage'] });
const reader = () => makeSession({ rules: [] });

// The component has no words of its own for the fields: the screen that shows it labels them.
const fields: FieldSpec[] = [
  { name: 'surveyEnabled', label: 'Survey', kind: 'switch' },
  {
    name: 'ratingScale',
    label: 'Scale',
    kind: 'select',
    options: [
      { value: 'stars', label: 'Stars' },
      { value: 'zeroToTen', label: 'Zero to ten' },
    ],
  },
  { name: 'alertThreshold', label: 'Threshold', kind: 'integer' },
  { name: 'reviewSiteUrl', label: 'Review site', kind: 'text' },
];

function show(session = manager()) {
  return renderWithProviders(
    <SettingsForm
      definition={feedbackSettings}
      fields={fields}
      toForm={(row) => ({ ...row, reviewSiteUrl: row.reviewSiteUrl ?? '' })}
      toInput={(values) => ({ ...values, reviewSiteUrl: values.reviewSiteUrl || null })}
    />,
    { session },
  );
}

describe('SettingsForm', () => {
  it('loads the defaults, tells unsaved changes, saves the whole row and reads it back', async () => {
    const fake = fakeSettings(feedbackSettings);
    const server = mockSignedInApi(fake.handlers);
    const { user } = show();
    const threshold = await screen.findByLabelText('Threshold');
    expect(threshold).toHaveValue('2');
    expect(screen.queryByText('You have unsaved changes.')).not.toBeInTheDocument();

    await pick(user, 'Scale', 'Zero to ten');
    await user.clear(threshold);
    await user.type(threshold, '6');
    await user.type(screen.getByLabelText('Review site'), 'https://reviews.example/harbour');
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
    expect(screen.queryByText('You have unsaved changes.')).not.toBeInTheDocument();
    const sent = {
      surveyEnabled: true,
      ratingScale: 'zeroToTen',
      alertThreshold: 6,
      reviewSiteUrl: 'https://reviews.example/harbour',
    };
    expect(server.callsTo('Feedback/UpdateFeedbackSetting').at(-1)?.body).toEqual(sent);
    expect(fake.row()).toEqual(sent);
    await waitFor(() => expect(server.callsTo('Feedback/GetFeedBackSettings')).toHaveLength(2));
    expect(screen.getByLabelText('Threshold')).toHaveValue('6');
  });

  it('checks the input with the contract before sending, and shows the server field errors, focusing the field', async () => {
    const fake = fakeSettings(feedbackSettings);
    const server = mockSignedInApi({
      ...fake.handlers,
      'Feedback/UpdateFeedbackSetting': () =>
        problemReply(400, 'VALIDATION_FAILED', {
          errors: [{ path: 'body.reviewSiteUrl', code: 'required', message: 'Required' }],
        }),
    });
    const { user } = show();
    const threshold = await screen.findByLabelText('Threshold');
    await user.clear(threshold);
    await user.type(threshold, '6');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Within the rating scale')).toBeInTheDocument();
    expect(server.callsTo('Feedback/UpdateFeedbackSetting')).toHaveLength(0);
    // The press moves to the field it found wrong, which a long form may show far above its button.
    await waitFor(() => expect(threshold).toHaveFocus());

    await user.clear(threshold);
    await user.type(threshold, '3');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(server.callsTo('Feedback/UpdateFeedbackSetting')).toHaveLength(1);
    await waitFor(() => expect(screen.getByLabelText('Review site')).toHaveFocus());
    expect(screen.queryByText('Settings saved.')).not.toBeInTheDocument();
  });

  it('discards unsaved changes back to the saved row', async () => {
    const fake = fakeSettings(feedbackSettings, {
      surveyEnabled: false,
      ratingScale: 'stars',
      alertThreshold: 1,
      reviewSiteUrl: null,
    });
    mockSignedInApi(fake.handlers);
    const { user } = show();
    const survey = await screen.findByRole('switch', { name: 'Survey' });
    expect(survey).not.toBeChecked();
    await user.click(survey);
    expect(screen.getByRole('switch', { name: 'Survey' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(screen.getByRole('switch', { name: 'Survey' })).not.toBeChecked();
    expect(screen.queryByText('You have unsaved changes.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Threshold')).toHaveValue('1');
  });

  it('shows the values without a way to change them to a role that may only read', async () => {
    mockSignedInApi(fakeSettings(feedbackSettings).handlers);
    show(reader());
    expect(await screen.findByLabelText('Threshold')).toBeDisabled();
    expect(screen.getByText('Your role can read these settings but not change them.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('says when the settings cannot be loaded, and loads them on retry', async () => {
    let fail = true;
    const fake = fakeSettings(feedbackSettings);
    mockSignedInApi({
      ...fake.handlers,
      'Feedback/GetFeedBackSettings': () =>
        fail ? problemReply(503, 'UNAVAILABLE') : feedbackSettings.spec.defaults,
    });
    const { user } = show();
    expect(await screen.findByText('Could not load these settings')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Threshold')).toHaveValue('2');
  });
});
