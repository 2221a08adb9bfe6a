import { ICON_NAMES, type IconName } from '@curbside/contract/content-names';
import { Group, Select } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_FIELDS_NAMESPACE } from '../../lib/namespaces.ts';
import { CONTENT_ICONS } from './icons.ts';

interface IconFieldProps {
  label: string;
  description?: ReactNode;
  placeholder?: string;
  disabled: boolean;
  error?: string;
  /** The icons offered; every icon the contract knows by default. */
  icons?: readonly IconName[];
  value: string | null;
  onChange: (value: string | null) => void;
}

const isIconName = (name: string | null): name is IconName =>
  name !== null && (ICON_NAMES as readonly string[]).includes(name);

/** One of the icons the console ships, chosen by its name and seen beside it; typing filters by the name. */
export function IconField({ icons = ICON_NAMES, value, onChange, placeholder, ...input }: IconFieldProps) {
  const { t } = useTranslation(CONTENT_FIELDS_NAMESPACE);
  const Chosen = isIconName(value) ? CONTENT_ICONS[value] : null;
  return (
    <Select
      {...input}
      placeholder={placeholder ?? t('formField.noIcon')}
      data={icons.map((name) => ({ value: name, label: t(`formField.icons.${name}`) }))}
      value={value}
      clearable
      searchable
      leftSection={Chosen ? <Chosen size={18} aria-hidden /> : null}
      renderOption={({ option }) => {
        const Picture = isIconName(option.value) ? CONTENT_ICONS[option.value] : null;
        return (
          <Group gap="xs" wrap="nowrap">
            {Picture ? <Picture size={18} aria-hidden /> : null}
            {option.label}
          </Group>
        );
      }}
      onChange={onChange}
    />
  );
}
