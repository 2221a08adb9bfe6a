import type { PermitDetails } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { CONFIRMATION_LABELS, permitCardLines } from '@curbside/domain';
import { Button, Group, Modal, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmationPdfButton } from '../../../components/ConfirmationPdfButton.tsx';
import { FormErrorAlert } from '../../../components/FormError.tsx';
import { QrCode } from '../../../components/QrCode.tsx';
import { isLanguage } from '../../../lib/i18n.ts';
import { useApiQuery, useWrite } from '../../../lib/query.ts';
import { useCompanyTime, useSignedInSession } from '../../../lib/session.tsx';
import { PanelButtons } from './PanelButtons.tsx';

/** While printing, only the card shows: the console around it is hidden. */
const PRINT_STYLE = `@media print {
  body * { visibility: hidden; }
  [data-permit-card], [data-permit-card] * { visibility: visible; }
  [data-permit-card] { position: absolute; inset: 0 auto auto 0; width: 100%; }
}`;

/**
 * The card as it prints: the hotel's name, the company's template (Card/GetParkingPermitCard) filled with the
 * permit's facts, and a QR code of the permit number, which a desk's scanner types into the permit search. The
 * code holds the number, not the guest's link: the link is the guest's (ADR 54, ADR 130).
 */
function CardView({ permit, money }: { permit: PermitDetails; money: (cents: number) => string }) {
  const { t, i18n } = useTranslation('parking');
  // The labels the e-mailed and downloaded confirmation prints, so the desk's card reads the same.
  const labels = CONFIRMATION_LABELS[isLanguage(i18n.language) ? i18n.language : 'en'];
  const companyTime = useCompanyTime();
  const hotel = useSignedInSession().company?.name;
  const template = useApiQuery(routes.card.getParkingPermitCard, {});
  if (!template.data) return null;
  const lines = permitCardLines(template.data, {
    ...permit,
    from: companyTime(permit.startsAt),
    until: companyTime(permit.endsAt),
    price: money(permit.costCents),
  });
  return (
    <Paper withBorder p="md" radius="md" data-permit-card>
      <style>{PRINT_STYLE}</style>
      <Stack gap="xs">
        {hotel ? (
          <Text fw={700} size="lg">
            {hotel}
          </Text>
        ) : null}
        <Title order={3}>{template.data.title}</Title>
        {template.data.header ? <Text style={{ whiteSpace: 'pre-line' }}>{template.data.header}</Text> : null}
        <Table verticalSpacing={2} aria-label={template.data.title}>
          <Table.Tbody>
            {lines.map(({ line, value }) => (
              <Table.Tr key={line}>
                <Table.Th scope="row">{labels[line]}</Table.Th>
                <Table.Td dir={line === 'plate' ? 'ltr' : undefined}>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <QrCode value={String(permit.number)} label={t('card.qr', { number: permit.number })} size={120} />
        {template.data.footer ? (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {template.data.footer}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** The print view of the permit card, with the browser's print. */
export function PermitCardModal({
  permit,
  money,
  opened,
  onClose,
}: {
  permit: PermitDetails;
  money: (cents: number) => string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('parking');
  return (
    <Modal opened={opened} onClose={onClose} title={t('card.preview')} size="md">
      <Stack>
        <CardView permit={permit} money={money} />
        <Group justify="flex-end">
          <ConfirmationPdfButton subject="permit" id={permit.id} />
          <Button onClick={() => window.print()}>{t('card.printNow')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Sends the card by e-mail through the outbox, to the permit's address or the one typed. */
export function EmailCardForm({ permit, onDone }: { permit: PermitDetails; onDone: () => void }) {
  const { t } = useTranslation('parking');
  const [email, setEmail] = useState('');
  const send = useWrite(routes.card.emailParkingPermitCard);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const sent = await send.run({
      body: { permitId: permit.id, ...(email.trim() ? { email: email.trim() } : {}) },
    });
    if (!sent) return;
    notifications.show({ color: 'green', message: t('permit.emailed', { email: sent.email }) });
    onDone();
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('permit.emailCard')}>
      <Stack gap="xs">
        <FormErrorAlert message={send.message} />
        <TextInput
          type="email"
          label={t('permit.emailTo')}
          description={t('permit.emailHint')}
          placeholder={permit.email || undefined}
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          dir="ltr"
        />
        <PanelButtons onBack={onDone} submitLabel={t('permit.send')} action={send} />
      </Stack>
    </form>
  );
}
