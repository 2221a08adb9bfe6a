import { Alert, Button, type ButtonProps, Menu, Progress, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ExportFormat } from '../lib/exportFile.ts';
import type { ExportState } from '../lib/usePagedExport.ts';
import { CallFailureAlert } from './FormError.tsx';

export interface ExportStatusProps {
  state: ExportState;
  /**
   * The i18n section (`namespace:section`) of the export's words: `export` (the button's text, the progress
   * bar's name), `exporting` ({{done}}, {{total}}), `exportDone` ({{count}}) and `exportFailed`. A word the
   * section does not have is the shared one of `resource` (see `useExportWords`).
   */
  texts: string;
  /** Closes the message of a finished export, where it may be closed. */
  onDismiss?: () => void;
}

type ExportWord = 'export' | 'exporting' | 'exportDone' | 'exportFailed';

/**
 * The export's words from the screen's section, each falling back to the shared one in `resource`: a screen
 * words only what it says differently (the button, what it counts), not the progress or the failure again.
 */
function useExportWords(texts: string) {
  const { t } = useTranslation();
  const word = (key: ExportWord, values?: Record<string, number>) =>
    t([`${texts}.${key}`, `resource.${key}`], values);
  return { t, word };
}

/** Progress, success or failure of an export of every page of a list. */
export function ExportStatus({ state, texts, onDismiss }: ExportStatusProps) {
  const { t, word } = useExportWords(texts);
  switch (state.status) {
    case 'running':
      return (
        <Stack gap={4} role="status" aria-live="polite">
          <Text size="sm">{word('exporting', { done: state.done, total: state.total })}</Text>
          <Progress
            value={state.total > 0 ? (state.done / state.total) * 100 : 0}
            aria-label={word('export')}
            animated
          />
        </Stack>
      );
    case 'done':
      return (
        <Alert
          color="teal"
          variant="light"
          role="status"
          withCloseButton={Boolean(onDismiss)}
          onClose={onDismiss}
        >
          {word('exportDone', { count: state.count })}
        </Alert>
      );
    case 'failed':
      return <CallFailureAlert error={state.error} t={t} title={word('exportFailed')} />;
    default:
      return null;
  }
}

export interface ExportButtonProps {
  state: ExportState;
  /** As ExportStatus: the section whose `export` is the button's text. */
  texts: string;
  /** Starts the export in the kind chosen (CSV where no choice is offered). */
  onExport: (format: ExportFormat) => void;
  /** The file kinds to choose from (a menu under the button); none: the button exports CSV at once. */
  formats?: readonly ExportFormat[];
  disabled?: boolean;
  variant?: ButtonProps['variant'];
}

/** The button that starts an export, or opens the choice of file kinds; busy while it runs. */
export function ExportButton({
  state,
  texts,
  onExport,
  formats,
  disabled,
  variant = 'light',
}: ExportButtonProps) {
  const { t, word } = useExportWords(texts);
  const button = (
    <Button
      variant={variant}
      leftSection={<IconDownload size={16} aria-hidden />}
      rightSection={formats ? <IconChevronDown size={14} aria-hidden /> : undefined}
      onClick={formats ? undefined : () => onExport('csv')}
      loading={state.status === 'running'}
      disabled={disabled}
    >
      {word('export')}
    </Button>
  );
  if (!formats) return button;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>{button}</Menu.Target>
      <Menu.Dropdown>
        {formats.map((format) => (
          <Menu.Item key={format} onClick={() => onExport(format)}>
            {t(`common.exportAs.${format}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
