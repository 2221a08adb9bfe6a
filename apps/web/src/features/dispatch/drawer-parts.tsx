import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Fact } from '../../components/Fact.tsx';
import { FormErrorAlert } from '../../components/FormError.tsx';

/** A labelled value of the drawer's details. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Fact label={label}>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Fact>
  );
}

export interface DrawerFormProps {
  label: string;
  onSubmit: (event: FormEvent) => void;
  /** Where the form checks its own fields and shows their errors instead of the browser's bubbles. */
  noValidate?: boolean;
  /** The failed save's message, shown above the buttons. */
  error: string | null;
  submitLabel: string;
  pending: boolean;
  onCancel: () => void;
  children: ReactNode;
}

/** A form opened inside the drawer (notes, a payment): its fields, then any error and cancel beside submit. */
export function DrawerForm({
  label,
  onSubmit,
  noValidate,
  error,
  submitLabel,
  pending,
  onCancel,
  children,
}: DrawerFormProps) {
  const { t } = useTranslation('dispatch');
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      component="form"
      onSubmit={onSubmit}
      noValidate={noValidate}
      aria-label={label}
    >
      <Stack gap="xs">
        {children}
        <FormErrorAlert message={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** A titled part of the drawer, with an optional action beside its title. */
export function Section({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="xs" component="section">
      <Group justify="space-between">
        <Title order={3} fz="md">
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Stack>
  );
}

export function notifyConflict(t: (key: string) => string) {
  notifications.show({
    color: 'orange',
    title: t('dispatch.conflictTitle'),
    message: t('dispatch.conflict'),
  });
}
