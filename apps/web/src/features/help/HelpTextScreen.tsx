import { helpScreenName, helpTexts } from '@curbside/contract';
import { MENU_CATALOGUE } from '@curbside/domain';
import { useTranslation } from 'react-i18next';
import { CrudScreen } from '../../components/CrudScreen.tsx';
import { columnsOf, formValuesOf } from '../../components/crudColumns.tsx';

const LABEL_KEYS = new Map<string, string>(MENU_CATALOGUE.map((item) => [item.code, item.labelKey]));

/**
 * `/SuperAdmin/HelpText`: the help of each console screen in both languages (Markdown), a platform resource
 * (ADR 62); a company's staff open it from the "?" beside the screen's title.
 */
export default function HelpTextScreen() {
  const { t, i18n } = useTranslation('help');
  const column = columnsOf(helpTexts);
  // Screens by their menu label in the console's language (the menu's words are in the core namespace).
  const screenLabel = (code: string) =>
    `${t(LABEL_KEYS.get(code) ?? code, { defaultValue: code })} (${code})`;
  const options = helpScreenName.options.map((code) => ({ value: code, label: screenLabel(code) }));
  return (
    <CrudScreen
      resource={helpTexts}
      texts="help:helpTexts"
      columns={[
        {
          key: 'screenName',
          header: t('fields.screenName'),
          sort: 'screenName',
          render: (row) => screenLabel(row.screenName),
          csv: (row) => row.screenName,
        },
        column.localized('title', t('fields.title'), i18n.language),
      ]}
      form={{
        fields: [
          { name: 'screenName', label: t('fields.screenName'), kind: 'select', options },
          { name: 'title', label: t('fields.title'), kind: 'localized' },
          { name: 'body', label: t('fields.body'), kind: 'localized', markdown: true },
        ],
        initial: (row) =>
          formValuesOf(row, { screenName: null, title: { en: '', ar: '' }, body: { en: '', ar: '' } }),
      }}
      nameOf={(row) => row.screenName}
    />
  );
}
