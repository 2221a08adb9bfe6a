import type { SessionInfo } from '@curbside/contract';
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { expectRefusedWithoutScreen } from './access.ts';
import { type ContractPath, problemReply } from './mockApi.ts';
import { openScreen } from './openScreen.ts';

export interface LoadCaseOptions {
  /** The call the screen loads through. */
  call: ContractPath;
  /** What the screen says when that call fails. */
  error: string | RegExp;
  /** Who opens the screen; makeSession() unless said otherwise. */
  session?: () => SessionInfo;
}

/**
 * The cases of a screen that loads through one call: the error state when the call fails, and the refusal of a
 * role without the screen.
 */
export function loadCases(path: string, { call, error, session }: LoadCaseOptions): void {
  it('shows the error state', async () => {
    openScreen(path, { [call]: () => problemReply(500, 'INTERNAL') }, session ? { session: session() } : {});
    expect(await screen.findByText(error)).toBeInTheDocument();
  });

  it('is refused to a role without the screen', async () => {
    await expectRefusedWithoutScreen(path);
  });
}
