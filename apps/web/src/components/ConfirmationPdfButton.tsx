import type { BodyOf, contract } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { downloadBlob } from '../lib/csv.ts';
import { describeError } from '../lib/errors.ts';
import { useWrite } from '../lib/query.ts';

type Subject = BodyOf<typeof contract.card.getConfirmationPdf>['subject'];

/**
 * Downloads a confirmation as the server's PDF (ADR 0123), in English: the PDF's fonts write Latin letters only,
 * and the server says so (422) for a confirmation holding others, which the browser's print then serves.
 */
export function ConfirmationPdfButton({ subject, id }: { subject: Subject; id: string }) {
  const { t } = useTranslation();
  const pdf = useWrite(routes.card.getConfirmationPdf, {
    onSuccess: ({ fileName, bytes }) =>
      downloadBlob(fileName, new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' })),
  });
  const download = async () => {
    try {
      await pdf.call({ body: { subject, id, language: 'en' } });
    } catch (failure) {
      notifications.show({ color: 'red', message: describeError(failure, t) });
    }
  };
  return (
    <Button
      size="xs"
      variant="default"
      leftSection={<IconFileTypePdf size={14} aria-hidden />}
      loading={pdf.busy}
      onClick={() => void download()}
    >
      {t('confirmationPdf.download')}
    </Button>
  );
}
