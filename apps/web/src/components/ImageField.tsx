import { IMAGE_MAX_BYTES, IMAGE_TYPES, type ImageUse } from '@curbside/contract';
import { AspectRatio, Box, FileInput, Group, Image } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ImageFieldProps {
  label: string;
  description?: string | undefined;
  disabled?: boolean | undefined;
  /** The server's or the schema's problem with the field. */
  error?: string | undefined;
  /** The chosen image as a `data:` URL (what the upload calls take), or null while none is chosen. */
  value: string | null;
  /** Where the image kept now is read (`fileUrl`), shown until another is chosen. */
  current?: string | null | undefined;
  /** What the image is for: the preview has its shape, and the hint says its size and what is cut. */
  use: ImageUse;
  onChange: (value: string | null) => void;
}

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/**
 * An image to upload: a file button (keyboard and screen reader as any button), a preview in the shape the
 * image will have, and the crop hint (the size it is fitted to, what is cut off). The browser refuses a file of
 * another type or too large before it is sent; the server checks the bytes again and re-encodes them.
 */
export function ImageField({
  label,
  description,
  disabled,
  error,
  value,
  current,
  use,
  onChange,
}: ImageFieldProps) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const choose = async (next: File | null) => {
    setFile(next);
    setProblem(null);
    if (!next) return onChange(null);
    if (!(IMAGE_TYPES as readonly string[]).includes(next.type)) {
      onChange(null);
      return setProblem(t('validation.fileType'));
    }
    if (next.size > IMAGE_MAX_BYTES) {
      onChange(null);
      return setProblem(t('validation.fileSize', { maximum: IMAGE_MAX_BYTES / 1024 / 1024 }));
    }
    try {
      onChange(await readAsDataUrl(next));
    } catch {
      // The browser could not read the file (moved, or no longer allowed): as an image that does not decode.
      onChange(null);
      setProblem(t('validation.imageUnreadable'));
    }
  };
  const shown = value ?? current ?? null;
  const size = { width: use.width, height: use.height, maximum: IMAGE_MAX_BYTES / 1024 / 1024 };
  const hint = use.fit === 'cover' ? t('imageField.hintCover', size) : t('imageField.hintInside', size);
  return (
    <Group align="flex-start" gap="md" wrap="nowrap">
      <Box w={112} style={{ flexShrink: 0 }}>
        <AspectRatio ratio={use.width / use.height}>
          {shown ? (
            <Image
              src={shown}
              alt={value ? t('imageField.chosen') : t('imageField.current')}
              fit={use.fit === 'cover' ? 'cover' : 'contain'}
              radius="sm"
            />
          ) : (
            <Box
              role="img"
              aria-label={t('imageField.none')}
              bg="var(--mantine-color-default-hover)"
              style={{ borderRadius: 'var(--mantine-radius-sm)', display: 'grid', placeItems: 'center' }}
            >
              <IconPhoto size={32} aria-hidden />
            </Box>
          )}
        </AspectRatio>
      </Box>
      <Box style={{ flexGrow: 1 }}>
        <FileInput
          label={label}
          description={description ? `${description} ${hint}` : hint}
          accept={IMAGE_TYPES.join(',')}
          value={file}
          onChange={(next) => void choose(next)}
          error={problem ?? error}
          disabled={disabled}
          clearable
          clearButtonProps={{ 'aria-label': t('imageField.remove') }}
          leftSection={<IconPhoto size={16} aria-hidden />}
        />
      </Box>
    </Group>
  );
}
