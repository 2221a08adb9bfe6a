import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

// Kept here for the screens that import them with the alert; they live in lib/errors.ts (no React there).
export { coversAllFieldErrors, formWideError, problemFieldErrors } from '../lib/errors.ts';

export interface FormErrorAlertProps {
  message: string | null | undefined;
  title?: string;
}

/** The form-level message of a failed submit, in danger style. */
export function FormErrorAlert({ message, title }: FormErrorAlertProps) {
  if (!message) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={18} aria-hidden />}
      title={title}
      role="alert"
    >
      {message}
    </Alert>
  );
}
