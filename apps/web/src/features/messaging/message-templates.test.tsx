import type { MessageTemplate } from '@curbside/contract';
import { DEFAULT_TEMPLATES, MESSAGE_EVENTS, type MessageLanguage } from '@curbside/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeSession } from '../../testing/factories.ts';
import { loadCases } from '../../testing/loadCases.ts';
import { problemReply } from '../../testing/mockApi.ts';
import { mockSignedInApi } from '../../testing/openScreen.ts';
import { renderApp } from '../../testing/render.tsx';

const admin = () => makeSession({ rules: ['settings.manage'] });

/** A stateful fake of the two template calls: the defaults until a text is saved. */
function templatesBackend() {
  const own = new Map<string, string>();
  const list = (language: MessageLanguage): MessageTemplate[] =>
    MESSAGE_EVENTS.map((eventCode) => {
      const body = own.get(`${eventCode}/${language}`);
      return {
        eventCode,
        language,
        body: body ?? DEFAULT_TEMPLATES[eventCode][language],
        isDefault: body === undefined,
        defaultBody: DEFAULT_TEMPLATES[eventCode][language],
        updatedAt: body === undefined ? null : '2026-03-01T10:00:00.000Z',
      };
    });
  return mockSignedInApi({
    'ConfigMessage/GetConfigMessages': (request) => ({ items: list(request.body?.language ?? 'en') }),
    'ConfigMessage/AddOrEditConfigMessage': (request) => {
      const body = request.body;
      if (!body) return problemReply(400, 'VALIDATION_FAILED');
      own.set(`${body.eventCode}/${body.language}`, body.body);
      return list(body.language).find((item) => item.eventCode === body.eventCode) as MessageTemplate;
    },
  });
}

const editor = () => screen.getByLabelText('Message text');
const preview = () => screen.getByTestId('template-preview-text');

describe('message templates', () => {
  it('previews the text with sample values, counts segments and warns on characters that force UCS-2', async () => {
    templatesBackend();
    renderApp('/Settings/Message', { session: admin() });
    expect(await screen.findByRole('button', { name: /Reservation confirmed/ })).toBeInTheDocument();
    expect(preview()).toHaveTextContent(
      /^Hello Maria Lopez, your ride from Main lobby to Airport terminal 2/,
    );
    expect(screen.getByText('Encoding: GSM-7')).toBeInTheDocument();
    expect(screen.queryByText(/force UCS-2/)).not.toBeInTheDocument();

    fireEvent.change(editor(), { target: { value: `${'a'.repeat(150)} {guestName}` } });
    expect(screen.getByText('Segments: 2 (162 units)')).toBeInTheDocument();

    fireEvent.change(editor(), { target: { value: 'Your car is ready “now” {guestName}' } });
    expect(screen.getByText('Encoding: UCS-2')).toBeInTheDocument();
    expect(screen.getByText(/force UCS-2.*: “ ”/)).toBeInTheDocument();
    expect(screen.getByText('Segments: 1 (35 units)')).toBeInTheDocument();
  });

  it('says which texts keep flowing near the monthly allowance and which pause', async () => {
    templatesBackend();
    const { user } = renderApp('/Settings/Message', { session: admin() });
    expect(
      await screen.findByText(/A service text: it is sent even when the monthly message allowance/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Dropped off \(feedback link\)/ }));
    expect(
      await screen.findByText(/A feedback text: from 90 % of the monthly message allowance it pauses/),
    ).toBeInTheDocument();
  });

  it('refuses an unknown placeholder before sending, then saves and marks the event edited', async () => {
    const server = templatesBackend();
    const { user } = renderApp('/Settings/Message', { session: admin() });
    await user.click(await screen.findByRole('button', { name: /Driver dispatched/ }));
    fireEvent.change(editor(), { target: { value: 'Hi {gustName}, {driverName} is here.' } });
    expect(screen.getByText('Not a placeholder: {gustName}')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save message' })).toBeDisabled();

    fireEvent.change(editor(), { target: { value: 'Hi {guestName}, ' } });
    await user.click(within(screen.getByRole('group', { name: 'Insert a field' })).getByText('{driverName}'));
    expect(editor()).toHaveValue('Hi {guestName}, {driverName}');
    await user.click(screen.getByRole('button', { name: 'Save message' }));
    expect(await screen.findByText('The message is saved.')).toBeInTheDocument();
    expect(server.callsTo('ConfigMessage/AddOrEditConfigMessage')[0]?.body).toEqual({
      eventCode: 'party.dispatched',
      language: 'en',
      body: 'Hi {guestName}, {driverName}',
    });
    await waitFor(() =>
      expect(
        within(screen.getByRole('button', { name: /Driver dispatched/ })).getByText('Edited'),
      ).toBeInTheDocument(),
    );
  });

  it('edits the Arabic texts right to left', async () => {
    templatesBackend();
    const { user } = renderApp('/Settings/Message', { session: admin() });
    await user.click(await screen.findByRole('radio', { name: 'Arabic' }));
    await waitFor(() => expect(editor()).toHaveValue(DEFAULT_TEMPLATES['party.reserved'].ar));
    expect(editor()).toHaveAttribute('dir', 'rtl');
    expect(screen.getByText('Encoding: UCS-2')).toBeInTheDocument();
  });

  it('keeps an English text left to right and starting on the left on an Arabic page', async () => {
    templatesBackend();
    renderApp('/Settings/Message', { session: admin(), language: 'ar' });
    const english = await screen.findByLabelText('نص الرسالة');
    await waitFor(() => expect(english).toHaveValue(DEFAULT_TEMPLATES['party.reserved'].en));
    expect(english).toHaveAttribute('dir', 'ltr');
    // Mantine's style sheet aligns every field of a right-to-left page right (jsdom reads no style sheet): the
    // theme sets a text area's own alignment to its language's start.
    expect(english.style.textAlign).toBe('start');
  });

  it('shows the texts read-only without settings.manage', async () => {
    templatesBackend();
    renderApp('/Settings/Message', { session: makeSession({ rules: [] }) });
    expect(await screen.findByText(/your role cannot change them/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save message' })).not.toBeInTheDocument();
  });

  loadCases('/Settings/Message', {
    call: 'ConfigMessage/GetConfigMessages',
    error: 'The messages could not be loaded.',
    session: admin,
  });
});
