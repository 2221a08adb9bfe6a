import { useTranslation } from 'react-i18next';
import { FormButtons } from '../../../components/FormButtons.tsx';

/** The end of a form in an open permit: Back, which closes it unsent, and the submit of its call. */
export function PanelButtons({
  onBack,
  submitLabel,
  action,
  color,
}: {
  onBack: () => void;
  submitLabel: string;
  /** The form's call (useWrite): its submit shows it busy. */
  action: { busy: boolean };
  /** The submit's colour where it destroys something. */
  color?: string;
}) {
  const { t } = useTranslation('parking');
  return (
    <FormButtons
      gap="xs"
      leaveLabel={t('permit.back')}
      onLeave={onBack}
      submitLabel={submitLabel}
      submitting={action.busy}
      submitColor={color}
    />
  );
}
