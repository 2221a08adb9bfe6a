import { Button, Group, type GroupProps } from '@mantine/core';

interface FormButtonsProps extends Omit<GroupProps, 'children'> {
  /** The words of the button that leaves the form unsent (Back, Cancel). */
  leaveLabel: string;
  onLeave: () => void;
  submitLabel: string;
  /** The submit button shows it is busy. */
  submitting: boolean;
  /** The submit button's colour where it is not the theme's (red where it destroys something). */
  submitColor?: string;
}

/** A form's last row: the way out without sending, then the submit button, at the form's end. */
export function FormButtons({
  leaveLabel,
  onLeave,
  submitLabel,
  submitting,
  submitColor,
  ...group
}: FormButtonsProps) {
  return (
    <Group justify="flex-end" {...group}>
      <Button variant="default" onClick={onLeave}>
        {leaveLabel}
      </Button>
      <Button type="submit" color={submitColor} loading={submitting}>
        {submitLabel}
      </Button>
    </Group>
  );
}
