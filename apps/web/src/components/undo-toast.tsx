import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';

/** How long a toast with an undo stays. */
const UNDO_MS = 12_000;

/**
 * A green toast that says what was done and offers its undo, where the hand already is (a drop-off takes the
 * card off the board, so the board has no card left to undo it from). The toast closes when the undo starts.
 */
export function showUndoToast(id: string, message: string, undoLabel: string, undo: () => Promise<void>) {
  notifications.show({
    id,
    color: 'green',
    autoClose: UNDO_MS,
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <span>{message}</span>
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => {
            notifications.hide(id);
            void undo();
          }}
        >
          {undoLabel}
        </Button>
      </Group>
    ),
  });
}
