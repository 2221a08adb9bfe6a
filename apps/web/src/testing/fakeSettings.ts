import { type Settings, type SettingsOf, VALIDATION_MESSAGES } from '@curbside/contract';
import { type MockHandler, type MockHandlers, problemReply } from './mockApi.ts';

export interface FakeSettings<S extends Settings> {
  /** Handlers of the definition's two entries, to spread into `mockApi({...})`. */
  handlers: MockHandlers;
  /** The company's row as the fake server holds it now; null while nothing was saved. */
  row: () => SettingsOf<S> | null;
}

/**
 * A stateful fake of one settings definition's calls, built from it: the get answers the saved row or the
 * definition's defaults, the update is checked with the contract's own schema (a 400 names each field, as the
 * server does) and replaces the row, so a screen test saves and reads back without answering each call by hand.
 */
export function fakeSettings<S extends Settings>(
  definition: S,
  initial: SettingsOf<S> | null = null,
): FakeSettings<S> {
  let row: SettingsOf<S> | null = initial ? { ...initial } : null;

  const get: MockHandler<S['get']> = () =>
    (row ?? definition.spec.defaults) as ReturnType<MockHandler<S['get']>>;

  const update: MockHandler<S['update']> = (request) => {
    const parsed = definition.update.body.safeParse(request.body);
    if (!parsed.success) {
      return problemReply(400, 'VALIDATION_FAILED', {
        errors: parsed.error.issues.map((issue) => ({
          path: ['body', ...issue.path.map(String)].join('.'),
          code: Object.hasOwn(VALIDATION_MESSAGES, issue.message) ? issue.message : issue.code,
          message: issue.message,
        })),
      });
    }
    const { companyId: _, ...fields } = parsed.data as Record<string, unknown>;
    row = fields as SettingsOf<S>;
    return row as ReturnType<MockHandler<S['update']>>;
  };

  return {
    handlers: { [definition.get.path]: get, [definition.update.path]: update } as MockHandlers,
    row: () => row,
  };
}
