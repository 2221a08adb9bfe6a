import { hexColour, iconName } from '@curbside/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { showForm } from '../../testing/showForm.tsx';
import { contrastRatio, readability } from './contrast.ts';

describe('a multi-line text field', () => {
  it('keeps the lines typed and is checked by the schema', async () => {
    const { user, saved, save } = showForm(
      [{ name: 'note', label: 'Note', kind: 'multiline' }],
      { note: '' },
      z.object({ note: z.string().max(12) }),
    );
    const box = await screen.findByRole('textbox', { name: 'Note' });
    await user.type(box, 'First line{Enter}second line');
    await save();
    expect(await screen.findByText('At most 12 characters')).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, 'One{Enter}two');
    await save();
    expect(saved).toHaveBeenCalledWith({ note: 'One\ntwo' });
  });
});

describe('a multi-select field', () => {
  it('chooses several by keyboard and asks for at least one', async () => {
    const { user, saved, save } = showForm(
      [
        {
          name: 'days',
          label: 'Days',
          kind: 'multiSelect',
          options: [
            { value: 'mon', label: 'Monday' },
            { value: 'tue', label: 'Tuesday' },
            { value: 'wed', label: 'Wednesday' },
          ],
        },
      ],
      { days: [] },
      z.object({ days: z.array(z.enum(['mon', 'tue', 'wed'])).min(1, 'required') }),
    );
    const box = await screen.findByRole('textbox', { name: 'Days' });
    await save();
    expect(await screen.findByText('Required')).toBeInTheDocument();
    await user.click(box);
    await user.type(box, 'Tues');
    await user.keyboard('{ArrowDown}{Enter}');
    await user.type(box, 'Mon');
    await user.keyboard('{ArrowDown}{Enter}');
    await save();
    expect(saved).toHaveBeenCalledWith({ days: ['tue', 'mon'] });
  });
});

describe('an icon field', () => {
  it('picks a shipped icon by typing its name and refuses a name the contract does not know', async () => {
    const { user, saved, save } = showForm(
      [{ name: 'icon', label: 'Button icon', kind: 'icon' }],
      { icon: 'rocket' },
      z.object({ icon: iconName }),
    );
    const box = await screen.findByRole('textbox', { name: 'Button icon' });
    await save();
    expect(await screen.findByText('Not one of the choices')).toBeInTheDocument();
    expect(saved).not.toHaveBeenCalled();
    await user.click(box);
    await user.type(box, 'Bus');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(box).toHaveValue('Bus');
    await save();
    expect(saved).toHaveBeenCalledWith({ icon: 'bus' });
  });
});

describe('a colour field', () => {
  it('measures contrast by the WCAG formula', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    // 4.48:1 shows as 4.5 but fails body text: the verdict reads the unrounded ratio.
    const grey = contrastRatio('#777777', '#ffffff') ?? 0;
    expect(grey).toBeCloseTo(4.48, 2);
    expect(readability(grey)).toBe('largeOnly');
    expect(contrastRatio('#abc', '#ffffff')).toBeNull();
    expect(readability(4.5)).toBe('readable');
    expect(readability(3.2)).toBe('largeOnly');
    expect(readability(1.4)).toBe('poor');
  });

  it('hints how readable the colour is on white and on dark, and takes only #RRGGBB', async () => {
    const { user, saved, save } = showForm(
      [{ name: 'accent', label: 'Accent', kind: 'colour' }],
      { accent: '#12' },
      z.object({ accent: hexColour }),
    );
    const box = await screen.findByRole('textbox', { name: 'Accent' });
    await save();
    expect(await screen.findByText('A colour as #RRGGBB')).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, '#000000');
    expect(screen.getByText('Contrast on white: 21.0:1, easy to read')).toBeInTheDocument();
    expect(screen.getByText(/^Contrast on dark: 1\.\d:1, hard to read$/)).toBeInTheDocument();
    await save();
    expect(saved).toHaveBeenCalledWith({ accent: '#000000' });
  });
});
