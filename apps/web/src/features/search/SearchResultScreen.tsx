import type { SearchResult } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import { QueryContent } from '../../components/QueryContent.tsx';
import { PartyStatusBadge } from '../../entities/party/PartyStatusBadge.tsx';
import { dayInZone } from '../../lib/dates.ts';
import { useMoney } from '../../lib/money.ts';
import { PhoneText } from '../../lib/phone.tsx';
import { useApiQuery } from '../../lib/query.ts';
import { useCompanyTime, useSignedInSession } from '../../lib/session.tsx';

const KINDS = ['parties', 'permits', 'waitList', 'staff', 'places'] as const;
type Kind = (typeof KINDS)[number];

/** Whether the answer holds no result of any kind the role opens. */
const nothingFound = (result: SearchResult) => KINDS.every((kind) => (result[kind]?.length ?? 0) === 0);

/** One found row: the link that opens it, then what tells it apart. */
function Hit({ to, label, children }: { to: string; label: string; children?: ReactNode }) {
  return (
    <Group gap="sm" wrap="wrap" py={4}>
      <Anchor component={Link} to={to} fw={600}>
        {label}
      </Anchor>
      {children}
    </Group>
  );
}

/**
 * A kind's results under its heading, each drawn by `children`; a kind the role does not open is not in the
 * answer (`items` is absent) and not shown.
 */
function KindSection<Item>({
  kind,
  items,
  children,
}: {
  kind: Kind;
  items: readonly Item[] | undefined;
  children: (item: Item) => ReactNode;
}) {
  const { t } = useTranslation('search');
  if (!items) return null;
  const count = items.length;
  const headingId = `search-group-${kind}`;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Group gap="xs" mb="xs">
        <Title order={3} fz="h5" id={headingId}>
          {t(`search.groups.${kind}`)}
        </Title>
        <Badge variant="light" color="gray" radius="sm">
          {count}
        </Badge>
      </Group>
      {count === 0 ? (
        <Text c="dimmed" size="sm">
          {t('search.none')}
        </Text>
      ) : (
        <Stack gap={0}>{items.map(children)}</Stack>
      )}
    </Paper>
  );
}

const withSearch = (path: string, search: string) => `${path}?${new URLSearchParams({ search })}`;

/**
 * /SearchResult/{key}: what the console's search box found in the company, grouped by kind; each result opens
 * its screen on it (a party on the board of its day, a permit or a person in their list searched for it).
 */
export default function SearchResultScreen() {
  const { t } = useTranslation('search');
  const key = (useParams().key ?? '').trim();
  const session = useSignedInSession();
  const timeZone = session.company?.timeZone;
  const money = useMoney();
  const when = useCompanyTime();
  const query = useApiQuery(routes.search.getSearchResult, { body: { key } }, { enabled: key !== '' });

  return (
    <Stack gap="md">
      <PageHeader title={t('search.title')} description={t('search.description', { key })} />
      <QueryContent query={query} texts="search:search" isEmpty={nothingFound}>
        {(result) => (
          <Stack gap="md">
            <KindSection kind="parties" items={result.parties}>
              {(party) => (
                <Hit
                  key={party.id}
                  to={`/TrasactionManagement/RecordManagement?${new URLSearchParams({
                    date: dayInZone(new Date(party.scheduledAt), timeZone),
                    search: String(party.number),
                  })}`}
                  label={t('search.party.open', { number: party.number, guest: party.guestName })}
                >
                  <PartyStatusBadge status={party.status} />
                  <Text size="sm">{when(party.scheduledAt)}</Text>
                  {party.roomNumber ? (
                    <Text size="sm">{t('search.party.room', { room: party.roomNumber })}</Text>
                  ) : null}
                  {party.phone ? <PhoneText phone={party.phone} fallback="" /> : null}
                  {party.totalCents !== null ? <Text size="sm">{money(party.totalCents)}</Text> : null}
                </Hit>
              )}
            </KindSection>
            <KindSection kind="permits" items={result.permits}>
              {(permit) => (
                <Hit
                  key={permit.id}
                  to={withSearch('/ParkingPermit/ParkingManagement', permit.plate)}
                  label={t('search.permit.open', { number: permit.number, plate: permit.plate })}
                >
                  <Badge variant="light" radius="sm" tt="none">
                    {t(`party:permit.status.${permit.status}`)}
                  </Badge>
                  <Text size="sm">{permit.guestName}</Text>
                  {permit.roomNumber ? (
                    <Text size="sm">{t('search.permit.room', { room: permit.roomNumber })}</Text>
                  ) : null}
                  <Text size="sm">{when(permit.startsAt)}</Text>
                  {permit.costCents !== null ? <Text size="sm">{money(permit.costCents)}</Text> : null}
                </Hit>
              )}
            </KindSection>
            <KindSection kind="waitList" items={result.waitList}>
              {(guest) => (
                <Hit key={guest.id} to="/WaitList" label={guest.guestName}>
                  <Badge variant="light" radius="sm" tt="none">
                    {t(`search.waitList.status.${guest.status}`)}
                  </Badge>
                  <Text size="sm">{t('search.waitList.size', { count: guest.partySize })}</Text>
                  {guest.phone ? <PhoneText phone={guest.phone} fallback="" /> : null}
                  <Text size="sm">{when(guest.createdAt)}</Text>
                </Hit>
              )}
            </KindSection>
            <KindSection kind="staff" items={result.staff}>
              {(person) => (
                <Hit key={person.id} to={withSearch('/Usermanagent/Users', person.email)} label={person.name}>
                  <Text size="sm" dir="ltr">
                    {person.email}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {person.roleName}
                  </Text>
                </Hit>
              )}
            </KindSection>
            <KindSection kind="places" items={result.places}>
              {(place) => (
                <Hit key={place.id} to={withSearch('/Locations/Location', place.name)} label={place.name}>
                  {place.address ? <Text size="sm">{place.address}</Text> : null}
                </Hit>
              )}
            </KindSection>
          </Stack>
        )}
      </QueryContent>
    </Stack>
  );
}
