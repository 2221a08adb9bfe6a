import { advertisements, textIn } from '@curbside/contract';
import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CrudScreen } from '../../components/CrudScreen.tsx';
import { columnsOf, formValuesOf } from '../../components/crudColumns.tsx';
import { formatDay } from '../../lib/dates.ts';
import { localeOf } from '../../lib/i18n.ts';
import { Thumbnail, UploadedImage } from './UploadedImage.tsx';

/**
 * `/Settings/Advertisement`: what the kiosk's attract screen and the guest page show in rotation: an image, a
 * title and text in both languages, a link, the days it runs and where.
 */
export default function AdvertisementScreen() {
  const { t, i18n } = useTranslation('content');
  const locale = localeOf(i18n.language);
  const column = columnsOf(advertisements);
  const day = (value: string | null) => (value ? formatDay(value, locale) : t('ads.noEnd'));
  return (
    <CrudScreen
      resource={advertisements}
      texts="content:ads"
      columns={[
        {
          key: 'image',
          header: t('fields.image'),
          render: (row) => <Thumbnail sha256={row.imageSha256} />,
          width: 90,
        },
        column.text('position', t('fields.position'), 'position'),
        column.text('name', t('fields.name'), 'name'),
        {
          key: 'title',
          header: t('fields.title'),
          render: (row) => textIn(row.title, i18n.language),
          csv: (row) => row.title.en,
        },
        {
          key: 'days',
          header: t('fields.days'),
          sort: 'startsOn',
          render: (row) => `${day(row.startsOn)} – ${day(row.endsOn)}`,
          csv: (row) => `${row.startsOn} – ${row.endsOn ?? ''}`,
        },
        {
          key: 'where',
          header: t('fields.where'),
          render: (row) => (
            <Group gap={4}>
              {row.onKiosk ? <Badge variant="light">{t('fields.onKiosk')}</Badge> : null}
              {row.onGuestPage ? <Badge variant="light">{t('fields.onGuestPage')}</Badge> : null}
            </Group>
          ),
        },
        column.active(t),
      ]}
      form={{
        fields: [
          { name: 'name', label: t('fields.name'), description: t('ads.nameHint'), kind: 'text' },
          { name: 'title', label: t('fields.title'), kind: 'localized' },
          { name: 'body', label: t('fields.body'), kind: 'localized', multiline: true },
          { name: 'linkUrl', label: t('fields.linkUrl'), kind: 'text', ltr: true },
          {
            name: 'startsOn',
            end: 'endsOn',
            label: t('fields.startsOn'),
            endLabel: t('fields.endsOn'),
            kind: 'dateRange',
          },
          { name: 'onKiosk', label: t('fields.onKiosk'), kind: 'switch' },
          { name: 'onGuestPage', label: t('fields.onGuestPage'), kind: 'switch' },
          { name: 'position', label: t('fields.position'), kind: 'integer', min: 0, max: 999 },
          { name: 'active', label: t('fields.active'), kind: 'switch' },
        ],
        initial: (row) =>
          formValuesOf(row, {
            name: '',
            imageSha256: null,
            title: { en: '', ar: '' },
            body: { en: '', ar: '' },
            linkUrl: '',
            startsOn: null,
            endsOn: null,
            onKiosk: true,
            onGuestPage: false,
            position: 0,
            active: true,
          }),
        toInput: (input) => ({ ...input, linkUrl: input.linkUrl || null }),
        extra: (values, set, errors) => (
          <UploadedImage
            use="advertisement"
            label={t('fields.image')}
            sha256={typeof values.imageSha256 === 'string' ? values.imageSha256 : null}
            error={errors.imageSha256}
            set={set}
          />
        ),
      }}
      nameOf={(row) => row.name}
    />
  );
}
