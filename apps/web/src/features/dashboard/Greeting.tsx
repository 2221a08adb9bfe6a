import type { SessionInfo } from '@curbside/contract';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { localeOf } from '../../lib/i18n.ts';

/** Today's date as the company sees it: in the company's time zone, in the interface language. */
export function companyToday(session: SessionInfo, language: string, now: Date = new Date()): string {
  const timeZone = session.company?.timeZone;
  try {
    return new Intl.DateTimeFormat(localeOf(language), {
      dateStyle: 'full',
      ...(timeZone ? { timeZone } : {}),
    }).format(now);
  } catch {
    return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'full' }).format(now);
  }
}

export function Greeting({ session, size = 'md' }: { session: SessionInfo; size?: 'md' | 'lg' }) {
  const { t, i18n } = useTranslation('dashboard');
  return (
    <Stack gap={6}>
      <Title order={1} fz={size === 'lg' ? 'h2' : 'h3'}>
        {t('dashboard.greeting', { name: session.user.name })}
      </Title>
      {session.company ? (
        <Text fw={500} size={size}>
          {t('dashboard.company', { company: session.company.name })}
        </Text>
      ) : null}
      <Text c="dimmed" size={size} data-testid="today">
        {t('dashboard.today', { date: companyToday(session, i18n.language) })}
      </Text>
    </Stack>
  );
}
