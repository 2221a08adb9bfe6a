import { Pagination, useDirection } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * Mantine's pagination with a name on every button ("Next page", "Page 3"): its arrows are icons only, so a
 * screen reader would announce nameless buttons. The arrows point the way the pages turn in either direction.
 */
export function NamedPagination({
  total,
  value,
  onChange,
}: {
  total: number;
  value: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  const { dir } = useDirection();
  return (
    <Pagination
      total={total}
      value={value}
      onChange={onChange}
      size="sm"
      siblings={1}
      previousIcon={dir === 'rtl' ? IconChevronRight : IconChevronLeft}
      nextIcon={dir === 'rtl' ? IconChevronLeft : IconChevronRight}
      getControlProps={(control) => ({ 'aria-label': t(`table.${control}`) })}
      getItemProps={(item) => ({ 'aria-label': t('table.page', { page: item }) })}
    />
  );
}
