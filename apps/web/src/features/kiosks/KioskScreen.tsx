import { type Kiosk, kiosks, kioskType } from '@curbside/contract';
import { Anchor, Badge, Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { CrudScreen } from '../../components/CrudScreen.tsx';
import { columnsOf, formValuesOf, statusSelect } from '../../components/crudColumns.tsx';
import { wordOptions } from '../../lib/options.ts';
import { useCompanyTime } from '../../lib/session.tsx';
import { KioskActions } from './KioskActions.tsx';
import { setupPath } from './setup/setupPath.ts';

const TYPES = kioskType.options;

/** Whether the kiosk reported lately, and when it last did. */
function Heartbeat({ kiosk }: { kiosk: Kiosk }) {
  const { t } = useTranslation('kiosks');
  const when = useCompanyTime();
  return (
    <Stack gap={2}>
      <Badge color={kiosk.online ? 'teal' : 'gray'} variant="light">
        {kiosk.online ? t('kiosks.online') : t('kiosks.offline')}
      </Badge>
      <Text size="xs" c="dimmed">
        {kiosk.lastSeenAt ? t('kiosks.lastSeen', { when: when(kiosk.lastSeenAt) }) : t('kiosks.never')}
      </Text>
    </Stack>
  );
}

/** `/Settings/Kiosk/{tabIndex}`: the company's kiosks, one tab per type, with their heartbeat and devices. */
export default function KioskScreen() {
  const { t } = useTranslation('kiosks');
  const navigate = useNavigate();
  const { tabIndex } = useParams();
  const index = Math.min(Math.max(Number.parseInt(tabIndex ?? '0', 10) || 0, 0), TYPES.length - 1);
  const type = TYPES[index] ?? 'dispatch';
  const column = columnsOf(kiosks);
  const typeOptions = wordOptions(t, 'types', TYPES);

  return (
    <Stack>
      <Tabs
        value={type}
        onChange={(value) => navigate(`/Settings/Kiosk/${TYPES.indexOf(value as typeof type)}`)}
      >
        <Tabs.List aria-label={t('kiosks.tabs')}>
          {TYPES.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(`types.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {/* Every tab's panel is there for its tab to point at; the kiosks of the chosen type fill its own. */}
        {TYPES.filter((value) => value !== type).map((value) => (
          <Tabs.Panel key={value} value={value}>
            {null}
          </Tabs.Panel>
        ))}
        <Tabs.Panel value={type} pt="md">
          <CrudScreen
            key={type}
            resource={kiosks}
            texts="kiosks:kiosks"
            filters={{ values: { type }, controls: null }}
            columns={[
              {
                key: 'name',
                header: t('fields.name'),
                // The name opens the kiosk's setup: its texts, what it offers, its look.
                render: (row) => (
                  <Anchor
                    component={Link}
                    to={setupPath(row)}
                    aria-label={t('setup.openFor', { name: row.name })}
                  >
                    {row.name}
                  </Anchor>
                ),
                csv: (row) => row.name,
                sort: 'name',
              },
              column.ltr('code', t('fields.code'), 'code'),
              column.ltr('url', t('fields.url')),
              column.status(t('fields.status'), 'status'),
              {
                key: 'heartbeat',
                header: t('fields.heartbeat'),
                render: (row) => <Heartbeat kiosk={row} />,
                sort: 'lastSeenAt',
              },
              column.optional(t, 'version', t('fields.version')),
              {
                key: 'devices',
                header: t('fields.devices'),
                render: (row) => t('kiosks.devicesCount', { count: row.devices }),
                csv: (row) => row.devices,
              },
            ]}
            form={{
              fields: [
                { name: 'name', label: t('fields.name'), kind: 'text' },
                { name: 'code', label: t('fields.code'), kind: 'text', ltr: true },
                { name: 'url', label: t('fields.url'), kind: 'text', ltr: true },
                { name: 'type', label: t('fields.type'), kind: 'select', options: typeOptions },
                statusSelect(t),
              ],
              initial: (row) => formValuesOf(row, { name: '', code: '', url: '', type, status: 'active' }),
            }}
            nameOf={(row) => row.name}
            rowActions={(row) => <KioskActions kiosk={row} />}
          />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
