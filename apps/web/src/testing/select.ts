import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

/** Opens a Mantine select by its label and picks an option of its own list. */
export async function pickOption(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  const input = screen.getByRole('textbox', { name: label });
  await user.click(input);
  const listbox = await waitFor(() => {
    const found = document.getElementById(input.getAttribute('aria-controls') ?? '');
    if (!found) throw new Error(`no options for ${label}`);
    return found;
  });
  await user.click(await within(listbox).findByRole('option', { name: option, hidden: true }));
}
