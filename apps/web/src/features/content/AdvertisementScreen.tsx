import { advertisements } from '@curbside/contract';
import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CrudScreen } from '../../components/CrudScreen.tsx';
import { columnsOf, formValuesOf } from '../../components/crudColumns.tsx';
import { imageColumn, imageUpload } from './UploadedImage.tsx';

/**
 * `/Settings/Advertisement`: what the kiosk's attract screen and the guest page show in rotation: an image, a
 * title and text in both languages, a link, the days it runs and where.
 */
export default function AdvertisementScreen() {
  const { t, i18n } = useTranslation('content');
  const column = columnsOf(advertisements);
  return (
    <CrudScreen
      resource={advertisements}
      texts="content:ads"
      columns={[
        imageColumn(t('fields.image')),
        column.text('position', t('fields.position'), 'position'),
        column.text('name', t('fields.name'), 'name'),
        column.localized('title', t('fields.title'), i18n.language),
        column.days(
          'days',
          t('fields.days'),
          { from: 'startsOn', until: 'endsOn', noEnd: t('ads.noEnd'), language: i18n.language },
          'startsOn',
        ),
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
        extra: imageUpload('advertisement', t('fields.image')),
      }}
      nameOf={(row) => row.name}
    />
  );
}
