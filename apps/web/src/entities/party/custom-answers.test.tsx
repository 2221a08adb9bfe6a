import type { CustomField } from '@curbside/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCustomField } from '../../testing/factories.ts';
import { mockApi } from '../../testing/mockApi.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import CustomAnswers from './CustomAnswers.tsx';

const field = (n: number, overrides: Partial<CustomField>) => makeCustomField(n, overrides, 2);
const tier = field(1, {
  label: { en: 'Tier', ar: 'الفئة' },
  kind: 'choice',
  choices: [{ key: 'gold', label: { en: 'Gold', ar: 'ذهبي' } }],
  onBoardCard: true,
});
const seat = field(2, { label: { en: 'Child seat', ar: '' }, kind: 'yesNo' });
const values = { [tier.id]: 'gold', [seat.id]: false };

describe("a party's answers to the company's fields", () => {
  it('shows every answer in the drawer in words, and only the marked ones on the card', async () => {
    mockApi({
      'PageSettings/GetCustomFields': () => ({ items: [tier, seat], total: 2, page: 1, pageSize: 200 }),
    });
    const { unmount } = renderWithProviders(<CustomAnswers values={values} />);
    expect(await screen.findByText('Tier: Gold')).toBeInTheDocument();
    expect(screen.getByText('Child seat: No')).toBeInTheDocument();
    unmount();
    renderWithProviders(<CustomAnswers values={values} onCard />);
    expect(await screen.findByText('Tier: Gold')).toBeInTheDocument();
    expect(screen.queryByText(/Child seat/)).toBeNull();
  });
});
