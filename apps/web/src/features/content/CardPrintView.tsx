import type { ConfirmationCard, ConfirmationCardHeader } from '@curbside/contract';
import { type ConfirmationLanguage, wordsIn } from '@curbside/domain';
import { Image, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** While printing, only the card shows: the console around it is hidden. */
const PRINT_STYLE = `@media print {
  body * { visibility: hidden; }
  [data-confirmation-card], [data-confirmation-card] * { visibility: visible; }
  [data-confirmation-card] { position: absolute; inset: 0 auto auto 0; width: 100%; }
}`;

/** The sample facts each type of card prints in its preview, labelled in the reader's language. */
const SAMPLE_LINES = {
  reservation: ['reservation', 'guest', 'when', 'pickup', 'dropoff'],
  parkingPermit: ['permit', 'guest', 'room', 'plate', 'vehicle', 'until', 'price'],
  waitList: ['guest', 'waitType', 'partySize', 'quoted'],
} as const;

export type CardWordsOnly = Pick<
  ConfirmationCard,
  'type' | 'title' | 'intro' | 'footer' | 'showRoom' | 'showVehicle' | 'showPrice'
>;

/**
 * The print view of a card in one language: its header (logo, heading, lines), title, words and the facts of its
 * type with sample values, laid out right to left in Arabic. The browser's print shows it alone.
 */
export function CardPrintView({
  card,
  header,
  logoUrl,
  language,
}: {
  card: CardWordsOnly;
  header: ConfirmationCardHeader | null;
  /** The header's logo, else the company's. */
  logoUrl: string | null;
  language: ConfirmationLanguage;
}) {
  const { t } = useTranslation('content', { lng: language });
  const hidden = new Set<string>([
    ...(card.type === 'parkingPermit' && !card.showRoom ? ['room'] : []),
    ...(card.type === 'parkingPermit' && !card.showVehicle ? ['vehicle'] : []),
    ...(card.type === 'parkingPermit' && !card.showPrice ? ['price'] : []),
  ]);
  const lines = SAMPLE_LINES[card.type].filter((line) => !hidden.has(line));
  const intro = wordsIn(card.intro, language);
  const footer = wordsIn(card.footer, language);
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      data-confirmation-card
      dir={language === 'ar' ? 'rtl' : 'ltr'}
      lang={language}
    >
      <style>{PRINT_STYLE}</style>
      <Stack gap="xs">
        {logoUrl ? <Image src={logoUrl} alt={t('fields.logo')} h={48} w="auto" fit="contain" /> : null}
        {header ? (
          <>
            <Text fw={700}>{wordsIn(header.heading, language)}</Text>
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
              {wordsIn(header.lines, language)}
            </Text>
          </>
        ) : null}
        <Title order={3}>{wordsIn(card.title, language)}</Title>
        {intro ? <Text style={{ whiteSpace: 'pre-line' }}>{intro}</Text> : null}
        <Table verticalSpacing={2} aria-label={wordsIn(card.title, language)}>
          <Table.Tbody>
            {lines.map((line) => (
              <Table.Tr key={line}>
                <Table.Th scope="row">{t(`cards.lines.${line}`)}</Table.Th>
                <Table.Td>{t(`cards.samples.${line}`)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {footer ? (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {footer}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
