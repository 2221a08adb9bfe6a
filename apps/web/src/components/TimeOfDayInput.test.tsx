import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { makeSession } from '../testing/factories.ts';
import { mockSignedInApi } from '../testing/openScreen.ts';
import { renderWithProviders } from '../testing/render.tsx';
import { clockOfLocale, TimeOfDayInput } from './TimeOfDayInput.tsx';

/** The field with the value a form would keep, shown beside it. */
function Field({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <TimeOfDayInput label="Pick-up" value={value} onChange={setValue} />
      <output aria-label="kept">{value}</output>
    </>
  );
}

function show(clock: '12' | '24', initial: string, language?: 'ar') {
  mockSignedInApi();
  const session = makeSession();
  return renderWithProviders(<Field initial={initial} />, {
    session: { ...session, company: session.company && { ...session.company, clock } },
    ...(language ? { language } : {}),
  });
}

const kept = () => screen.getByRole('status', { name: 'kept' });

describe('TimeOfDayInput: a time typed on the company clock', () => {
  it('shows hours, minutes and am/pm on a 12-hour clock and keeps the time on 24 hours', async () => {
    const { user } = show('12', '14:30');
    expect(screen.getByRole('spinbutton', { name: 'Pick-up: hours' })).toHaveValue('02');
    expect(screen.getByRole('spinbutton', { name: 'Pick-up: minutes' })).toHaveValue('30');
    const half = screen.getByRole('combobox', { name: 'Pick-up: am or pm' });
    expect(half).toHaveValue('pm');
    await user.selectOptions(half, 'am');
    expect(kept()).toHaveTextContent('02:30');
    await user.clear(screen.getByRole('spinbutton', { name: 'Pick-up: hours' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Pick-up: hours' }), '12');
    // Twelve in the morning is midnight.
    expect(kept()).toHaveTextContent('00:30');
    await user.selectOptions(half, 'pm');
    expect(kept()).toHaveTextContent('12:30');
  });

  it('shows hours and minutes only on a 24-hour clock', async () => {
    const { user } = show('24', '14:30');
    const hours = screen.getByRole('spinbutton', { name: 'Pick-up: hours' });
    expect(hours).toHaveValue('14');
    expect(screen.queryByRole('combobox', { name: /am or pm/ })).not.toBeInTheDocument();
    await user.clear(hours);
    await user.type(hours, '21');
    expect(kept()).toHaveTextContent('21:30');
  });

  it('says morning and evening in Arabic', () => {
    show('12', '09:05', 'ar');
    const half = screen.getByRole('combobox', { name: 'Pick-up: صباحًا أو مساءً' });
    expect(half).toHaveValue('ص');
    expect(screen.getByRole('option', { name: 'م' })).toBeInTheDocument();
  });

  it("follows the language's clock where no company says (a guest's page)", () => {
    expect(clockOfLocale('en-US')).toBe('12');
    expect(clockOfLocale('en-GB')).toBe('24');
  });
});
