import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { isApiError } from '../lib/api.ts';
import { describeError, describeIssue } from '../lib/errors.ts';
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

/**
 * A failed call's message for the top of the form, or null when there is none to show there: no failure, or
 * one the server pinned on fields (those messages stand under the fields).
 */
export function formWideError(error: unknown, t: TFunction): string | null {
  if (!error || Object.keys(problemFieldErrors(error)).length > 0) return null;
  return describeError(error, t);
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
