import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makePlatformSession } from '../../testing/factories.ts';
import { mockApi, problemReply } from '../../testing/mockApi.ts';
import { renderApp } from '../../testing/render.tsx';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const RECOVERY = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);

describe('the super-admin’s second step', () => {
  it('keeps a session owing a code on the second step, refuses a used code, then opens the platform', async () => {
    const owing = makePlatformSession({ secondFactor: 'verify', menu: [] });
    let tries = 0;
    const server = mockApi({
      'SecondFactor/Verify': () => {
        tries += 1;
        return tries === 1 ? problemReply(422, 'SECOND_FACTOR_USED') : makePlatformSession();
      },
    });
    const { user, router } = renderApp('/SuperAdmin/Package', { session: owing });
    const field = await screen.findByLabelText(/Code from the authenticator, or a recovery code/);
    expect(router.state.location.pathname).toBe('/auth/second-factor');

    await user.type(field, '123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('This code was used already. Wait for the next one.')).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, '654321');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/SuperAdmin/Dashboard'));
    expect(server.callsTo('SecondFactor/Verify').map((call) => call.body)).toEqual([
      { code: '123456' },
      { code: '654321' },
    ]);
  });

  it('opens the live updates only once the step is taken: the server refuses them before', async () => {
    const opened: string[] = [];
    vi.stubGlobal(
      'EventSource',
      class {
        constructor(url: string) {
          opened.push(url);
        }
        addEventListener() {}
        close() {}
      },
    );
    try {
      mockApi({ 'SecondFactor/Verify': () => makePlatformSession() });
      const { user, router } = renderApp('/auth/second-factor', {
        session: makePlatformSession({ secondFactor: 'verify', menu: [] }),
      });
      await user.type(await screen.findByLabelText(/or a recovery code/), '654321');
      expect(opened).toEqual([]);
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/SuperAdmin/Dashboard'));
      expect(opened).toHaveLength(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('says when too many wrong codes locked the step', async () => {
    mockApi({ 'SecondFactor/Verify': () => problemReply(429, 'SECOND_FACTOR_LOCKED') });
    const { user } = renderApp('/auth/second-factor', {
      session: makePlatformSession({ secondFactor: 'verify', menu: [] }),
    });
    await user.type(await screen.findByLabelText(/or a recovery code/), '000000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Too many wrong codes: try again in a few minutes.')).toBeInTheDocument();
  });
});

describe('enrolling an authenticator', () => {
  it('shows the QR code and the key, confirms the first code, shows the recovery codes once, then goes on', async () => {
    const server = mockApi({
      'SecondFactor/StartEnrolment': () => ({
        secret: SECRET,
        uri: `otpauth://totp/Curbside:admin%40example.com?issuer=Curbside&secret=${SECRET}`,
      }),
      'SecondFactor/ConfirmEnrolment': () => ({ recoveryCodes: RECOVERY, session: makePlatformSession() }),
    });
    const { user, router } = renderApp('/SuperAdmin', {
      session: makePlatformSession({ secondFactor: 'enrol', menu: [] }),
    });
    await user.click(await screen.findByRole('button', { name: 'Show the code to scan' }));
    expect(await screen.findByRole('img', { name: /QR code to scan/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Key for the authenticator app')).toHaveTextContent(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
    expect(router.state.location.pathname).toBe('/auth/second-factor/enrol');

    await user.type(screen.getByLabelText(/^Code from the authenticator/), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm the code' }));
    // The confirm button is gone with its form: the focus goes to the new step's title, not the page's start.
    expect(await screen.findByRole('heading', { name: 'Your recovery codes' })).toHaveFocus();
    for (const code of RECOVERY) expect(screen.getByText(code)).toBeInTheDocument();
    // The codes go to the clipboard whole, one a line, for a password manager.
    await user.click(screen.getByRole('button', { name: 'Copy the codes' }));
    expect(await navigator.clipboard.readText()).toBe(RECOVERY.join('\n'));
    expect(await screen.findByRole('button', { name: 'Codes copied' })).toBeInTheDocument();
    expect(server.callsTo('SecondFactor/ConfirmEnrolment')[0]?.body).toEqual({ code: '123456' });

    await user.click(screen.getByRole('button', { name: 'I have kept them: continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/SuperAdmin/Dashboard'));
  });

  it('shows a wrong first code on the field of the form', async () => {
    mockApi({
      'SecondFactor/StartEnrolment': () => ({ secret: SECRET, uri: `otpauth://totp/x?secret=${SECRET}` }),
      'SecondFactor/ConfirmEnrolment': () => problemReply(422, 'SECOND_FACTOR_WRONG'),
    });
    const { user } = renderApp('/auth/second-factor/enrol', {
      session: makePlatformSession({ secondFactor: 'enrol', menu: [] }),
    });
    await user.click(await screen.findByRole('button', { name: 'Show the code to scan' }));
    await user.type(await screen.findByLabelText(/^Code from the authenticator/), '999999');
    await user.click(screen.getByRole('button', { name: 'Confirm the code' }));
    expect(
      await screen.findByText('This code is not right. Check the time on your phone and try again.'),
    ).toBeInTheDocument();
  });
});
