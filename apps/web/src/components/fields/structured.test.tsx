import { localizedText } from '@curbside/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { showForm } from '../../testing/showForm.tsx';

describe('a text in every language', () => {
  const title = z.object({ title: localizedText({ max: 40, required: true }) });

  it('shows the English and the Arabic box side by side, the Arabic one right to left', async () => {
    const { user, saved, save } = showForm(
      [{ name: 'title', label: 'Title', kind: 'localized' }],
      { title: { en: '', ar: '' } },
      title,
    );
    const english = await screen.findByRole('textbox', { name: 'Title (English)' });
    const arabic = screen.getByRole('textbox', { name: 'Title (Arabic)' });
    expect(english).toHaveAttribute('dir', 'ltr');
    expect(english).toHaveAttribute('lang', 'en');
    expect(arabic).toHaveAttribute('dir', 'rtl');
    expect(arabic).toHaveAttribute('lang', 'ar');

    await user.type(arabic, 'مرحبا');
    await save();
    // The English text is the one shown where a language is empty: it is required.
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(english).toHaveAttribute('aria-invalid', 'true');
    expect(saved).not.toHaveBeenCalled();

    await user.type(english, 'Welcome');
    await save();
    expect(saved).toHaveBeenCalledWith({ title: { en: 'Welcome', ar: 'مرحبا' } });
  });

  it('keeps the Arabic box right to left in the Arabic console, labelled in Arabic', async () => {
    showForm(
      [{ name: 'title', label: 'العنوان', kind: 'localized' }],
      { title: { en: 'Hi', ar: '' } },
      title,
      'ar',
    );
    const english = await screen.findByRole('textbox', { name: 'العنوان (الإنجليزية)' });
    expect(english).toHaveAttribute('dir', 'ltr');
    expect(english).toHaveValue('Hi');
    expect(screen.getByRole('textbox', { name: 'العنوان (العربية)' })).toHaveAttribute('dir', 'rtl');
  });
});

describe('a date range', () => {
  it('edits two fields, marks an end before the start and is checked by the schema', async () => {
    const schema = z
      .object({ validFrom: z.iso.date(), validTo: z.iso.date() })
      .refine((range) => range.validTo >= range.validFrom, { path: ['validTo'], message: 'notBeforeStart' });
    const { user, saved, save } = showForm(
      [{ name: 'validFrom', label: 'Valid from', kind: 'dateRange', end: 'validTo', endLabel: 'Valid to' }],
      { validFrom: null, validTo: null },
      schema,
    );
    const from = await screen.findByLabelText('Valid from');
    const to = screen.getByLabelText('Valid to');
    await user.type(from, '2026-05-10');
    await user.type(to, '2026-05-01');
    expect(screen.getByText('Must not be before the start date')).toBeInTheDocument();
    await save();
    expect(saved).not.toHaveBeenCalled();
    await user.clear(to);
    await user.type(to, '2026-05-20');
    await save();
    expect(saved).toHaveBeenCalledWith({ validFrom: '2026-05-10', validTo: '2026-05-20' });
  });
});

describe('repeatable rows', () => {
  const steps = z.object({
    steps: z
      .array(z.object({ label: z.string().trim().min(1, 'required'), minutes: z.number().int() }))
      .max(3),
  });
  const rowsField = {
    name: 'steps',
    label: 'Steps',
    kind: 'rows' as const,
    addLabel: 'Add a step',
    newRow: { label: '', minutes: 5 },
    fields: [
      { name: 'label', label: 'Step', kind: 'text' as const },
      { name: 'minutes', label: 'Minutes', kind: 'integer' as const },
    ],
  };
  const fields = [rowsField];

  it('adds, fills, moves and removes rows with the keyboard alone', async () => {
    const { user, saved, save } = showForm(fields, { steps: [{ label: 'Park', minutes: 5 }] }, steps);
    const add = await screen.findByRole('button', { name: 'Add a step' });
    add.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Row 2 added.');
    const second = screen.getByRole('group', { name: 'Row 2' });
    await user.type(within(second).getByRole('textbox', { name: 'Step' }), 'Hand over keys');

    screen.getByRole('button', { name: 'Move row 2 up' }).focus();
    await user.keyboard('{Enter}');
    const labels = () =>
      screen.getAllByRole('textbox', { name: 'Step' }).map((box) => (box as HTMLInputElement).value);
    expect(labels()).toEqual(['Hand over keys', 'Park']);
    expect(screen.getByRole('status')).toHaveTextContent('Row moved to position 1.');
    // The moved row is first now: its "up" is disabled, so focus went to its "down".
    expect(screen.getByRole('button', { name: 'Move row 1 down' })).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(labels()).toEqual(['Park', 'Hand over keys']);
    screen.getByRole('button', { name: 'Remove row 1' }).focus();
    await user.keyboard('{Enter}');
    expect(labels()).toEqual(['Hand over keys']);
    expect(screen.getByRole('button', { name: 'Remove row 1' })).toHaveFocus();

    await save();
    expect(saved).toHaveBeenCalledWith({ steps: [{ label: 'Hand over keys', minutes: 5 }] });
  });

  it("shows the schema's error on the field of its row, and stops adding at the maximum", async () => {
    const { user, saved, save } = showForm(
      [{ ...rowsField, max: 3 }],
      {
        steps: [
          { label: 'Park', minutes: 5 },
          { label: ' ', minutes: 5 },
        ],
      },
      steps,
    );
    await save();
    const second = screen.getByRole('group', { name: 'Row 2' });
    expect(await within(second).findByText('Required')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Row 1' })).queryByText('Required')).toBeNull();
    expect(saved).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Add a step' }));
    expect(screen.queryByRole('button', { name: 'Add a step' })).toBeNull();
  });
});
