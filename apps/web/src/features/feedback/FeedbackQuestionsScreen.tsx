import { type FeedbackQuestion, MAX_ASSOCIATED_QUESTIONS } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../components/DataTable.tsx';
import { CallFailureAlert } from '../../components/FormError.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { usePaging } from '../../components/usePaging.ts';
import { keepPrevious, useApiQuery, useWrite } from '../../lib/query.ts';
import { useAllowed } from '../../lib/session.tsx';
import { OwnQuestionsSection } from './OwnQuestionsSection.tsx';
import { SurveySettingsSection } from './SurveySettingsSection.tsx';

/**
 * `/Settings/FeedBackQuestion`: a company sets its survey, writes questions of its own and chooses which bank
 * questions it asks; the super-admin keeps the bank itself at `/SuperAdmin/FeedBackQuestion` (QuestionBankScreen).
 */
export default function FeedbackQuestionsScreen() {
  const { t, i18n } = useTranslation('feedback');
  const canChoose = useAllowed('rule:settings.manage');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const paging = usePaging();
  const list = useApiQuery(
    routes.feedback.getFeedbackQuestions,
    {
      query: { commandType: 'BANK' },
      body: { page: paging.page, pageSize: paging.pageSize, ...(debounced ? { search: debounced } : {}) },
    },
    keepPrevious,
  );
  const associate = useWrite(routes.feedback.associateOrDeAssociateQuestion);
  const arabic = i18n.language.startsWith('ar');

  const columns = useMemo<DataTableColumn<FeedbackQuestion>[]>(() => {
    const wording = (row: FeedbackQuestion) => (arabic ? row.textAr : row.text);
    const base: DataTableColumn<FeedbackQuestion>[] = [
      { key: 'text', header: t('feedbackQuestions.columns.text'), render: wording },
      {
        key: 'answerType',
        header: t('feedbackQuestions.columns.answerType'),
        render: (row) => t(`feedbackQuestions.answerType.${row.answerType}`),
      },
    ];
    return [
      ...base,
      {
        key: 'asked',
        header: t('feedbackQuestions.columns.asked'),
        render: (row) => (
          <Switch
            aria-label={t('feedbackQuestions.ask', { question: wording(row) })}
            checked={row.associated}
            disabled={!canChoose || associate.busy}
            onChange={(event) =>
              void associate.run({ body: { questionId: row.id, associated: event.currentTarget.checked } })
            }
          />
        ),
      },
    ];
  }, [t, arabic, canChoose, associate]);

  return (
    <Stack gap="xl">
      <Stack gap="md">
        <PageHeader texts="feedback:feedbackQuestions" />
        <Text size="sm" c="dimmed">
          {t('feedbackQuestions.limit', { count: MAX_ASSOCIATED_QUESTIONS })}
        </Text>
        <SurveySettingsSection />
      </Stack>
      <OwnQuestionsSection />
      <Stack gap="md">
        <Title order={2} fz="h3">
          {t('feedbackQuestions.bankTitle')}
        </Title>
        <CallFailureAlert error={associate.error} t={t} />
        <TextInput
          type="search"
          label={t('feedbackQuestions.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            const { value } = event.currentTarget;
            paging.refilter(() => setSearch(value));
          }}
          maw={360}
        />
        <DataTable
          texts="feedback:feedbackQuestions"
          columns={columns}
          {...paging.tableProps(list)}
          rowKey={(row) => row.id}
        />
      </Stack>
    </Stack>
  );
}
