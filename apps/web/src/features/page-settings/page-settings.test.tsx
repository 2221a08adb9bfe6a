import { builtInFields, type CustomField, customFields } from '@curbside/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { crudScreenCases } from '../../testing/crudScreenCases.tsx';
import { makeCustomField, makeSession } from '../../testing/factories.ts';
import { fakeCollection } from '../../testing/fakeCollection.ts';
import { fakeSettings } from '../../testing/fakeSettings.ts';
import { mockSignedInApi } from '../../testing/openScreen.ts';
import { renderApp } from '../../testing/render.tsx';
import { pick, retype } from '../../testing/select.ts';

const path = '/Settings/PageSettings';
const writer = () => makeSession({ rules: ['settings.manage'] });

const field = (n: number, overrides: Partial<CustomField> = {}) =>
  makeCustomField(
    n,
    { label: { en: `Loyalty number ${n}`, ar: `رقم الولاء ${n}` }, position: n - 1, ...overrides },
    0,
  );

describe('booking fields (/Settings/PageSettings)', () => {
  crudScreenCases({
    resource: customFields,
    path,
    rows: [field(1), field(2)],
    nameOf: (row) => row.label.en,
    labels: { table: 'Your booking fields', add: 'Add field', empty: 'No fields of your own yet' },
    writer,
    handlers: fakeSettings(builtInFields).handlers,
    fill: async (user, dialog, name) => {
      // The text in every language comes with the content fields' own chunk.
      await within(dialog).findByLabelText('Label (English)');
      await retype(user, dialog, 'Label (English)', name);
    },
  });

  it('adds a choice field with its choices, asked on the guest link', async () => {
    const rows = fakeCollection(customFields, []);
    mockSignedInApi({ ...rows.handlers, ...fakeSettings(builtInFields).handlers });
    const { user } = renderApp(path, { session: writer() });
    await user.click(await screen.findByRole('button', { name: 'Add field' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(await within(dialog).findByLabelText('Label (English)'), 'Pillow');
    expect(within(dialog).queryByText('Choices')).toBeNull();
    await pick(user, 'Kind', 'Choice', dialog);
    await user.click(await within(dialog).findByRole('button', { name: 'Add a choice' }));
    await user.type(await within(dialog).findByRole('textbox', { name: 'Key' }), 'soft');
    const labels = within(dialog).getAllByRole('textbox', { name: 'Label (English)' });
    await user.type(labels[1] as HTMLElement, 'Soft');
    await user.click(within(dialog).getByRole('switch', { name: "Guest's link" }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('cell', { name: 'Pillow' })).toBeInTheDocument();
    expect(rows.rows()[0]).toMatchObject({
      label: { en: 'Pillow', ar: '' },
      kind: 'choice',
      choices: [{ key: 'soft', label: { en: 'Soft', ar: '' } }],
      onReservationForm: true,
      onGuestLink: true,
    });
  });

  it('moves a field and switches one off from the list', async () => {
    const moves: unknown[] = [];
    const switches: unknown[] = [];
    mockSignedInApi({
      ...fakeCollection(customFields, [field(1), field(2)]).handlers,
      ...fakeSettings(builtInFields).handlers,
      'PageSettings/MoveCustomField': ({ body }) => {
        moves.push(body);
        return { id: field(2).id, position: 0 };
      },
      'PageSettings/EnableDisableCustomFeilds': ({ body }) => {
        switches.push(body);
        return { ...field(1), active: false };
      },
    });
    const { user } = renderApp(path, { session: writer() });
    const table = await screen.findByRole('table', { name: 'Your booking fields' });
    expect(await within(table).findByRole('button', { name: 'Move Loyalty number 1 up' })).toBeDisabled();
    await user.click(within(table).getByRole('button', { name: 'Move Loyalty number 2 up' }));
    await user.click(within(table).getByRole('switch', { name: 'Loyalty number 1 is on' }));
    expect(moves).toEqual([{ id: field(2).id, position: 0 }]);
    expect(switches).toEqual([{ id: field(1).id, active: false }]);
  });

  it('switches a built-in field off', async () => {
    const switches = fakeSettings(builtInFields);
    mockSignedInApi({ ...fakeCollection(customFields, []).handlers, ...switches.handlers });
    const { user } = renderApp(path, { session: writer() });
    const section = await screen.findByRole('region', { name: 'Built-in fields' });
    await user.click(await within(section).findByRole('switch', { name: 'Flight number' }));
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    expect(await within(section).findByText('Settings saved.')).toBeInTheDocument();
    expect(switches.row()).toEqual({ ...builtInFields.spec.defaults, flightNumber: false });
  });
});
