import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { isApiError } from '../lib/api.ts';
import { describeIssue } from '../lib/errors.ts';
import { i18n } from '../lib/i18n.ts';

/**
 * The field errors of a failed call in the interface language, keyed by field name: `body.userName` and
 * `query.userName` both become `userName`; nested paths keep their dots (`body.address.city` -> `address.city`).
 */
export function problemFieldErrors(error: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!isApiError(error)) return fields;
  for (const entry of error.problem.errors ?? []) {
    const name = entry.path.replace(/^(body|query)\.?/, '');
    if (name && !(name in fields)) fields[name] = describeIssue(entry, i18n.t);
  }
  return fields;
}

/** Whether every field error of a failed call belongs to one of the form's fields. */
export function coversAllFieldErrors(error: unknown, fieldNames: readonly string[]): boolean {
  const names = Object.keys(problemFieldErrors(error));
  return names.length > 0 && names.every((name) => fieldNames.includes(name));
}

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
