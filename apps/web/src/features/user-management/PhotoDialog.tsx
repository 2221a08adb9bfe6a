import { contract, PHOTO_MAX_BYTES } from '@curbside/contract';
import { Avatar, FileInput, Group, Modal, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../../components/DialogActions.tsx';
import { FormErrorAlert } from '../../components/FormError.tsx';
import { ERROR_CATALOGUE } from '../../lib/errors.ts';
import { PHOTO_TYPES, photoSrc, readPhotoBase64 } from '../../lib/photo.ts';
import { useApiQuery, useWrite } from '../../lib/query.ts';
import { type UserRow, useDescribeRefusal } from './shared.ts';

/** Shows a user's photo and replaces it; the server checks the image by its content as well. */
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
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const current = useApiQuery(
    contract.userManagement.getUserPhoto,
    { query: { userId: user.id } },
    { enabled: user.hasPhoto },
  );
  const upload = useWrite(contract.userManagement.addUserPhoto, {
    describe: useDescribeRefusal(),
    onSuccess: onDone,
  });
  const failure = upload.message;
  const shown = photoSrc(current.data);

  const choose = (next: File | null) => {
    upload.reset();
    setFile(next);
    if (!next) return setError(null);
    if (!PHOTO_TYPES.includes(next.type)) return setError(t('userManagement.photo.wrongType'));
    if (next.size > PHOTO_MAX_BYTES) return setError(t('userManagement.photo.tooLarge'));
    setError(null);
  };

  const submit = async () => {
    if (!file || error) return;
    await upload.run({ body: { userId: user.id, photo: await readPhotoBase64(file) } });
  };

  return (
    <Stack gap="sm">
      <FormErrorAlert title={failure ? t(ERROR_CATALOGUE.assigningUserPhoto) : undefined} message={failure} />
      <Group gap="md" wrap="nowrap">
        <Avatar src={shown} size={72} radius="md" alt={t('userManagement.photo.current')}>
          <IconPhoto size={28} aria-hidden />
        </Avatar>
        <Text size="sm" c="dimmed">
          {user.hasPhoto ? t('userManagement.photo.replaceHint') : t('userManagement.photo.noneYet')}
        </Text>
      </Group>
      <FileInput
        label={t('userManagement.photo.file')}
        description={t('userManagement.photo.rules')}
        accept={PHOTO_TYPES.join(',')}
        value={file}
        onChange={choose}
        error={error}
        clearable
      />
      <DialogActions
        onCancel={onDone}
        onSubmit={() => void submit()}
        saving={upload.busy}
        submitLabel={t('userManagement.photo.upload')}
        disabled={!file || error !== null}
      />
    </Stack>
  );
}
