import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/**
 * The console header's search: Enter opens /SearchResult/{key}, whose chunk loads only then (ADR 91). Nothing
 * is fetched while typing, so the box adds no calls and almost no bytes to the shell.
 */
export function SearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const key = text.trim();
    if (key) navigate(`/SearchResult/${encodeURIComponent(key)}`);
  };
  return (
    <form onSubmit={submit}>
      <TextInput
        aria-label={t('nav.searchLabel')}
        placeholder={t('nav.search')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        maxLength={100}
        size="sm"
        w={{ base: 160, md: 220 }}
        visibleFrom="xs"
      />
    </form>
  );
}
