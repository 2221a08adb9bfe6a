import { Alert, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { describeError } from '../lib/errors.ts';
import type { ExportState } from '../lib/usePagedExport.ts';

export interface ExportStatusProps {
  state: ExportState;
  /** Accessible name of the progress bar (the export button's text). */
  label: string;
  running: (done: number, total: number) => string;
  done: (count: number) => string;
  failed: string;
}

/** Progress, success or failure of an export of every page of a list. */
export function ExportStatus({ state, label, running, done, failed }: ExportStatusProps) {
  const { t } = useTranslation();
  switch (state.status) {
    case 'running':
      return (
        <Stack gap={4} role="status" aria-live="polite">
          <Text size="sm">{running(state.done, state.total)}</Text>
          <Progress
            value={state.total > 0 ? (state.done / state.total) * 100 : 0}
            aria-label={label}
            animated
          />
        </Stack>
      );
    case 'done':
      return (
        <Alert color="teal" variant="light" role="status">
          {done(state.count)}
        </Alert>
      );
    case 'failed':
      return (
        <Alert color="red" variant="light" role="alert" title={failed}>
          {describeError(state.error, t)}
        </Alert>
      );
    default:
      return null;
  }
}
