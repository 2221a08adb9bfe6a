import { fileUrl, IMAGE_USES } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { Image } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CrudColumn } from '../../components/crudTypes.ts';
import { ImageField } from '../../components/ImageField.tsx';
import type { FieldValue, FormExtra } from '../../components/ResourceForm.tsx';
import { describeError } from '../../lib/errors.ts';
import { useWrite } from '../../lib/query.ts';

type Use = 'icon' | 'advertisement' | 'cardImage';

/**
 * The image of a content row, below its form's fields: a chosen file is kept at once in the company's file store
 * (`Card/FileUpload`, re-encoded into the box of its use) and the form's `imageSha256` then names it, so the
 * row's save is checked and sent like any other field.
 */
export function UploadedImage({
  use,
  label,
  sha256,
  error,
  set,
  field = 'imageSha256',
}: {
  use: Use;
  /** The form's field that names the kept file. */
  field?: string;
  label: string;
  sha256: string | null;
  error: string | undefined;
  set: (name: string, value: FieldValue) => void;
}) {
  const { t } = useTranslation('content');
  const upload = useWrite(routes.card.fileUpload);
  const [chosen, setChosen] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <ImageField
      label={label}
      description={upload.busy ? t('image.uploading') : sha256 ? t('image.kept') : t('image.none')}
      error={failure ?? error}
      use={IMAGE_USES[use]}
      current={sha256 ? fileUrl(sha256) : null}
      value={chosen}
      onChange={(value) => {
        setChosen(value);
        setFailure(null);
        if (!value) return;
        upload.call({ body: { use, file: value } }).then(
          (file) => set(field, file.sha256),
          (problem: unknown) => {
            setChosen(null);
            setFailure(describeError(problem, t));
          },
        );
      }}
    />
  );
}

/** A row's kept image in a table cell. */
export function Thumbnail({ sha256, height = 32 }: { sha256: string; height?: number }) {
  return <Image src={fileUrl(sha256)} alt="" h={height} w="auto" fit="contain" />;
}

/** The column of a row's image (`imageSha256`), as a thumbnail; left out of the export. */
export function imageColumn<Row extends { imageSha256: string }>(header: string): CrudColumn<Row, never> {
  return { key: 'image', header, render: (row) => <Thumbnail sha256={row.imageSha256} />, width: 90 };
}

/** A content form's image below its fields (its `extra`), kept in the form's field `field`. */
export function imageUpload(use: Use, label: string, field = 'imageSha256'): FormExtra {
  return (values, set, errors) => {
    const kept = values[field];
    return (
      <UploadedImage
        use={use}
        field={field}
        label={label}
        sha256={typeof kept === 'string' ? kept : null}
        error={errors[field]}
        set={set}
      />
    );
  };
}
