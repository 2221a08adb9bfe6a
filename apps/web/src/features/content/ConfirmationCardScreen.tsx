import { confirmationCards, contract, fileUrl } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import {
  CONFIRMATION_CARD_TYPES,
  type ConfirmationCardType,
  type ConfirmationLanguage,
} from '@curbside/domain';
import { Button, Grid, Group, Paper, SegmentedControl, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ScreenLoader } from '../../components/chunks.tsx';
import { QueryError } from '../../components/QueryError.tsx';
import { RecordPageHeader, useRecordMode } from '../../components/RecordPage.tsx';
import { type FormValues, ResourceForm } from '../../components/ResourceForm.tsx';
import { languageOptions } from '../../lib/options.ts';
import { useApiQuery, useWrite } from '../../lib/query.ts';
import { CardPrintView, type CardWordsOnly } from './CardPrintView.tsx';
import { CARDS_PATH } from './ConfirmationCardsScreen.tsx';

const isType = (value: string | undefined): value is ConfirmationCardType =>
  (CONFIRMATION_CARD_TYPES as readonly string[]).includes(value ?? '');

/**
 * `/Settings/ConfirmationCards/:action/:type/:id`: `add/<type>/new`, `edit/<type>/<id>` or `view/<type>/<id>` of a
 * confirmation card: its form beside its print view (in English or Arabic, as the guest reads it), which the
 * browser prints alone. Someone without the settings rule, or any `view`, sees it read-only.
 */
export default function ConfirmationCardScreen() {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const { type: pathType, id = '' } = useParams();
  const { mode, canWrite, adding, viewing } = useRecordMode(
    contract.card.addOrEditConfirmationCard.permission,
  );
  const [language, setLanguage] = useState<ConfirmationLanguage>('en');
  const { call: save } = useWrite(routes.card.addOrEditConfirmationCard);
  const found = useApiQuery(routes.card.getConfirmationCardById, { body: { id } }, { enabled: !adding });
  const headers = useApiQuery(routes.card.getConfirmationCardHeaderList, { body: { pageSize: 200 } });
  const profile = useApiQuery(routes.company.getCompanyProfile, { body: {} });
  const row = adding ? undefined : found.data;
  const initial: FormValues = {
    ...(row ? { id: row.id } : {}),
    name: row?.name ?? '',
    type: row?.type ?? (isType(pathType) ? pathType : 'reservation'),
    headerId: row?.headerId ?? null,
    title: row?.title ?? { en: '', ar: '' },
    intro: row?.intro ?? { en: '', ar: '' },
    footer: row?.footer ?? { en: '', ar: '' },
    showRoom: row?.showRoom ?? true,
    showVehicle: row?.showVehicle ?? true,
    showPrice: row?.showPrice ?? false,
    active: row?.active ?? true,
  };
  const [values, setValues] = useState<FormValues | null>(null);

  if (!adding && found.error) {
    return <QueryError title={t('cards.loadFailed')} query={found} />;
  }
  if (!adding && !found.data) return <ScreenLoader />;
  const current = confirmationCards.save.body.safeParse(values ?? initial);
  const shown: CardWordsOnly | undefined = current.success ? current.data : row;
  const header = headers.data?.items.find(
    (h) => h.id === (current.success ? current.data.headerId : row?.headerId),
  );
  const logoUrl = header?.logoSha256 ? fileUrl(header.logoSha256) : (profile.data?.logoUrl ?? null);
  const showsPermitChoices = (values?.type ?? initial.type) === 'parkingPermit';

  return (
    <Stack gap="md">
      <RecordPageHeader
        texts="content:cards"
        title={adding ? t('cards.add') : (row?.name ?? '')}
        mode={mode}
        canWrite={canWrite}
        listPath={CARDS_PATH}
        editPath={row ? `${CARDS_PATH}/edit/${row.type}/${row.id}` : undefined}
      />
      <Grid>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Paper withBorder p="md" radius="md">
            <ResourceForm
              readOnly={viewing}
              schema={confirmationCards.save.body}
              submitLabel={t('cards.save')}
              onCancel={() => navigate(CARDS_PATH)}
              onValuesChange={setValues}
              fields={[
                { name: 'name', label: t('fields.name'), description: t('cards.nameHint'), kind: 'text' },
                {
                  name: 'type',
                  label: t('fields.type'),
                  kind: 'select',
                  options: CONFIRMATION_CARD_TYPES.map((value) => ({
                    value,
                    label: t(`cards.types.${value}`),
                  })),
                },
                {
                  name: 'headerId',
                  label: t('fields.header'),
                  description: t('cards.headerHint'),
                  kind: 'select',
                  clearable: true,
                  options: (headers.data?.items ?? []).map((h) => ({ value: h.id, label: h.name })),
                },
                { name: 'title', label: t('fields.title'), kind: 'localized' },
                { name: 'intro', label: t('fields.intro'), kind: 'localized', multiline: true },
                { name: 'footer', label: t('fields.footer'), kind: 'localized', multiline: true },
                ...(showsPermitChoices
                  ? ([
                      { name: 'showRoom', label: t('fields.showRoom'), kind: 'switch' },
                      { name: 'showVehicle', label: t('fields.showVehicle'), kind: 'switch' },
                      { name: 'showPrice', label: t('fields.showPrice'), kind: 'switch' },
                    ] as const)
                  : []),
                {
                  name: 'active',
                  label: t('fields.active'),
                  description: t('cards.activeHint'),
                  kind: 'switch',
                },
              ]}
              initial={initial}
              onSubmit={async (input) => {
                await save({ body: confirmationCards.save.body.parse(input) });
                navigate(CARDS_PATH);
              }}
            />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="sm">
            <Group justify="space-between">
              <SegmentedControl
                aria-label={t('cards.previewLanguage')}
                value={language}
                onChange={(value) => setLanguage(value as ConfirmationLanguage)}
                data={languageOptions(t)}
              />
              <Button variant="default" onClick={() => window.print()} disabled={!shown}>
                {t('cards.print')}
              </Button>
            </Group>
            {shown ? (
              <CardPrintView card={shown} header={header ?? null} logoUrl={logoUrl} language={language} />
            ) : null}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
