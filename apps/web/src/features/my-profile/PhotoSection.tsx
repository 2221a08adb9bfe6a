import { contract, PHOTO_MAX_BYTES } from '@curbside/contract';
import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconPhotoUp } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert, problemFieldErrors } from '../../components/FormError.tsx';
import { describeError, ERROR_CATALOGUE } from '../../lib/errors.ts';
import { PHOTO_TYPES, photoSrc, readPhotoBase64 } from '../../lib/photo.ts';
import { useApiQuery, useWrite } from '../../lib/query.ts';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

/** The signed-in user's photo, replaced by choosing an image file. */
export function PhotoSection({ userId, name }: { userId: string; name: string }) {
  const { t } = useTranslation('my-profile');
  const photo = useApiQuery(contract.userManagement.getUserPhoto, { query: { userId } });
  const { call: upload } = useWrite(contract.userManagement.addUserPhoto);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);

  const choose = async (file: File | null) => {
    setSaved(false);
    setProblem(null);
    if (!file) return;
    if (!PHOTO_TYPES.includes(file.type)) return setProblem(t('myProfile.photoType'));
    if (file.size > PHOTO_MAX_BYTES) return setProblem(t('myProfile.photoTooLarge'));
    setSaving(true);
    try {
      await upload({ body: { photo: await readPhotoBase64(file) } });
      setSaved(true);
    } catch (error) {
      setProblem(problemFieldErrors(error).photo ?? describeError(error, t));
    } finally {
      setSaving(false);
    }
  };

  const src = photoSrc(photo.data);
  return (
    <Stack gap="sm">
      <Group gap="md" align="center">
        <Avatar src={src} alt={t('myProfile.photoAlt')} size={88} radius="50%" color="brand">
          {initialsOf(name)}
        </Avatar>
        <Stack gap={4}>
          <FileButton onChange={(file) => void choose(file)} accept={PHOTO_TYPES.join(',')}>
            {(props) => (
              <Button
                {...props}
                variant="light"
                leftSection={<IconPhotoUp size={16} aria-hidden />}
                loading={saving}
              >
                {t('myProfile.choosePhoto')}
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            {t('myProfile.photoHint')}
          </Text>
        </Stack>
      </Group>
      {photo.error ? <FormErrorAlert message={describeError(photo.error, t)} /> : null}
      <FormErrorAlert title={t(ERROR_CATALOGUE.assigningUserPhoto)} message={problem} />
      {saved ? (
        <Text size="sm" c="teal" role="status">
          <IconCircleCheck size={14} aria-hidden /> {t('myProfile.photoSaved')}
        </Text>
      ) : null}
    </Stack>
  );
}
