import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isLanguage, setLanguage } from '../../lib/i18n.ts';

export function LanguageSwitch({ size = 'xs' }: { size?: 'xs' | 'md' }) {
  const { t, i18n } = useTranslation();
  return (
    <SegmentedControl
      size={size}
      aria-label={t('nav.language')}
      value={i18n.language.startsWith('ar') ? 'ar' : 'en'}
      onChange={(value) => {
        if (isLanguage(value)) void setLanguage(value);
      }}
      data={[
        { value: 'en', label: <span lang="en">EN</span> },
        { value: 'ar', label: <span lang="ar">{t('nav.arabic')}</span> },
      ]}
    />
  );
}
