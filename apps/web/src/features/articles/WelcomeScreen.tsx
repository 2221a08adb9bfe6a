import { textIn } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import MarkdownView from '../../components/fields/MarkdownView.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { QueryContent } from '../../components/QueryContent.tsx';
import { formatDay } from '../../lib/dates.ts';
import { localeOf } from '../../lib/i18n.ts';
import { useApiQuery } from '../../lib/query.ts';
import { useSignedInSession } from '../../lib/session.tsx';

/**
 * `/Welcome`: the day's articles for the signed-in person's role, the company's and the platform's, newest
 * first; each body is Markdown drawn through the one sanitising renderer (ADR 61).
 */
export default function WelcomeScreen() {
  const { t, i18n } = useTranslation('articles');
  const session = useSignedInSession();
  const locale = localeOf(i18n.language);
  const articles = useApiQuery(routes.article.geArticlesByDates, { body: {} });
  return (
    <Stack gap="md">
      <PageHeader
        title={t('welcome.title', { name: session.user.name })}
        description={articles.data ? formatDay(articles.data.date, locale) : undefined}
      />
      <QueryContent query={articles} texts="articles:welcome" isEmpty={(data) => data.items.length === 0}>
        {(data) => (
          <Stack gap="md" component="section" aria-label={t('welcome.articles')}>
            {data.items.map((item) => {
              // The language the body is shown in: Arabic where it was written in Arabic, else English.
              const language = i18n.language.startsWith('ar') && item.body.ar.trim() ? 'ar' : 'en';
              return (
                <Card key={`${item.source}-${item.id}`} withBorder component="article">
                  <Group justify="space-between" align="flex-start" wrap="nowrap" mb="xs">
                    <Title order={3} fz="h4" lang={language}>
                      {textIn(item.title, i18n.language)}
                    </Title>
                    <Badge variant="light" color={item.source === 'platform' ? 'grape' : 'blue'}>
                      {t(`welcome.source.${item.source}`)}
                    </Badge>
                  </Group>
                  <Text size="xs" c="dimmed" mb="sm">
                    {formatDay(item.publishFrom, locale)}
                  </Text>
                  <div lang={language} dir={language === 'ar' ? 'rtl' : 'ltr'}>
                    <MarkdownView source={textIn(item.body, i18n.language)} />
                  </div>
                </Card>
              );
            })}
          </Stack>
        )}
      </QueryContent>
    </Stack>
  );
}
