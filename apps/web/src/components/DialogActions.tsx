import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface DialogActionsProps {
  onCancel: () => void;
  onSubmit: () => void;
  /** The submit button shows it is busy. */
  saving: boolean;
  /** The submit button's words; Save unless given. */
  submitLabel?: string;
  disabled?: boolean;
}

/** A dialog's Cancel and submit buttons, at its end. */
export function DialogActions({ onCancel, onSubmit, saving, submitLabel, disabled }: DialogActionsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="xs">
      <Button variant="default" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button onClick={onSubmit} loading={saving} disabled={disabled}>
        {submitLabel ?? t('resource.save')}
      </Button>
    </Group>
  );
}
