import { routes } from '@curbside/contract/routes';
import { zonedTimeToUtc } from '@curbside/domain';
import { Alert, Button, Group, Paper, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWrite } from '../../../lib/query.ts';
import { useSignedInSession } from '../../../lib/session.tsx';

/** The two bulk steps that end permits, each with its button's words and the question asked before it. */
const CLOSING = [
  { command: 'CANCEL', label: 'permits.bulkCancel', question: 'permits.bulkCancelConfirm' },
  { command: 'DELETE', label: 'permits.bulkDelete', question: 'permits.bulkDeleteConfirm' },
] as const;

/**
 * Cancels, deletes or extends the chosen permits at once (Parking/BulkUpdateParkings): each in its own
 * transaction on the server, which answers which succeeded and why the others were refused.
 */
export function PermitBulkBar({ ids, onDone }: { ids: readonly string[]; onDone: () => void }) {
  const { t } = useTranslation('parking');
  const zone = useSignedInSession().company?.timeZone ?? 'UTC';
  const [until, setUntil] = useState('');
  const [answer, setAnswer] = useState<{ succeeded: number; failed: number } | null>(null);
  const bulk = useWrite(routes.parking.bulkUpdateParkings);
  if (ids.length === 0 && !answer) return null;

  const run = async (commandType: 'CANCEL' | 'DELETE' | 'EXTEND') => {
    const endsAt = commandType === 'EXTEND' ? zonedTimeToUtc(until, '12:00', zone).toISOString() : undefined;
    const result = await bulk.run({ body: { ids: [...ids], commandType, ...(endsAt ? { endsAt } : {}) } });
    if (!result) return;
    setAnswer({ succeeded: result.succeeded.length, failed: result.failed.length });
    onDone();
  };

  return (
    <Paper withBorder p="xs">
      <Group gap="xs" align="end">
        <Text size="sm" fw={600} aria-live="polite">
          {answer && ids.length === 0
            ? t('permits.bulkDone', answer)
            : t('permits.chosen', { count: ids.length })}
        </Text>
        {ids.length > 0 ? (
          <>
            {CLOSING.map(({ command, label, question }) => (
              <Button
                key={command}
                size="xs"
                variant="default"
                color="red"
                loading={bulk.busy}
                onClick={() => {
                  // Ending many permits at once is asked once, naming how many, as the board's bulk steps are.
                  if (window.confirm(t(question, { count: ids.length }))) void run(command);
                }}
              >
                {t(label)}
              </Button>
            ))}
            <TextInput
              size="xs"
              type="date"
              label={t('permits.bulkExtend')}
              value={until}
              onChange={(event) => setUntil(event.currentTarget.value)}
            />
            <Button size="xs" disabled={!until} loading={bulk.busy} onClick={() => void run('EXTEND')}>
              {t('permits.bulkExtend')}
            </Button>
          </>
        ) : null}
      </Group>
      {bulk.message ? (
        <Alert color="red" mt="xs">
          {bulk.message}
        </Alert>
      ) : null}
    </Paper>
  );
}
