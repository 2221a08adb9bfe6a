import { routes } from '@curbside/contract/routes';
import { Button, Card, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader.tsx';
import { loadingOrFailed } from '../../components/QueryError.tsx';
import { wordOptions } from '../../lib/options.ts';
import { useApiQuery } from '../../lib/query.ts';
import { useCompanyTime } from '../../lib/session.tsx';
import { PermitDrawer } from './permits/PermitDrawer.tsx';
import { PermitFields } from './permits/PermitForm.tsx';
import { PermitStatusBadge } from './permits/PermitStatusBadge.tsx';
import { WillCallQueue } from './permits/WillCallQueue.tsx';

const SECTIONS = ['sell', 'lookUp', 'queue'] as const;
type Section = (typeof SECTIONS)[number];
const FOUND_SHOWN = 10;

/** Permits found by plate, guest or room, as large cards a thumb can open. */
function LookUp({ onOpen }: { onOpen: (id: string) => void }) {
  const { t } = useTranslation('parking');
  const companyTime = useCompanyTime();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const found = useApiQuery(
    routes.parking.getParkingPermits,
    { body: { search: debounced, pageSize: FOUND_SHOWN } },
    { enabled: debounced !== '' },
  );
  const results = () => {
    if (!debounced) return <Text c="dimmed">{t('desk.searchHint')}</Text>;
    const waiting = loadingOrFailed(found, t('permit.failed'));
    if (waiting || !found.data) return waiting;
    if (found.data.items.length === 0) return <Text>{t('desk.none')}</Text>;
    return (
      <Stack gap="xs" role="list" aria-label={t('desk.results')}>
        {found.data.items.map((permit) => (
          <Card key={permit.id} withBorder role="listitem" p="sm">
            <Group justify="space-between" wrap="nowrap">
              <Stack gap={2}>
                <Text fw={600} dir="ltr" ta="start">
                  {permit.plate}
                </Text>
                <Text size="sm">
                  {permit.guestName}
                  {permit.roomNumber ? ` · ${permit.roomNumber}` : ''} · {permit.lotName}
                </Text>
                <Text size="xs" c="dimmed">
                  {companyTime(permit.endsAt)}
                </Text>
              </Stack>
              <Stack gap={4} align="flex-end">
                <PermitStatusBadge status={permit.status} />
                <Button
                  size="md"
                  aria-label={t('permits.open', { number: permit.number })}
                  onClick={() => onOpen(permit.id)}
                >
                  {permit.number}
                </Button>
              </Stack>
            </Group>
          </Card>
        ))}
        {found.data.total > FOUND_SHOWN ? (
          <Text size="sm" c="dimmed">
            {t('desk.more', { count: found.data.total - FOUND_SHOWN })}
          </Text>
        ) : null}
      </Stack>
    );
  };
  return (
    <Stack>
      <TextInput
        size="md"
        label={t('permits.search')}
        leftSection={<IconSearch size={18} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        autoComplete="off"
      />
      {results()}
    </Stack>
  );
}

/**
 * /Parking/{transType}/{cId}/{uId}/{locSetupId}/{uName}/{rCode}: the full-page parking desk for a phone or a
 * tablet: sell a permit, look one up, and the live will-call queue. The path's ids are the specification's
 * and are never read: the session decides whose desk it is and who acts, so a path naming another company
 * shows the signed-in company's permits only.
 */
export default function ParkingDeskScreen() {
  const { t } = useTranslation('parking');
  const [section, setSection] = useState<Section>('lookUp');
  const [openId, setOpenId] = useState<string | null>(null);
  // A new form after each sale, so the next guest starts from empty fields.
  const [sale, setSale] = useState(0);
  return (
    <Stack maw={960} mx="auto" w="100%">
      <PageHeader texts="parking:desk" />
      <SegmentedControl
        size="md"
        fullWidth
        aria-label={t('desk.sections')}
        value={section}
        onChange={(value) => setSection(SECTIONS.find((s) => s === value) ?? 'lookUp')}
        data={wordOptions(t, 'desk', SECTIONS)}
      />
      {section === 'sell' ? (
        <PermitFields
          key={sale}
          onSaved={(permit) => {
            setSale((n) => n + 1);
            setOpenId(permit.id);
          }}
        />
      ) : null}
      {section === 'lookUp' ? <LookUp onOpen={setOpenId} /> : null}
      {section === 'queue' ? <WillCallQueue /> : null}
      <PermitDrawer permitId={openId} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
