import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/** Opens a Mantine select by its label (within `scope`) and picks an option of its own list. */
export async function pick(
  user: UserEvent,
  label: string,
  option: string,
  scope: HTMLElement = document.body,
) {
  const input = within(scope).getByRole('textbox', { name: label });
  await user.click(input);
  const listbox = await waitFor(() => {
    const found = document.getElementById(input.getAttribute('aria-controls') ?? '');
    if (!found) throw new Error(`no options for ${label}`);
    return found;
  });
  await user.click(await within(listbox).findByRole('option', { name: option, hidden: true }));
}

/** Empties the field labelled `label` (within `scope`) and types `text` into it. */
export async function retype(user: UserEvent, scope: HTMLElement, label: string, text: string) {
  const field = within(scope).getByLabelText(label);
  await user.clear(field);
  await user.type(field, text);
}

/** Presses Save in `dialog` and waits until the dialog closes: the form was valid and the server took the write. */
export async function saveDialog(user: UserEvent, dialog: HTMLElement) {
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}
