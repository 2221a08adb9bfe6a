import { routes } from '@curbside/contract/routes';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { mockApi, problemReply } from '../testing/mockApi.ts';
import type { EntryOf } from './api.ts';
import { i18n, initI18n } from './i18n.ts';
import { createQueryClient, useWrite, type WriteOptions } from './query.ts';

const SAVE = routes.accountType.addOrEditAccountType;
type Save = EntryOf<typeof SAVE>;
/** An entry that reads what SAVE writes (`accountTypes`), and one that does not. */
const READER = ['AccountType/GetAccountTypes', { body: {} }] as const;
const OTHER = ['Menu/GetMenuList', {}] as const;
const ROW = { id: 'a1', name: 'Hotel guest', description: null, status: 'active' as const };
const input = { body: { name: 'Hotel guest', status: 'active' as const } };

function renderWrite(options?: WriteOptions<Save>) {
  void initI18n('en');
  const client: QueryClient = createQueryClient({ retry: false });
  client.setQueryData(READER, { items: [ROW], total: 1 });
  client.setQueryData(OTHER, { items: [] });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useWrite(SAVE, options), { wrapper });
  return { client, hook, refreshed: (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated };
}

describe('useWrite', () => {
  it('is busy while the change runs, answers its result and refreshes what reads the tags it writes', async () => {
    let answer: (value: typeof ROW) => void = () => {};
    mockApi({
      'AccountType/AddOrEditAccountType': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    const told: unknown[] = [];
    const { hook, refreshed } = renderWrite({ onSuccess: (result) => told.push(result) });

    let result: Promise<unknown> = Promise.resolve();
    act(() => {
      result = hook.result.current.run(input);
    });
    await waitFor(() => expect(hook.result.current.busy).toBe(true));
    expect(refreshed(READER)).toBe(false);
    answer(ROW);
    await expect(result).resolves.toEqual(ROW);
    await waitFor(() => expect(hook.result.current.busy).toBe(false));
    expect(hook.result.current.done).toBe(true);
    expect(hook.result.current.data).toEqual(ROW);
    expect(told).toEqual([ROW]);
    expect(refreshed(READER)).toBe(true);
    expect(refreshed(OTHER)).toBe(false);
  });

  it('keeps a refusal worded for the person, with its field errors keyed by the form fields', async () => {
    mockApi({
      'AccountType/AddOrEditAccountType': () =>
        problemReply(400, 'VALIDATION_FAILED', {
          errors: [{ path: 'body.name', message: 'required', code: 'required' }],
        }),
    });
    const { hook, refreshed } = renderWrite();

    let result: unknown = 'not run';
    await act(async () => {
      result = await hook.result.current.run(input);
    });
    expect(result).toBeUndefined();
    // The refusal lands in the hook's state as the mutation's observers are told, a task after the rejection.
    await waitFor(() => expect(hook.result.current.error?.code).toBe('VALIDATION_FAILED'));
    expect(hook.result.current.message).toBe('Some values are not valid. Check the form.');
    expect(hook.result.current.fieldErrors).toEqual({ name: i18n.t('validation.required') });
    expect(refreshed(READER)).toBe(false);

    act(() => hook.result.current.reset());
    await waitFor(() => expect(hook.result.current.message).toBeNull());
    expect(hook.result.current.fieldErrors).toEqual({});
  });

  it('rejects through `call` and refreshes on a conflict, since what the screen shows is stale', async () => {
    mockApi({ 'AccountType/AddOrEditAccountType': () => problemReply(409, 'CONFLICT') });
    const { hook, refreshed } = renderWrite({ describe: () => 'Someone changed it first.' });

    await act(async () => {
      await expect(hook.result.current.call(input)).rejects.toMatchObject({ status: 409 });
    });
    // The refusal's words and the refresh land as the hook's state settles after the rejection.
    await waitFor(() => expect(hook.result.current.message).toBe('Someone changed it first.'));
    await waitFor(() => expect(refreshed(READER)).toBe(true));
  });

  it('shows an optimistic change at once and puts it back when the call fails', async () => {
    let refuse: () => void = () => {};
    const calls = mockApi({
      'AccountType/AddOrEditAccountType': () =>
        new Promise((resolve) => {
          refuse = () => resolve(problemReply(422, 'IN_USE'));
        }),
    });
    const renamed = { ...ROW, name: 'Renamed' };
    const { client, hook } = renderWrite({
      optimistic: (_input, cache) => {
        const before = cache.getQueryData(READER);
        cache.setQueryData(READER, { items: [renamed], total: 1 });
        return () => cache.setQueryData(READER, before);
      },
    });

    let run: Promise<unknown> = Promise.resolve();
    act(() => {
      run = hook.result.current.run(input);
    });
    await waitFor(() => expect(client.getQueryData(READER)).toEqual({ items: [renamed], total: 1 }));
    await act(async () => {
      refuse();
      await run;
    });
    expect(calls.callsTo('AccountType/AddOrEditAccountType')).toHaveLength(1);
    expect(client.getQueryData(READER)).toEqual({ items: [ROW], total: 1 });
    await waitFor(() =>
      expect(hook.result.current.message).toBe('This is still in use; deactivate it instead.'),
    );
  });
});
