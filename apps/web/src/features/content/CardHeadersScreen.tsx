import { confirmationCardHeaders } from '@curbside/contract';
import { useTranslation } from 'react-i18next';
import { CrudScreen } from '../../components/CrudScreen.tsx';
import { columnsOf, formValuesOf } from '../../components/crudColumns.tsx';
import { imageUpload, Thumbnail } from './UploadedImage.tsx';

/**
 * `/Settings/ConfirmationCardheader`: the tops of the printed and e-mailed confirmations: a logo (the company's
 * where a header has none), a heading and a few lines, in English and Arabic.
 */
export default function CardHeadersScreen() {
  const { t, i18n } = useTranslation('content');
  const column = columnsOf(confirmationCardHeaders);
  return (
    <CrudScreen
      resource={confirmationCardHeaders}
      texts="content:headers"
      columns={[
        {
          key: 'logo',
          header: t('fields.logo'),
          render: (row) =>
            row.logoSha256 ? <Thumbnail sha256={row.logoSha256} /> : t('headers.companyLogo'),
          width: 120,
        },
        column.text('name', t('fields.name'), 'name'),
        column.localized('heading', t('fields.heading'), i18n.language),
      ]}
      form={{
        fields: [
          { name: 'name', label: t('fields.name'), description: t('headers.nameHint'), kind: 'text' },
          { name: 'heading', label: t('fields.heading'), kind: 'localized' },
          { name: 'lines', label: t('fields.lines'), kind: 'localized', multiline: true },
        ],
        initial: (row) =>
          formValuesOf(row, {
            name: '',
            logoSha256: null,
            heading: { en: '', ar: '' },
            lines: { en: '', ar: '' },
          }),
        extra: imageUpload('cardImage', t('fields.logo'), 'logoSha256'),
      }}
      nameOf={(row) => row.name}
    />
  );
}
