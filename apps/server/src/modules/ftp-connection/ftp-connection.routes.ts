import { contract } from '@curbside/contract';
import type { Deps } from '../../context.ts';
import { bindArea } from '../../plugins/contract.ts';
import {
  exportRuns,
  getFtpConnection,
  testFtpConnection,
  updateFtpConnection,
} from './ftp-connection.service.ts';

/** The `/FtpConnection` screen's calls: the nightly SFTP export's settings, its connection test and its log. */
export const ftpConnectionRoutes = (deps: Deps) =>
  bindArea(contract.ftpConnection, {
    getFtpConnection: async ({ caller }) => getFtpConnection(deps, caller),
    updateFtpConnection: async ({ body, caller, ctx }) => updateFtpConnection(deps, ctx, caller, body),
    testFtpConnection: async ({ body }) => testFtpConnection(deps, body),
    getFtpExportRuns: async ({ body, caller }) => exportRuns(deps, caller, body ?? { page: 1, pageSize: 25 }),
  });
