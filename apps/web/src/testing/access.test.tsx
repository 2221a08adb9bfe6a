import { describe, expect, it } from 'vitest';
import { expectRefusedWithoutScreen } from './access.ts';
import { problemReply } from './mockApi.ts';
import { mockSignedInApi } from './openScreen.ts';

describe('expectRefusedWithoutScreen', () => {
  it('answers the refused screen itself: a mock set up before it is never asked', async () => {
    const before = mockSignedInApi({ 'Transportation/RecentParties': () => problemReply(500, 'INTERNAL') });
    await expectRefusedWithoutScreen('/Recent');
    expect(before.calls).toEqual([]);
  });
});
