import { useTranslation } from 'react-i18next';
import { FormButtons } from './FormButtons.tsx';

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
    <FormButtons
      gap="xs"
      leaveLabel={t('common.cancel')}
      onLeave={onCancel}
      submitLabel={submitLabel ?? t('resource.save')}
      submitting={saving}
      onSubmit={onSubmit}
      submitDisabled={disabled}
    />
  );
}
