import { Alert, Button, Group, List, Paper, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../lib/errors.ts';
import { BULK_ACTIONS, type BulkAction, type BulkResult, failureError } from './actions.tsx';

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

/**
 * The answer of a bulk action: how many succeeded and failed; the parties someone else changed meanwhile
 * (left as they are now, the board shows them refreshed) apart from the other refusals, each with its reason.
 */
export function BulkResultAlert({ result, numberOf, onClose }: BulkResultAlertProps) {
  const { t } = useTranslation('dispatch');
  const changed = result.failed.filter((failure) => failure.code === 'PARTY_CHANGED');
  const refused = result.failed.filter((failure) => failure.code !== 'PARTY_CHANGED');
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
      <Stack gap="xs">
        {changed.length > 0 ? (
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              {t('dispatch.bulk.changed')}
            </Text>
            <List size="sm" spacing={2} aria-label={t('dispatch.bulk.changed')}>
              {changed.map((failure) => (
                <List.Item key={failure.partyId}>
                  {t('dispatch.bulk.party', { number: numberOf(failure.partyId) })}
                </List.Item>
              ))}
            </List>
          </Stack>
        ) : null}
        {refused.length > 0 ? (
          <List size="sm" spacing={2}>
            {refused.map((failure) => (
              <List.Item key={failure.partyId}>
                {t('dispatch.bulk.failure', {
                  number: numberOf(failure.partyId),
                  message: describeError(failureError(failure), t),
                })}
              </List.Item>
            ))}
          </List>
        ) : null}
      </Stack>
    </Alert>
  );
}
