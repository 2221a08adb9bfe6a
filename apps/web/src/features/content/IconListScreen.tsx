import { companyIcons } from '@curbside/contract';
import { useTranslation } from 'react-i18next';
import { CrudScreen } from '../../components/CrudScreen.tsx';
import { columnsOf, formValuesOf } from '../../components/crudColumns.tsx';
import { imageColumn, imageUpload } from './UploadedImage.tsx';

/** `/Settings/IconList`: the company's icons for place categories, map markers and kiosk buttons. */
export default function IconListScreen() {
  const { t } = useTranslation('content');
  const column = columnsOf(companyIcons);
  return (
    <CrudScreen
      resource={companyIcons}
      texts="content:icons"
      columns={[
        imageColumn(t('fields.image')),
        column.text('name', t('fields.name'), 'name'),
        column.active(t),
      ]}
      form={{
        fields: [
          { name: 'name', label: t('fields.name'), kind: 'text' },
          { name: 'active', label: t('fields.active'), kind: 'switch' },
        ],
        initial: (row) => formValuesOf(row, { name: '', imageSha256: null, active: true }),
        extra: imageUpload('icon', t('fields.image')),
      }}
      nameOf={(row) => row.name}
    />
  );
}
