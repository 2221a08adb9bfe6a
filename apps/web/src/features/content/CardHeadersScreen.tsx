import { confirmationCardHeaders, textIn } from '@curbside/contract';
import { useTranslation } from 'react-i18next';
import { CrudScreen } from '../../components/CrudScreen.tsx';
import { columnsOf, formValuesOf } from '../../components/crudColumns.tsx';
import { Thumbnail, UploadedImage } from './UploadedImage.tsx';

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
        {
          key: 'heading',
          header: t('fields.heading'),
          render: (row) => textIn(row.heading, i18n.language),
          csv: (row) => row.heading.en,
        },
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
        extra: (values, set, errors) => (
          <UploadedImage
            use="cardImage"
            field="logoSha256"
            label={t('fields.logo')}
            sha256={typeof values.logoSha256 === 'string' ? values.logoSha256 : null}
            error={errors.logoSha256}
            set={set}
          />
        ),
      }}
      nameOf={(row) => row.name}
    />
  );
}
