import {
  type BodyOf,
  builtInFields,
  customFields,
  MAX_CUSTOM_FIELDS,
  pageSettings,
} from '@curbside/contract';
import { inScope, schema } from '@curbside/db';
import { describe, expect, it } from 'vitest';
import { collectionCases } from '../../testing/collection-cases.ts';
import { testServer } from '../../testing/demo-server.ts';
import { DEMO_ACCOUNTS } from '../../testing/harness.ts';
import { settingsCases } from '../../testing/settings-cases.ts';

const hv = DEMO_ACCOUNTS.harborView;
const t = testServer();
const area = pageSettings;
type FieldInput = BodyOf<typeof customFields.save>;

const sample = (n: number): FieldInput => ({
  label: { en: `Loyalty number ${n}`, ar: `رقم الولاء ${n}` },
  kind: 'text',
  required: n % 2 === 0,
  onReservationForm: true,
  onGuestLink: n % 3 === 0,
  onKiosk: false,
  onBoardCard: false,
});

describe('built-in fields', () => {
  settingsCases(t, {
    definition: builtInFields,
    sample: (n) => ({ ...builtInFields.spec.defaults, flightNumber: n % 2 === 0, couponCode: n % 3 === 0 }),
    invalid: { body: { ...builtInFields.spec.defaults, luggage: 'no' }, path: 'body.luggage' },
    reader: hv.dispatcher,
  });
});

describe('custom fields', () => {
  collectionCases(t, {
    resource: customFields,
    sample,
    invalid: { body: { ...sample(1), label: { en: ' ', ar: '' } }, path: 'body.label.en' },
    reader: hv.dispatcher,
  });

  it('asks a choice field for its choices, and keeps choices only on one', async () => {
    const admin = await t.server.signIn(hv.admin);
    const none = await admin.call(customFields.save, { body: { ...sample(1), kind: 'choice' } });
    expect([none.status, none.problem.errors?.[0]]).toEqual([
      400,
      expect.objectContaining({ path: 'body.choices', code: 'addAChoice' }),
    ]);
    const twice = await admin.call(customFields.save, {
      body: {
        ...sample(2),
        kind: 'choice',
        choices: [
          { key: 'early', label: { en: 'Early', ar: 'مبكر' } },
          { key: 'EARLY', label: { en: 'Earlier', ar: '' } },
        ],
      },
    });
    expect(twice.problem.errors?.map((e) => e.path)).toEqual(['body.choices.1.key']);
    // A key may hold underscores, which a kiosk's code may not: its error says so.
    const spaced = await admin.call(customFields.save, {
      body: {
        ...sample(2),
        kind: 'choice',
        choices: [{ key: 'early bird', label: { en: 'Early', ar: '' } }],
      },
    });
    expect(spaced.problem.errors?.[0]).toEqual(
      expect.objectContaining({ path: 'body.choices.0.key', code: 'choiceKey' }),
    );
    expect(spaced.problem.errors?.[0]?.message).toBe('Letters, digits, dashes or underscores');
    const stray = await admin.call(customFields.save, {
      body: { ...sample(3), choices: [{ key: 'a', label: { en: 'A', ar: '' } }] },
    });
    expect(stray.problem.errors?.[0]?.code).toBe('choicesOnlyForChoice');
    const nowhere = await admin.call(customFields.save, {
      body: { ...sample(4), onReservationForm: false, onGuestLink: false, onKiosk: false },
    });
    expect(nowhere.problem.errors?.[0]?.path).toBe('body.onReservationForm');
  });

  it('adds each new field last, moves one, and switches one off and on', async () => {
    const admin = await t.server.signIn(hv.admin);
    const ids: string[] = [];
    for (const n of [11, 12, 13]) {
      const saved = await admin.call(customFields.save, { body: sample(n) });
      expect(saved.status).toBe(200);
      ids.push(saved.data.id);
    }
    const order = async () =>
      (await admin.call(customFields.list, { body: { pageSize: 200 } })).data.items.map((row) => row.id);
    const before = await order();
    expect(before.slice(-3)).toEqual(ids);
    const [first, second, third] = ids as [string, string, string];
    const moved = await admin.call(area.moveCustomField, { body: { id: third, position: 0 } });
    expect(moved.data).toEqual({ id: third, position: 0 });
    const after = await order();
    expect(after[0]).toBe(third);
    expect(after.indexOf(first)).toBeLessThan(after.indexOf(second));
    const off = await admin.call(area.enableDisableCustomFeilds, { body: { id: second, active: false } });
    expect([off.status, off.data.active]).toEqual([200, false]);
    const active = await admin.call(customFields.list, { body: { pageSize: 200, active: true } });
    expect(active.data.items.map((row) => row.id)).not.toContain(second);
    const desk = await t.server.signIn(hv.dispatcher);
    const refused = await desk.call(area.enableDisableCustomFeilds, { body: { id: second, active: true } });
    expect(refused.status).toBe(403);
  });

  it(`keeps at most ${MAX_CUSTOM_FIELDS} fields a company`, async () => {
    const companyId = t.server.ids.lakeside.companyId;
    await inScope(t.server.deps.db, { kind: 'company', companyId }, (tx) =>
      tx.insert(schema.customFields).values(
        Array.from({ length: MAX_CUSTOM_FIELDS }, (_, n) => ({
          companyId,
          label: { en: `Field ${n}`, ar: '' },
          kind: 'text' as const,
          position: n,
        })),
      ),
    );
    const admin = await t.server.signIn(DEMO_ACCOUNTS.lakeside.admin);
    const full = await admin.call(customFields.save, { body: sample(1) });
    expect([full.status, full.problem.code, full.problem.params]).toEqual([
      422,
      'CUSTOM_FIELDS_FULL',
      { max: MAX_CUSTOM_FIELDS },
    ]);
  });
});
