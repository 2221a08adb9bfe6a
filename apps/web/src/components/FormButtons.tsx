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
  /** Where the buttons close no form (a dialog's row): what the submit button does when clicked. */
  onSubmit?: () => void;
  submitDisabled?: boolean;
}

/**
 * A form's or a dialog's last row: the way out without sending, then the submit button, at its end.
 */
export function FormButtons({
  leaveLabel,
  onLeave,
  submitLabel,
  submitting,
  submitColor,
  onSubmit,
  submitDisabled,
  ...group
}: FormButtonsProps) {
  return (
    <Group justify="flex-end" {...group}>
      <Button variant="default" onClick={onLeave}>
        {leaveLabel}
      </Button>
      <Button
        type={onSubmit ? 'button' : 'submit'}
        onClick={onSubmit}
        color={submitColor}
        loading={submitting}
        disabled={submitDisabled}
      >
        {submitLabel}
      </Button>
    </Group>
  );
}
