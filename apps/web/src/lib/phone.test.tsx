import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeSession } from '../testing/factories.ts';
import { renderWithProviders } from '../testing/render.tsx';
import { PhoneText } from './phone.tsx';

function Phones() {
  return (
    <ul>
      <li data-testid="home">
        <PhoneText phone="+971501234567" fallback="—" />
      </li>
      <li data-testid="abroad">
        <PhoneText phone="+12125550100" fallback="—" />
      </li>
      <li data-testid="none">
        <PhoneText phone={null} fallback="—" />
      </li>
    </ul>
  );
}

describe('PhoneText', () => {
  it("shows the company's own numbers nationally and foreign ones internationally, left to right", async () => {
    renderWithProviders(<Phones />, { session: makeSession() });
    const home = await screen.findByTestId('home');
    expect(home).toHaveTextContent('050 123 4567');
    expect(home.querySelector('[dir="ltr"]')).not.toBeNull();
    expect(screen.getByTestId('abroad')).toHaveTextContent('+1 212 555 0100');
    expect(screen.getByTestId('none')).toHaveTextContent('—');
  });

  it("follows the company's country", async () => {
    const base = makeSession();
    const company = base.company ? { ...base.company, country: 'US' as const } : null;
    renderWithProviders(<Phones />, { session: { ...base, company } });
    expect(await screen.findByTestId('abroad')).toHaveTextContent('(212) 555-0100');
    expect(screen.getByTestId('home')).toHaveTextContent('+971 50 123 4567');
  });
});
