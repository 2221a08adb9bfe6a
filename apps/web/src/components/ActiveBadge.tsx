import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={active ? 'teal' : 'gray'}>
      {active ? t('common.active') : t('common.inactive')}
    </Badge>
  );
}
