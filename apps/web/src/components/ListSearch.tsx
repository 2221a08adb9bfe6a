import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

/** A list's search box; `onChange` gets the text as it is typed. */
export function ListSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('resource.search')}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      maw={320}
    />
  );
}

/**
 * A list's search text, starting from the address's `search` (a result of the console's search opens the list
 * on the row it found, ADR 91); typing does not rewrite the address.
 */
export function useListSearch() {
  const [params] = useSearchParams();
  return useState(() => params.get('search') ?? '');
}
