import { ColorInput, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_FIELDS_NAMESPACE } from '../../lib/namespaces.ts';
import { contrastRatio, DARK_SURFACE, readability, WHITE } from './contrast.ts';

interface ColourFieldProps {
  label: string;
  description?: ReactNode;
  placeholder?: string;
  disabled: boolean;
  error?: string;
  value: string;
  onChange: (value: string) => void;
}

/** A colour as `#rrggbb`, with how readable it is as text on white and on the dark theme's surface. */
export function ColourField({ description, value, onChange, ...input }: ColourFieldProps) {
  const { t } = useTranslation(CONTENT_FIELDS_NAMESPACE);
  const hints = [
    { background: WHITE, on: t('formField.onWhite') },
    { background: DARK_SURFACE, on: t('formField.onDark') },
  ].flatMap(({ background, on }) => {
    const ratio = contrastRatio(value, background);
    if (ratio === null) return [];
    return [
      t('formField.contrast', { on, ratio: ratio.toFixed(1), verdict: t(`formField.${readability(ratio)}`) }),
    ];
  });
  return (
    <ColorInput
      {...input}
      dir="ltr"
      format="hex"
      value={value}
      onChange={onChange}
      description={
        description || hints.length > 0 ? (
          <Stack gap={0} component="span">
            {description ? <span>{description}</span> : null}
            {hints.map((hint) => (
              <Text key={hint} component="span" size="xs">
                {hint}
              </Text>
            ))}
          </Stack>
        ) : undefined
      }
    />
  );
}
