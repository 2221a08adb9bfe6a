import '@mantine/dates/styles.css';
import 'dayjs/locale/ar';
import { DatePicker, type DayOfWeek } from '@mantine/dates';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../lib/dates.ts';
import { localeOf } from '../lib/i18n.ts';

/** `Intl.Locale`'s week data: a method in newer engines, a property in older ones (not yet in every lib). */
interface WithWeekInfo {
  getWeekInfo?: () => { firstDay: number };
  weekInfo?: { firstDay: number };
}

/** The first day of the week where the interface language's locale starts it (Monday where unknown). */
function firstDayOfWeek(locale: string): DayOfWeek {
  try {
    const info = new Intl.Locale(locale) as Intl.Locale & WithWeekInfo;
    const firstDay = info.getWeekInfo?.().firstDay ?? info.weekInfo?.firstDay ?? 1;
    // Intl counts Monday 1 to Sunday 7; the calendar counts Sunday 0 to Saturday 6.
    return (firstDay % 7) as DayOfWeek;
  } catch {
    return 1;
  }
}

export interface DayCalendarProps {
  /** The chosen day (`YYYY-MM-DD`). */
  value: string;
  onPick: (day: string) => void;
}

/**
 * A month of days to pick one from, in the interface language (month and weekday names, digits, the first day
 * of the week) and with each day named as `formatDay` writes it. Loaded only when opened: it brings the calendar
 * and dayjs, which the screens that hold it must not download up front (ADR 0048).
 */
export function DayCalendar({ value, onPick }: DayCalendarProps) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const dayNumber = new Intl.DateTimeFormat(locale, { day: 'numeric', timeZone: 'UTC' });
  const box = useRef<HTMLDivElement>(null);
  // The chosen day takes the focus, so the arrow keys start from it (the popover's focus trap ran before this
  // part had loaded).
  useEffect(() => {
    box.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, []);
  return (
    <div ref={box}>
      <DatePicker
        value={value}
        defaultDate={value}
        onChange={(day) => onPick(day ?? value)}
        locale={locale === 'ar' ? 'ar' : 'en'}
        firstDayOfWeek={firstDayOfWeek(locale)}
        highlightToday
        // Mantine's grey days of the months around and red weekends are under 4.5:1 (2.4:1 on white, 4.1:1 on
        // dark): the month shows its own days only, all in the text colour.
        hideOutsideDates
        weekendDays={[]}
        getDayAriaLabel={(day) => formatDay(day, locale)}
        renderDay={(day) => dayNumber.format(new Date(`${day}T00:00:00Z`))}
        getDayProps={(day) => (day === value ? { 'data-autofocus': true } : {})}
        ariaLabels={{
          previousMonth: t('calendar.previousMonth'),
          nextMonth: t('calendar.nextMonth'),
          previousYear: t('calendar.previousYear'),
          nextYear: t('calendar.nextYear'),
          previousDecade: t('calendar.previousDecade'),
          nextDecade: t('calendar.nextDecade'),
        }}
      />
    </div>
  );
}
