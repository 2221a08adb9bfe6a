import { contract, IMAGE_USES } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceForm } from '../../components/ResourceForm.tsx';
import { describeError, ERROR_CATALOGUE } from '../../lib/errors.ts';
import { useApiQuery, useWrite } from '../../lib/query.ts';

const addUserPhoto = routes.userManagement.addUserPhoto;

/** The signed-in user's photo, replaced by choosing an image and saving it. */
export function PhotoSection({ userId }: { userId: string }) {
  const { t } = useTranslation('my-profile');
  const photo = useApiQuery(routes.userManagement.getUserPhoto, { query: { userId } });
  const { call: upload } = useWrite(addUserPhoto);
  const [saved, setSaved] = useState(false);
  return (
    <>
      <ResourceForm
        fields={[
          {
            kind: 'image',
            name: 'photo',
            label: t('myProfile.photoAlt'),
            use: IMAGE_USES.userPhoto,
            current: photo.data?.url ?? null,
          },
        ]}
        initial={{ photo: null }}
        schema={contract.userManagement.addUserPhoto.body}
        onValuesChange={() => setSaved(false)}
        onSubmit={async (values) => {
          await upload({ body: { photo: String(values.photo) } });
          setSaved(true);
        }}
        submitLabel={t('myProfile.savePhoto')}
        describeError={(error) => `${t(ERROR_CATALOGUE.assigningUserPhoto)} ${describeError(error, t)}`}
      />
      {saved ? (
        <Text size="sm" c="teal" role="status">
          <IconCircleCheck size={14} aria-hidden /> {t('myProfile.photoSaved')}
        </Text>
      ) : null}
    </>
  );
}
