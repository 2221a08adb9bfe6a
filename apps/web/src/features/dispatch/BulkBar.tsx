import { Alert, Button, Group, List, Paper, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BULK_ACTIONS, type BulkAction, type BulkResult } from './actions.tsx';

/** The most parties one bulk call takes (the contract's `partyIds`). */
export const BULK_LIMIT = 200;

export interface BulkBarProps {
  selected: number;
  onAction: (action: BulkAction) => void;
  onClear: () => void;
}

/** The actions on every chosen card at once; each party succeeds or fails on its own. */
export function BulkBar({ selected, onAction, onClear }: BulkBarProps) {
  const { t } = useTranslation('dispatch');
  if (selected === 0) return null;
  return (
    <Paper withBorder p="xs" radius="md" role="toolbar" aria-label={t('dispatch.bulk.bar')}>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          {t('dispatch.bulk.selected', { count: selected })}
        </Text>
        {BULK_ACTIONS.map((action) => (
          <Button
            key={action}
            size="xs"
            variant="light"
            color={action === 'Cancel' || action === 'Delete' ? 'red' : undefined}
            disabled={selected > BULK_LIMIT}
            onClick={() => onAction(action)}
          >
            {t(`party.action.${action}`)}
          </Button>
        ))}
        {selected > BULK_LIMIT ? (
          <Text size="sm" c="red">
            {t('dispatch.bulk.tooMany', { max: BULK_LIMIT })}
          </Text>
        ) : null}
        <Button
          size="xs"
          variant="subtle"
          color="gray"
          leftSection={<IconX size={14} aria-hidden />}
          onClick={onClear}
        >
          {t('dispatch.bulk.clear')}
        </Button>
      </Group>
    </Paper>
  );
}

export interface BulkResultAlertProps {
  result: BulkResult;
  numberOf: (partyId: string) => string;
  onClose: () => void;
}

/** The answer of a bulk action: how many succeeded and failed, and why each failure failed. */
export function BulkResultAlert({ result, numberOf, onClose }: BulkResultAlertProps) {
  const { t } = useTranslation('dispatch');
  return (
    <Alert
      color={result.failed.length === 0 ? 'green' : 'orange'}
      variant="light"
      role="status"
      withCloseButton
      onClose={onClose}
      closeButtonLabel={t('dispatch.bulk.dismiss')}
      title={t('dispatch.bulk.result', { succeeded: result.succeeded.length, failed: result.failed.length })}
    >
      {result.failed.length > 0 ? (
        <List size="sm" spacing={2}>
          {result.failed.map((failure) => (
            <List.Item key={failure.partyId}>
              {t('dispatch.bulk.failure', { number: numberOf(failure.partyId), message: failure.message })}
            </List.Item>
          ))}
        </List>
      ) : null}
    </Alert>
  );
}
