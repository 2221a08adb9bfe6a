import { Button, Group, Input, Loader, Paper, Text, Textarea } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_FIELDS_NAMESPACE } from '../../lib/namespaces.ts';

// The parser and sanitiser come with the first preview, not with the form.
const MarkdownView = lazy(() => import('./MarkdownView.tsx'));

interface MarkdownFieldProps {
  label: string;
  description?: ReactNode;
  placeholder?: string;
  disabled: boolean;
  error?: string;
  rows?: number;
  /** A language's box (a localized text's): its direction and language, for the box and the preview. */
  dir?: 'ltr' | 'rtl';
  lang?: string;
  value: string;
  onChange: (value: string) => void;
}

/**
 * Formatted text written as Markdown, with a preview drawn the way readers will see it, shown and hidden by a
 * button (not tabs: the board's tabs would then be split into a chunk of their own, ADR 61).
 */
export function MarkdownField({
  label,
  description,
  error,
  rows,
  value,
  onChange,
  ...input
}: MarkdownFieldProps) {
  const { t } = useTranslation(CONTENT_FIELDS_NAMESPACE);
  const [previewing, setPreviewing] = useState(false);
  const previewId = useId();
  return (
    <Input.Wrapper label={label} description={description ?? t('formField.markdownHint')} error={error}>
      <Textarea
        aria-label={label}
        autosize
        minRows={rows ?? 6}
        mt={4}
        {...input}
        error={Boolean(error)}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      <Group mt={4}>
        <Button
          variant="subtle"
          size="compact-sm"
          aria-expanded={previewing}
          aria-controls={previewId}
          onClick={() => setPreviewing((shown) => !shown)}
        >
          {previewing ? t('formField.hidePreview') : t('formField.preview')}
        </Button>
      </Group>
      {previewing ? (
        <Paper
          id={previewId}
          withBorder
          p="sm"
          mt={4}
          mih={60}
          role="region"
          dir={input.dir}
          lang={input.lang}
          aria-label={t('formField.preview')}
        >
          {value.trim() === '' ? (
            <Text size="sm" c="dimmed">
              {t('formField.nothingToPreview')}
            </Text>
          ) : (
            <Suspense fallback={<Loader size="sm" aria-label={t('common.loading')} />}>
              <MarkdownView source={value} />
            </Suspense>
          )}
        </Paper>
      ) : null}
    </Input.Wrapper>
  );
}
