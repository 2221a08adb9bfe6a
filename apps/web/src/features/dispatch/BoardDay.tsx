import {
  ActionIcon,
  Button,
  Group,
  Loader,
  Popover,
  Stack,
  Text,
  useDirection,
  VisuallyHidden,
} from '@mantine/core';
import { IconCalendar, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, formatDay } from '../../lib/dates.ts';
import { localeOf } from '../../lib/i18n.ts';

// The month to pick from (with @mantine/dates and dayjs) loads when first opened, never with the board (ADR 0048).
const DayCalendar = lazy(() =>
  import('../../components/DayCalendar.tsx').then((m) => ({ default: m.DayCalendar })),
);

export interface BoardDayProps {
  /** The board's day (`YYYY-MM-DD`). */
  date: string;
  /** Today in the company's time zone. */
  today: string;
  onDate: (day: string) => void;
}

/**
 * The board's day, written as every date in the app is (`formatDay`) rather than the browser's date field: a
 * day before, the day itself (a button that opens a month to pick from), a day after and today. Every part is a
 * button a keyboard reaches; the month closes with Escape and gives the focus back to the day.
 */
export function BoardDay({ date, today, onDate }: BoardDayProps) {
  const { t, i18n } = useTranslation('dispatch');
  const { dir } = useDirection();
  const [picking, setPicking] = useState(false);
  const [Back, Forward] =
    dir === 'rtl' ? [IconChevronRight, IconChevronLeft] : [IconChevronLeft, IconChevronRight];
  const day = formatDay(date, localeOf(i18n.language));
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id="board-day">
        {t('dispatch.date')}
      </Text>
      {/* The day between its arrows on one line; Today goes below them where a phone has no room beside. */}
      <Group gap={4} role="group" aria-labelledby="board-day">
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('dispatch.previousDay')}
            onClick={() => onDate(addDays(date, -1))}
          >
            <Back size={16} aria-hidden />
          </ActionIcon>
          <Popover
            opened={picking}
            onChange={setPicking}
            position="bottom"
            withArrow
            shadow="md"
            trapFocus
            returnFocus
          >
            <Popover.Target>
              <Button
                variant="default"
                miw={150}
                // The day on one line: a date broken before its year read as two.
                styles={{ label: { whiteSpace: 'nowrap' } }}
                leftSection={<IconCalendar size={16} aria-hidden />}
                // The name holds the visible day (WCAG 2.5.3) and says what the button does.
                aria-label={t('dispatch.chooseDay', { day })}
                aria-haspopup="dialog"
                data-board-day={date}
                onClick={() => setPicking((open) => !open)}
              >
                {day}
              </Button>
            </Popover.Target>
            <Popover.Dropdown p="xs">
              {picking ? (
                <Suspense fallback={<Loader size="sm" aria-label={t('dispatch.loadingCalendar')} />}>
                  <DayCalendar
                    value={date}
                    onPick={(picked) => {
                      setPicking(false);
                      if (picked !== date) onDate(picked);
                    }}
                  />
                </Suspense>
              ) : null}
            </Popover.Dropdown>
          </Popover>
          {/* A day moved by the buttons beside it is said, as the focus stays on them. */}
          <VisuallyHidden aria-live="polite">{day}</VisuallyHidden>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('dispatch.nextDay')}
            onClick={() => onDate(addDays(date, 1))}
          >
            <Forward size={16} aria-hidden />
          </ActionIcon>
        </Group>
        <Button variant="subtle" size="compact-sm" disabled={date === today} onClick={() => onDate(today)}>
          {t('dispatch.today')}
        </Button>
      </Group>
    </Stack>
  );
}
