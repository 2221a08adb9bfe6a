import type { PartySummary } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { Alert, Button, Group, SegmentedControl, Stack, TextInput, Title } from '@mantine/core';
import { IconQrcode, IconSearch } from '@tabler/icons-react';
import { type FormEvent, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { loadingOrFailed } from '../../components/QueryError.tsx';
import { isApiError } from '../../lib/api.ts';
import { describeError } from '../../lib/errors.ts';
import { enqueue } from '../../lib/offline-queue.ts';
import { useApiQuery, useWrite } from '../../lib/query.ts';
import { CodeScanner, canScan } from './CodeScanner.tsx';
import { CurbsideCard } from './CurbsideCard.tsx';
import { guestKeyOf } from './guestCode.ts';
import { OfflineQueue } from './OfflineQueue.tsx';

type By = 'code' | 'room' | 'name';
type Search = { code: string } | { room: string } | { name: string };
type Notice = { color: 'green' | 'orange' | 'red'; text: string };

/**
 * `/RapidPickUp/{companyId}/{userId}/{roleCode}/{userName}` and its `/mobileApp` variant: a driver or a valet at
 * the curb finds the guest (QR code of their link, room or name) and picks them up with one tap. The path's ids
 * are never read: the session decides who calls and what they may find (ADR 93).
 */
export default function RapidPickUpScreen() {
  const { t } = useTranslation('field');
  const [by, setBy] = useState<By>(canScan() ? 'code' : 'room');
  const [text, setText] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const [search, setSearch] = useState<Search | null>(null);
  const [scanning, setScanning] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const found = useApiQuery(
    routes.rapidPickUp.findParties,
    { query: search ?? { room: '' } },
    {
      enabled: search !== null,
    },
  );
  const pickUp = useWrite(routes.transportation.pickUp);

  const findCode = useCallback(
    (raw: string) => {
      const key = guestKeyOf(raw);
      if (!key) {
        setInputError(t('scanner.notGuestCode'));
        return;
      }
      setInputError(null);
      setNotice(null);
      setSearch({ code: key });
    },
    [t],
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = text.trim();
    if (value === '') {
      setInputError(t('validation.required'));
      return;
    }
    if (by === 'code') return findCode(value);
    setInputError(null);
    setNotice(null);
    setSearch(by === 'room' ? { room: value } : { name: value });
  };

  const take = async (party: PartySummary) => {
    setNotice(null);
    const body = { partyId: party.id, version: party.version };
    const queue = async () => {
      await enqueue({
        path: routes.transportation.pickUp.path,
        body,
        label: t('rapid.queuedPickUp', { number: party.number, name: party.guestName }),
      });
      setNotice({ color: 'orange', text: t('rapid.savedOffline', { name: party.guestName }) });
    };
    // Known offline, the call is not tried: the query client would hold it paused, unseen, until online.
    if (!navigator.onLine) return queue();
    try {
      await pickUp.call({ body });
      setNotice({ color: 'green', text: t('rapid.pickedUp', { name: party.guestName }) });
    } catch (error) {
      if (isApiError(error) && error.status === 0) return queue();
      const conflict = isApiError(error) && error.status === 409;
      setNotice({ color: 'red', text: conflict ? t('rapid.conflict') : describeError(error, t) });
    }
  };

  const onScanned = useCallback(
    (raw: string) => {
      setScanning(false);
      setBy('code');
      setText(raw);
      findCode(raw);
    },
    [findCode],
  );

  const results = found.data?.items ?? [];
  return (
    <Stack gap="md">
      <PageHeader title={t('rapid.title')} description={t('rapid.description')} />
      <OfflineQueue />
      <form onSubmit={submit} noValidate aria-label={t('rapid.title')}>
        <Stack gap="sm">
          <SegmentedControl
            aria-label={t('rapid.by')}
            value={by}
            onChange={(value) => {
              setBy(value as By);
              setText('');
              setInputError(null);
            }}
            data={[
              { value: 'code', label: t('rapid.byCode') },
              { value: 'room', label: t('rapid.byRoom') },
              { value: 'name', label: t('rapid.byName') },
            ]}
            fullWidth
          />
          <TextInput
            label={t(`rapid.${by}`)}
            description={by === 'code' ? t('rapid.codeHint') : undefined}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            error={inputError}
            size="md"
            autoComplete="off"
            maxLength={by === 'room' ? 20 : 300}
          />
          <Group gap="sm" grow>
            <Button type="submit" size="md" leftSection={<IconSearch size={18} aria-hidden />}>
              {t('rapid.find')}
            </Button>
            {canScan() ? (
              <Button
                variant="light"
                size="md"
                leftSection={<IconQrcode size={18} aria-hidden />}
                onClick={() => setScanning(true)}
              >
                {t('rapid.scan')}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </form>
      <CodeScanner opened={scanning} onClose={() => setScanning(false)} onCode={onScanned} />
      {notice ? (
        <Alert color={notice.color} variant="light" role={notice.color === 'red' ? 'alert' : 'status'}>
          {notice.text}
        </Alert>
      ) : null}
      {search === null
        ? null
        : (loadingOrFailed(found, t('rapid.failed')) ??
          (results.length === 0 ? (
            <EmptyState title={t('rapid.none')} description={t('rapid.noneHint')} />
          ) : (
            <Stack gap="sm" component="section" aria-labelledby="curbside-results">
              <Title order={2} fz="h4" id="curbside-results">
                {t('rapid.results')}
              </Title>
              {results.map((party) => (
                <CurbsideCard
                  key={party.id}
                  party={party}
                  busy={pickUp.busy && pickUp.input?.body.partyId === party.id}
                  onPickUp={() => void take(party)}
                />
              ))}
            </Stack>
          )))}
    </Stack>
  );
}
