import { type CustomValues, textIn } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../lib/query.ts';
import { answerText } from './custom-answers.ts';

export interface CustomAnswersProps {
  values: CustomValues;
  /** Only the fields the company shows on the board's card (and still uses); otherwise every answered one. */
  onCard?: boolean;
}

/**
 * A party's answers to the company's own fields, each after its label: in the drawer every answer, on the
 * board's card the fields marked for it. Loaded lazily with the first party that has an answer.
 */
export default function CustomAnswers({ values, onCard = false }: CustomAnswersProps) {
  const { t, i18n } = useTranslation('party');
  const fields =
    useApiQuery(routes.pageSettings.getCustomFields, { body: { pageSize: 200 } }).data?.items ?? [];
  const shown = fields.filter(
    (field) => values[field.id] !== undefined && (!onCard || (field.onBoardCard && field.active)),
  );
  if (shown.length === 0) return null;
  const lines = shown.map((field) =>
    t('customFields.answer', {
      label: textIn(field.label, i18n.language),
      answer: answerText(field, values[field.id] as CustomValues[string], t, i18n.language),
    }),
  );
  if (onCard) {
    return (
      <Text size="xs" c="dimmed" lineClamp={2}>
        {lines.join(' · ')}
      </Text>
    );
  }
  return (
    <Text size="sm" component="ul" m={0} ps="md">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </Text>
  );
}
