import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { describeError } from '../lib/errors.ts';

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

export interface CallFailureAlertProps {
  /** The failed call's error; nothing is drawn while there is none. */
  error: unknown;
  /** The screen's own `t`: a field the failure names is worded in the screen's namespace first. */
  t: TFunction;
  title?: string;
}

/**
 * A failed call's message in the person's language (`describeError`), in danger style without an icon: a change
 * made outside a form (a switch in a table, a guest's button, an export) that did not happen.
 */
export function CallFailureAlert({ error, t, title }: CallFailureAlertProps) {
  if (!error) return null;
  return (
    <Alert color="red" variant="light" role="alert" title={title}>
      {describeError(error, t)}
    </Alert>
  );
}
