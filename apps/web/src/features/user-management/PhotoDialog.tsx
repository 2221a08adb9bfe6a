import { contract, IMAGE_USES } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ResourceForm } from '../../components/ResourceForm.tsx';
import { describeError, ERROR_CATALOGUE } from '../../lib/errors.ts';
import { useApiQuery, useWrite } from '../../lib/query.ts';
import type { UserRow } from './shared.ts';

const addUserPhoto = routes.userManagement.addUserPhoto;

/** Shows a user's photo and replaces it; the server checks the image by its content and re-encodes it. */
export function PhotoDialog({ user, onClose }: { user: UserRow | null; onClose: () => void }) {
  const { t } = useTranslation('user-management');
  return (
    <Modal
      opened={user !== null}
      onClose={onClose}
      title={user ? t('userManagement.photo.title', { name: user.name }) : ''}
    >
      {user ? <PhotoForm key={user.id} user={user} onDone={onClose} /> : null}
    </Modal>
  );
}

function PhotoForm({ user, onDone }: { user: UserRow; onDone: () => void }) {
  const { t } = useTranslation('user-management');
  const current = useApiQuery(
    routes.userManagement.getUserPhoto,
    { query: { userId: user.id } },
    { enabled: user.hasPhoto },
  );
  const { call: upload } = useWrite(addUserPhoto);
  return (
    <ResourceForm
      fields={[
        {
          kind: 'image',
          name: 'photo',
          label: t('userManagement.photo.file'),
          description: user.hasPhoto
            ? t('userManagement.photo.replaceHint')
            : t('userManagement.photo.noneYet'),
          use: IMAGE_USES.userPhoto,
          current: current.data?.url ?? null,
        },
      ]}
      initial={{ photo: null }}
      schema={contract.userManagement.addUserPhoto.body}
      onSubmit={async (values) => {
        await upload({ body: { userId: user.id, photo: String(values.photo) } });
        onDone();
      }}
      onCancel={onDone}
      submitLabel={t('userManagement.photo.upload')}
      describeError={(error) => `${t(ERROR_CATALOGUE.assigningUserPhoto)} ${describeError(error, t)}`}
    />
  );
}
