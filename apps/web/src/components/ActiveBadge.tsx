import { Badge } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

export function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={active ? 'teal' : 'gray'}>
      {active ? t('common.active') : t('common.inactive')}
    </Badge>
  );
}

/** The choices of an active/inactive status field or filter, in the words of `ActiveBadge`. */
export function activeStatusOptions(t: TFunction) {
  return [
    { value: 'active', label: t('common.active') },
    { value: 'inactive', label: t('common.inactive') },
  ];
}
