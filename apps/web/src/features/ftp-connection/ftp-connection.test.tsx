import type { contract, ResponseOf } from '@curbside/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeSession } from '../../testing/factories.ts';
import { loadCases } from '../../testing/loadCases.ts';
import { mockSignedInApi } from '../../testing/openScreen.ts';
import { renderApp, renderWithProviders } from '../../testing/render.tsx';
import FtpConnectionScreen from './FtpConnectionScreen.tsx';

type Settings = ResponseOf<typeof contract.ftpConnection.getFtpConnection>;
type Runs = ResponseOf<typeof contract.ftpConnection.getFtpExportRuns>;
const PINNED = `SHA256:${'P'.repeat(43)}`;
const SHOWN = `SHA256:${'S'.repeat(43)}`;
const stored: Settings = {
  configured: true,
  enabled: true,
  host: 'sftp.harbour.example',
  port: 22,
  userName: 'harbour',
  authMethod: 'password',
  password: { isSet: true },
  privateKey: { isSet: false },
  remoteFolder: '/exports',
  hostKeyFingerprint: PINNED,
  reports: ['completed'],
  hour: 2,
};
const runs: Runs = {
  items: [
    {
      id: '00000000-0000-4000-8000-000000000301',
      runDate: '2026-11-28',
      attempt: 2,
      status: 'succeeded',
      startedAt: '2026-11-28T07:30:00Z',
      endedAt: '2026-11-28T07:30:04Z',
      files: ['completed-2026-11-27.csv'],
      error: null,
      retryAt: null,
    },
    {
      id: '00000000-0000-4000-8000-000000000302',
      runDate: '2026-11-28',
      attempt: 1,
      status: 'failed',
      startedAt: '2026-11-28T07:00:00Z',
      endedAt: '2026-11-28T07:00:02Z',
      files: [],
      error: 'AUTH_FAILED',
      retryAt: '2026-11-28T07:15:02Z',
    },
  ],
  total: 2,
  page: 1,
  pageSize: 25,
};

describe('the nightly SFTP export', () => {
  it('shows the kept settings and the runs, pins the key the test shows and saves it', async () => {
    const server = mockSignedInApi({
      'FtpConnection/GetFtpConnection': () => stored,
      'FtpConnection/GetFtpExportRuns': () => runs,
      'FtpConnection/TestFtpConnection': () => ({ fingerprint: SHOWN, algorithm: 'ssh-ed25519' }),
      'FtpConnection/UpdateFtpConnection': () => ({ ...stored, hostKeyFingerprint: SHOWN }),
    });
    const { user } = renderWithProviders(<FtpConnectionScreen />, { session: makeSession() });
    expect(await screen.findByLabelText('Host')).toHaveValue('sftp.harbour.example');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByText('A password is kept. Leave the box empty to keep it.')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Runs of the nightly export' });
    expect(within(table).getByText('The server refused the user name, password or key.')).toBeInTheDocument();
    expect(within(table).getByText('completed-2026-11-27.csv')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Test the connection' }));
    expect(await screen.findByText(SHOWN)).toBeInTheDocument();
    expect(server.callsTo('FtpConnection/TestFtpConnection')[0]?.body).toEqual({
      host: 'sftp.harbour.example',
      port: 22,
    });
    expect(screen.getByText(/It is not the pinned key/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pin this key' }));
    expect(screen.getByLabelText('Pinned host key')).toHaveValue(SHOWN);
    expect(screen.getByText('It is the pinned key.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save the export' }));
    expect(await screen.findByText('The export is saved.')).toBeInTheDocument();
    expect(server.callsTo('FtpConnection/UpdateFtpConnection')[0]?.body).toEqual({
      enabled: true,
      host: 'sftp.harbour.example',
      port: 22,
      userName: 'harbour',
      authMethod: 'password',
      remoteFolder: '/exports',
      hostKeyFingerprint: SHOWN,
      reports: ['completed'],
      hour: 2,
    });
  });

  it('shows the empty log before the first run', async () => {
    mockSignedInApi({
      'FtpConnection/GetFtpConnection': () => ({ ...stored, configured: false, host: null }),
      'FtpConnection/GetFtpExportRuns': () => ({ items: [], total: 0, page: 1, pageSize: 25 }),
    });
    renderApp('/FtpConnection', { session: makeSession() });
    expect(await screen.findByText('No runs yet')).toBeInTheDocument();
  });

  loadCases('/FtpConnection', {
    call: 'FtpConnection/GetFtpConnection',
    error: 'The export settings could not be loaded.',
  });
});
