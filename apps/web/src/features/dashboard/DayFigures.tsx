import { routes } from '@curbside/contract/routes';
import { SimpleGrid, Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/ErrorState.tsx';
import { isApiError } from '../../lib/api.ts';
import { describeError } from '../../lib/errors.ts';
import { useApiQuery } from '../../lib/query.ts';
import { CompanyDay } from './CompanyDay.tsx';
import { DriverDay } from './DriverDay.tsx';

/** The day's figures: the company's, or a driver's own (the server decides by the caller's screens). */
export function DayFigures({ board, team, myStatus }: { board: boolean; team: boolean; myStatus: boolean }) {
  const { t } = useTranslation('dashboard');
  const figures = useApiQuery(routes.transportation.getAllpartiesDashboard, {});

  if (figures.isPending) {
    return (
      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm" aria-busy>
        {[0, 1, 2, 3, 4].map((n) => (
          <Skeleton key={n} h={84} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (figures.error) {
    // The tiles show only when the call answers: a role without it (403), or a server without it, shows the
    // greeting alone.
    if (isApiError(figures.error) && [403, 404, 501].includes(figures.error.status)) return null;
    return (
      <ErrorState
        title={t('dashboard.loadFailed')}
        message={describeError(figures.error, t)}
        onRetry={() => void figures.refetch()}
      />
    );
  }
  const data = figures.data;
  if (data.view === 'driver') return <DriverDay data={data} myStatus={myStatus} />;
  return <CompanyDay data={data} board={board} team={team} />;
}
