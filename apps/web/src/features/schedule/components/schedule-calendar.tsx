import type { DatesSetArg, EventClickArg, EventInput } from '@fullcalendar/core';
import deLocale from '@fullcalendar/core/locales/de';
import itLocale from '@fullcalendar/core/locales/it';
import plLocale from '@fullcalendar/core/locales/pl';
import ruLocale from '@fullcalendar/core/locales/ru';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type DateClickArg } from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { Alert, Box, Button, Group, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ScheduleEventType, ScheduleOccurrence } from '@trapline/contracts/schedule';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/errors.ts';
import { useScheduleEvents, type ScheduleRange } from '@/features/schedule/api/get-schedule-events.ts';
import { placePickerQuery } from '@/shared/places/api/get-places.ts';
import { EventDialog } from './event-dialog.tsx';
import './schedule-calendar.css';

// Shades whose text keeps a contrast of at least 4.5 : 1 (WCAG AA) at the calendar's small size:
// white on the dark ones, black on orange, where white on no orange of the palette reaches it.
const COLOURS: Record<ScheduleEventType, { background: string; text: string }> = {
  INSPECTION: { background: 'var(--mantine-color-blue-8)', text: 'var(--mantine-color-white)' },
  INTERVENTION: { background: 'var(--mantine-color-red-9)', text: 'var(--mantine-color-white)' },
  MAINTENANCE: { background: 'var(--mantine-color-orange-6)', text: 'var(--mantine-color-black)' },
  NEUTRAL: { background: 'var(--mantine-color-gray-7)', text: 'var(--mantine-color-white)' },
  OTHER: { background: 'var(--mantine-color-grape-8)', text: 'var(--mantine-color-white)' },
};
const LOCALES = [plLocale, deLocale, itLocale, ruLocale];

type Dialog = { occurrence: ScheduleOccurrence | null; date: string | null } | null;

/**
 * The schedule (spec 2, section 2.15): month, week, day and list views of the occurrences the
 * server expanded for the range on screen, a place filter on the whole-company schedule, and the
 * add and edit dialogs.
 */
export function ScheduleCalendar({
  placeId,
  placeFilter,
  onPlaceFilter,
  canPlan,
}: {
  placeId?: string;
  placeFilter?: string | undefined;
  onPlaceFilter?: (placeUuid: string | undefined) => void;
  canPlan: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [range, setRange] = useState<ScheduleRange | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const events = useScheduleEvents({ placeId, placeUuid: placeFilter }, range);
  const places = useQuery({ ...placePickerQuery, enabled: !placeId });

  const calendarEvents: EventInput[] = (events.data?.scheduleEvents ?? []).map((occurrence) => ({
    id: `${occurrence.uuid}:${occurrence.occurrenceDate}`,
    title: placeId ? occurrence.name : `${occurrence.name} · ${occurrence.place.name}`,
    start: occurrence.start,
    end: occurrence.end,
    backgroundColor: COLOURS[occurrence.type].background,
    borderColor: COLOURS[occurrence.type].background,
    textColor: COLOURS[occurrence.type].text,
    extendedProps: { occurrence },
  }));
  const onDates = (arg: DatesSetArg) => {
    const next = { from: arg.start.toISOString(), to: arg.end.toISOString() };
    setRange((current) => (current?.from === next.from && current.to === next.to ? current : next));
  };

  return (
    <Box>
      <Group justify="space-between" mb="md">
        {!placeId && onPlaceFilter ? (
          <Select
            label={t('schedule.placeFilter')}
            placeholder={t('schedule.allPlaces')}
            clearable
            searchable
            w={{ base: '100%', xs: 320 }}
            data={(places.data?.rows ?? []).map((p) => ({ value: p.uuid, label: p.name }))}
            value={placeFilter ?? null}
            onChange={(value) => onPlaceFilter(value ?? undefined)}
            data-testid="schedule-place-filter"
          />
        ) : (
          <span />
        )}
        {canPlan && (
          <Button onClick={() => setDialog({ occurrence: null, date: null })} data-testid="schedule-add">
            {t('schedule.add')}
          </Button>
        )}
      </Group>
      {events.isError && (
        <Alert color="red" mb="md">
          {errorMessage(events.error, t)}
        </Alert>
      )}
      <div className="trapline-calendar" data-testid="schedule-calendar">
        <FullCalendar
          plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
          initialView="dayGridMonth"
          headerToolbar={{ left: 'prev,next today', center: 'title', right: 'dayGridMonth,timeGridWeek,timeGridDay,listMonth' }}
          locales={LOCALES}
          locale={i18n.language}
          firstDay={1}
          height="auto"
          nowIndicator
          dayMaxEvents={4}
          // The calendar's "+N more" is a link without an address that opens a popover and says
          // so with aria-expanded, which only a button may carry: it is given the button's role.
          moreLinkDidMount={(arg) => arg.el.setAttribute('role', 'button')}
          events={calendarEvents}
          datesSet={onDates}
          eventClick={(arg: EventClickArg) => setDialog({ occurrence: arg.event.extendedProps.occurrence as ScheduleOccurrence, date: null })}
          dateClick={canPlan ? (arg: DateClickArg) => setDialog({ occurrence: null, date: arg.dateStr.slice(0, 10) }) : undefined}
          eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
          slotLabelFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        />
      </div>
      {dialog && (
        <EventDialog
          key={dialog.occurrence ? `${dialog.occurrence.uuid}:${dialog.occurrence.occurrenceDate}` : `new:${dialog.date}`}
          placeId={placeId}
          occurrence={dialog.occurrence}
          date={dialog.date}
          canPlan={canPlan}
          onClose={() => setDialog(null)}
        />
      )}
    </Box>
  );
}
