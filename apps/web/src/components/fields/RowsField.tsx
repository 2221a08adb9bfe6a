import { ActionIcon, Button, Fieldset, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { Fragment, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_FIELDS_NAMESPACE } from '../../lib/namespaces.ts';
import type { ContentFieldSpec, FieldScope, FieldSpec, FormRow, RenderField } from './types.ts';

interface RowsFieldProps {
  field: FieldSpec & Extract<ContentFieldSpec, { kind: 'rows' }>;
  scope: FieldScope;
  disabled: boolean;
  render: RenderField;
}

const isRow = (value: unknown): value is FormRow => typeof value === 'object' && value !== null;

/** The errors of one row: the form's errors under `<name>.<index>.`, named as the row's own fields. */
function rowErrors(errors: Readonly<Record<string, string>>, prefix: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([path]) => path.startsWith(prefix))
      .map(([path, message]) => [path.slice(prefix.length), message]),
  );
}

/**
 * A list of small forms of the same fields (a flow's steps, a page's links): rows are added, removed and moved
 * with buttons, so the keyboard does all of it; focus stays on the button that moved its row, and a polite
 * announcement says where the row went.
 */
export function RowsField({ field, scope, disabled, render }: RowsFieldProps) {
  const { t } = useTranslation(CONTENT_FIELDS_NAMESPACE);
  const stored = scope.values[field.name];
  const rows: readonly FormRow[] = Array.isArray(stored) ? stored.filter(isRow) : [];
  // A stable key per row, moved with it, so a moved row keeps its inputs (and what is typed in them).
  const keys = useRef<number[]>([]);
  const nextKey = useRef(0);
  while (keys.current.length < rows.length) keys.current.push(nextKey.current++);
  keys.current.length = rows.length;
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focusNext = useRef<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (focusNext.current === null) return;
    buttons.current.get(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const write = (next: FormRow[], nextKeys: number[]) => {
    keys.current = nextKeys;
    scope.set(field.name, next);
  };
  const move = (index: number, by: -1 | 1) => {
    const target = index + by;
    const next = [...rows];
    const nextKeys = [...keys.current];
    [next[index], next[target]] = [next[target] as FormRow, next[index] as FormRow];
    [nextKeys[index], nextKeys[target]] = [nextKeys[target] as number, nextKeys[index] as number];
    const atEdge = target === 0 || target === rows.length - 1;
    // At the top or bottom the pressed button is disabled: focus goes to its opposite.
    focusNext.current = `${nextKeys[target]}:${atEdge ? (by < 0 ? 'down' : 'up') : by < 0 ? 'up' : 'down'}`;
    setAnnouncement(t('formField.rowMoved', { number: target + 1 }));
    write(next, nextKeys);
  };
  const remove = (index: number) => {
    const nextKeys = keys.current.filter((_, at) => at !== index);
    const neighbour = nextKeys[Math.min(index, nextKeys.length - 1)];
    focusNext.current = neighbour === undefined ? 'add' : `${neighbour}:remove`;
    setAnnouncement(t('formField.rowRemoved', { number: index + 1 }));
    write(
      rows.filter((_, at) => at !== index),
      nextKeys,
    );
  };
  const add = () => {
    setAnnouncement(t('formField.rowAdded', { number: rows.length + 1 }));
    write([...rows, { ...field.newRow }], [...keys.current, nextKey.current++]);
  };
  const remember = (name: string) => (button: HTMLButtonElement | null) => {
    if (button) buttons.current.set(name, button);
    else buttons.current.delete(name);
  };

  return (
    <Fieldset legend={field.label} variant="unstyled" disabled={disabled}>
      <Stack gap="xs">
        {field.description ? (
          <Text size="xs" c="dimmed">
            {field.description}
          </Text>
        ) : null}
        {rows.map((row, index) => {
          const key = keys.current[index] as number;
          const number = index + 1;
          const rowScope: FieldScope = {
            values: { ...row },
            set: (name, value) =>
              scope.set(
                field.name,
                rows.map((other, at) => (at === index ? { ...other, [name]: value } : other)),
              ),
            errors: rowErrors(scope.errors, `${field.name}.${index}.`),
          };
          const actions = [
            { name: 'up', label: t('formField.moveUp', { number }), icon: IconArrowUp, off: index === 0 },
            {
              name: 'down',
              label: t('formField.moveDown', { number }),
              icon: IconArrowDown,
              off: index === rows.length - 1,
            },
            { name: 'remove', label: t('formField.removeRow', { number }), icon: IconTrash, off: false },
          ];
          return (
            <Fieldset key={key} legend={t('formField.row', { number })} p="sm">
              <Stack gap="xs">
                {field.fields.map((sub) => (
                  <Fragment key={sub.name}>{render(sub, rowScope)}</Fragment>
                ))}
                {disabled ? null : (
                  <Group gap={4} justify="flex-end">
                    {actions.map(({ name, label, icon: Picture, off }) => (
                      <ActionIcon
                        key={name}
                        ref={remember(`${key}:${name}`)}
                        variant="subtle"
                        color={name === 'remove' ? 'red' : 'gray'}
                        aria-label={label}
                        title={label}
                        disabled={off}
                        onClick={() =>
                          name === 'remove' ? remove(index) : move(index, name === 'up' ? -1 : 1)
                        }
                      >
                        <Picture size={16} aria-hidden />
                      </ActionIcon>
                    ))}
                  </Group>
                )}
              </Stack>
            </Fieldset>
          );
        })}
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('formField.noRows')}
          </Text>
        ) : null}
        {disabled || rows.length >= (field.max ?? Number.POSITIVE_INFINITY) ? null : (
          <Group>
            <Button
              ref={remember('add')}
              variant="light"
              size="compact-sm"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={add}
            >
              {field.addLabel}
            </Button>
          </Group>
        )}
        <VisuallyHidden role="status" aria-live="polite">
          {announcement}
        </VisuallyHidden>
      </Stack>
    </Fieldset>
  );
}
