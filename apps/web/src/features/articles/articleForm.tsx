import { type Article, companyArticles, type platformArticles } from '@curbside/contract';
import { Badge, Group } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type CrudColumn, CrudScreen } from '../../components/CrudScreen.tsx';
import { columnsOf, formValuesOf } from '../../components/crudColumns.tsx';
import type { FieldSpec, FormValues } from '../../components/ResourceForm.tsx';

type SortKey = 'publishFrom' | 'title';

/** The columns both article lists share: title, the days it shows, who it is for, whether it is on. */
export function articleColumns(t: TFunction, language: string): CrudColumn<Article, SortKey>[] {
  // Both lists show the same article rows, sorted by the same keys: the company's columns serve both.
  const column = columnsOf(companyArticles);
  return [
    column.localized('title', t('fields.title'), language, 'title'),
    column.days(
      'days',
      t('fields.days'),
      { from: 'publishFrom', until: 'publishUntil', noEnd: t('noEnd'), language },
      'publishFrom',
    ),
    {
      key: 'audience',
      header: t('fields.audience'),
      render: (row) =>
        row.audience.length === 0 ? (
          t('everyone')
        ) : (
          <Group gap={4}>
            {row.audience.map((code) => (
              <Badge key={code} variant="light">
                {code}
              </Badge>
            ))}
          </Group>
        ),
      csv: (row) => row.audience.join(' '),
    },
    {
      key: 'active',
      header: t('fields.active'),
      render: (row) => (row.active ? t('status.active') : t('status.inactive')),
      csv: (row) => (row.active ? t('status.active') : t('status.inactive')),
    },
  ];
}

/** The form both article lists share; `roles` are the audience's choices (role code and name). */
export function articleForm(t: TFunction, roles: { value: string; label: string }[]) {
  const fields: FieldSpec[] = [
    { name: 'title', label: t('fields.title'), kind: 'localized' },
    { name: 'body', label: t('fields.body'), kind: 'localized', markdown: true },
    {
      name: 'publishFrom',
      end: 'publishUntil',
      label: t('fields.publishFrom'),
      endLabel: t('fields.publishUntil'),
      kind: 'dateRange',
    },
    {
      name: 'audience',
      label: t('fields.audience'),
      description: t('audienceHint'),
      kind: 'multiSelect',
      options: roles,
    },
    { name: 'active', label: t('fields.active'), kind: 'switch' },
  ];
  const initial = (row: Article | null): FormValues =>
    formValuesOf(row, {
      title: { en: '', ar: '' },
      body: { en: '', ar: '' },
      publishFrom: null,
      publishUntil: null,
      audience: [],
      active: true,
    });
  return { fields, initial };
}

/** A list of articles, the company's or the platform's: the shared columns and form, `roles` its audiences. */
export function ArticleList<C extends typeof companyArticles | typeof platformArticles>({
  resource,
  texts,
  roles,
}: {
  resource: C;
  texts: string;
  roles: { value: string; label: string }[];
}) {
  const { t, i18n } = useTranslation('articles');
  return (
    <CrudScreen
      resource={resource}
      texts={texts}
      columns={articleColumns(t, i18n.language)}
      form={articleForm(t, roles)}
      nameOf={(row) => row.title.en}
    />
  );
}
