import { confirmationCards } from '@curbside/contract';
import { CONFIRMATION_CARD_TYPES, type ConfirmationCardType } from '@curbside/domain';
import { Badge } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudScreen } from '../../components/CrudScreen.tsx';
import { columnsOf } from '../../components/crudColumns.tsx';
import { LabelledSegmentedControl } from '../../components/LabelledSegmentedControl.tsx';
import { wordOptions } from '../../lib/options.ts';

export const CARDS_PATH = '/Settings/ConfirmationCards';

/**
 * `/Settings/ConfirmationCards`: the company's confirmation cards (reservation, parking permit, wait list); the
 * active card of a type is the one printed and e-mailed. Adding and editing open the card's own page, with its
 * print view beside the form.
 */
export default function ConfirmationCardsScreen() {
  const { t, i18n } = useTranslation('content');
  const [type, setType] = useState<ConfirmationCardType | 'all'>('all');
  const column = columnsOf(confirmationCards);
  return (
    <CrudScreen
      resource={confirmationCards}
      texts="content:cards"
      filters={{
        values: type === 'all' ? {} : { type },
        controls: (
          // Labelled, and its four choices stacked on a phone rather than cut.
          <LabelledSegmentedControl<ConfirmationCardType | 'all'>
            label={t('fields.type')}
            value={type}
            onChange={setType}
            data={[
              { value: 'all', label: t('cards.allTypes') },
              ...wordOptions(t, 'cards.types', CONFIRMATION_CARD_TYPES),
            ]}
          />
        ),
      }}
      columns={[
        column.text('name', t('fields.name'), 'name'),
        {
          key: 'type',
          header: t('fields.type'),
          sort: 'type',
          render: (row) => <Badge variant="light">{t(`cards.types.${row.type}`)}</Badge>,
          csv: (row) => row.type,
        },
        column.localized('title', t('fields.title'), i18n.language),
        column.active(t),
      ]}
      pages={{
        add: `${CARDS_PATH}/add/${type === 'all' ? 'reservation' : type}/new`,
        edit: (row) => `${CARDS_PATH}/edit/${row.type}/${row.id}`,
      }}
      nameOf={(row) => row.name}
    />
  );
}
