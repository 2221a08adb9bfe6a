import { Card, SimpleGrid, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconBuilding, IconBuildingPlus, IconLock, IconNotes } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useSignedInSession } from '../../lib/session.tsx';

export default function SuperAdminHomeScreen() {
  const { t } = useTranslation('platform');
  const session = useSignedInSession();
  const links = [
    { to: '/EncryptDecrypt', label: t('platform.home.encryptDecrypt'), icon: IconLock },
    { to: '/auth/ReleaseNote', label: t('platform.home.releaseNotes'), icon: IconNotes },
    { to: '/SuperAdmin/CreateNewAccount', label: t('menu.createNewAccount'), icon: IconBuildingPlus },
    { to: '/SuperAdmin/CompaniesReports', label: t('menu.companiesReports'), icon: IconBuilding },
  ];
  return (
    <Stack gap="md">
      <PageHeader
        title={t('platform.home.greeting', { name: session.user.name })}
        description={t('platform.home.body')}
      />
      <Text fw={600} size="sm" c="dimmed">
        {t('platform.home.utilities')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {links.map(({ to, label, icon: Icon }) => (
          <UnstyledButton key={to} component={Link} to={to}>
            <Card withBorder padding="lg" radius="md">
              <Stack gap="xs">
                <ThemeIcon variant="light" size="lg">
                  <Icon size={20} aria-hidden />
                </ThemeIcon>
                <Text fw={600}>{label}</Text>
              </Stack>
            </Card>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
