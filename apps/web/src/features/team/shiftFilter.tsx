import type { contract, ResponseOf } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { SegmentedControl } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../lib/query.ts';

type Driver = ResponseOf<typeof contract.userManagement.getUserAvailabilityList>['items'][number];

/** Everyone, or the drivers of one shift. */
export type ShiftFilter = 'all' | Driver['shift'];

/** The team as a screen's shift filter narrows it, starting at `initial`: the server does the filtering. */
export function useTeamByShift(initial: ShiftFilter) {
  const [shift, setShift] = useState<ShiftFilter>(initial);
  const query = useApiQuery(routes.userManagement.getUserAvailabilityList, {
    query: shift === 'all' ? {} : { status: shift },
  });
  return { shift, setShift, query };
}

/** The shift filter's control, offering the `choices` a screen keeps, in its order. */
export function ShiftFilterControl({
  choices,
  value,
  onChange,
  fullWidth,
}: {
  choices: readonly ShiftFilter[];
  value: ShiftFilter;
  onChange: (value: ShiftFilter) => void;
  fullWidth?: boolean;
}) {
  const { t } = useTranslation('team');
  return (
    <SegmentedControl
      aria-label={t('team.filter')}
      value={value}
      onChange={(chosen) => onChange(chosen as ShiftFilter)}
      data={choices.map((choice) => ({
        value: choice,
        label: choice === 'all' ? t('team.all') : t(`team.shift.${choice}`),
      }))}
      fullWidth={fullWidth}
    />
  );
}
