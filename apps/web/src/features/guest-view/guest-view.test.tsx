import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeClosedSurvey, makeGuestParty } from '../../testing/factories.ts';
import { mockApi, problemReply } from '../../testing/mockApi.ts';
import { renderApp } from '../../testing/render.tsx';

const KEY = 'k'.repeat(43);
const party = makeGuestParty();
const survey = makeClosedSurvey();

describe('the guest page', () => {
  it('shows the driver, the vehicle and the expected pick-up, and asks before sharing a location', async () => {
    mockApi({
      'Reservation/GetGuestPartyInformation': () => party,
      'Feedback/GetFeedbackSurvey': () => survey,
    });
    renderApp(`/GuestView/${KEY}`);
    expect(await screen.findByText('Sam Driver')).toBeInTheDocument();
    expect(screen.getByText('White Toyota Sienna · HV 123')).toBeInTheDocument();
    expect(screen.getByText('Expected pick-up')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share once' })).toBeInTheDocument();
    expect(screen.queryByText('How was your ride?')).not.toBeInTheDocument();
  });

  it("opens a parking permit's page in its guest's language", async () => {
    mockApi({
      'Reservation/GetGuestPartyInformation': () => problemReply(404, 'NOT_FOUND'),
      'Parking/GetGuestParking': () => ({
        companyName: 'Harbor View Hotel',
        number: 1007,
        status: 'Active' as const,
        lotName: 'Main garage',
        plate: 'DXB 12',
        endsAt: '2027-03-11T09:00:00.000Z',
        expectedAt: null,
        language: 'ar' as const,
      }),
    });
    renderApp(`/GuestView/${KEY}`);
    expect(await screen.findByRole('button', { name: 'أحضر سيارتي' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
  });

  it('gives an unknown or expired key one answer', async () => {
    mockApi({
      'Reservation/GetGuestPartyInformation': () => problemReply(404, 'NOT_FOUND'),
      'Parking/GetGuestParking': () => problemReply(404, 'NOT_FOUND'),
    });
    renderApp(`/GuestView/${KEY}`);
    expect(await screen.findByText('This link does not work')).toBeInTheDocument();
  });

  it('offers the survey after drop-off, and no more location sharing', async () => {
    mockApi({
      'Reservation/GetGuestPartyInformation': () => ({
        ...party,
        status: 5,
        pickupEta: null,
        canShareLocation: false,
      }),
      'Feedback/GetFeedbackSurvey': () => ({ ...survey, open: true }),
    });
    renderApp(`/GuestView/${KEY}`);
    expect(await screen.findByText('How was your ride?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send feedback' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share once' })).not.toBeInTheDocument();
  });

  it("asks the company's own questions beside the score and sends their answers", async () => {
    const own = {
      id: '00000000-0000-4000-8000-000000000011',
      text: 'Did the doorman greet you?',
      textAr: 'هل رحب بك البواب؟',
      answerType: 'yesNo' as const,
    };
    const server = mockApi({
      'Reservation/GetGuestPartyInformation': () => ({ ...party, status: 5, pickupEta: null }),
      'Feedback/GetFeedbackSurvey': () => ({
        ...survey,
        open: true,
        ratingScale: 'zeroToTen' as const,
        questions: [own],
      }),
      'Feedback/SaveFeedBackResponse': () => ({ saved: true as const, reviewSiteUrl: null }),
    });
    const { user } = renderApp(`/GuestView/${KEY}`);
    const question = await screen.findByRole('radiogroup', { name: 'Did the doorman greet you?' });
    await user.click(within(question).getByText('Yes'));
    await user.click(screen.getByRole('radio', { name: '9' }));
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    await waitFor(() =>
      expect(server.callsTo('Feedback/SaveFeedBackResponse').at(-1)?.body).toMatchObject({
        score: 9,
        answers: [{ questionId: own.id, answer: 'yes' }],
      }),
    );
  });

  it('shows the vehicle coming and its ETA while the ride is dispatched', async () => {
    mockApi({
      'Reservation/GetGuestPartyInformation': () => party,
      'Feedback/GetFeedbackSurvey': () => survey,
      'DriverTracking/GetGuestVehiclePosition': () => ({
        coming: true,
        position: { latitude: 40.71, longitude: -74.0, recordedAt: new Date().toISOString(), stale: false },
        etaMinutes: 7,
      }),
    });
    renderApp(`/GuestView/${KEY}`);
    expect(await screen.findByText('Your vehicle is on its way')).toBeInTheDocument();
    expect(screen.getByText('About 7 minutes away')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your vehicle and the pick-up point' })).toBeInTheDocument();
  });

  it('never asks where the vehicle is before assignment or after pick-up', async () => {
    for (const status of [1, 3]) {
      const server = mockApi({
        'Reservation/GetGuestPartyInformation': () => ({ ...party, status }),
        'Feedback/GetFeedbackSurvey': () => survey,
      });
      const view = renderApp(`/GuestView/${KEY}`);
      expect(await screen.findByText('Sam Driver')).toBeInTheDocument();
      expect(server.callsTo('DriverTracking/GetGuestVehiclePosition')).toHaveLength(0);
      expect(screen.queryByText('Your vehicle is on its way')).not.toBeInTheDocument();
      view.unmount();
    }
  });
});
