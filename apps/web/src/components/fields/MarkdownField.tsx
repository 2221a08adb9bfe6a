import { Input, Loader, Paper, Tabs, Text, Textarea } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The parser and sanitiser come with the first preview, not with the form.
const MarkdownView = lazy(() => import('./MarkdownView.tsx'));

interface MarkdownFieldProps {
  label: string;
  description?: ReactNode;
  placeholder?: string;
  disabled: boolean;
  error?: string;
  rows?: number;
  value: string;
  onChange: (value: string) => void;
}

/** Formatted text written as Markdown, with a preview drawn the way readers will see it. */
export function MarkdownField({
  label,
  description,
  error,
  rows,
  value,
  onChange,
  ...input
}: MarkdownFieldProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<string | null>('write');
  return (
    <Input.Wrapper label={label} description={description ?? t('formField.markdownHint')} error={error}>
      <Tabs value={tab} onChange={setTab} mt={4}>
        <Tabs.List aria-label={label}>
          <Tabs.Tab value="write">{t('formField.write')}</Tabs.Tab>
          <Tabs.Tab value="preview">{t('formField.preview')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="write" pt="xs">
          <Textarea
            aria-label={label}
            autosize
            minRows={rows ?? 6}
            {...input}
            error={Boolean(error)}
            value={value}
            onChange={(event) => onChange(event.currentTarget.value)}
          />
        </Tabs.Panel>
        <Tabs.Panel value="preview" pt="xs">
          <Paper withBorder p="sm" mih={80}>
            {tab !== 'preview' ? null : value.trim() === '' ? (
              <Text size="sm" c="dimmed">
                {t('formField.nothingToPreview')}
              </Text>
            ) : (
              <Suspense fallback={<Loader size="sm" aria-label={t('common.loading')} />}>
                <MarkdownView source={value} />
              </Suspense>
            )}
          </Paper>
        </Tabs.Panel>
      </Tabs>
    </Input.Wrapper>
  );
}
