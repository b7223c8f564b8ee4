/**
 * Query keys of the schedule, all under 'schedule'. The occurrences are read for one place (its
 * schedule screen) or for every visible place (the whole-company calendar, optionally filtered to
 * one place): a change to a place's event refreshes the first and those of the second that may
 * show that place.
 */
export const scheduleKeys = {
  all: ['schedule'] as const,
  /** Every range of one place's schedule screen. */
  placeEvents: (placeId: string) => [...scheduleKeys.all, placeId] as const,
  /** Every range of the whole-company calendar, showing every place (null) or one. */
  companyEvents: (placeUuid: string | null) => [...scheduleKeys.all, 'all', placeUuid] as const,
  /** The occurrences of one range: one place's (placeId) or every visible place's, optionally one (placeUuid). */
  events: (where: { placeId?: string | undefined; placeUuid?: string | undefined }, range: { from: string; to: string } | null) =>
    where.placeId
      ? ([...scheduleKeys.placeEvents(where.placeId), where.placeUuid ?? null, range] as const)
      : ([...scheduleKeys.companyEvents(where.placeUuid ?? null), range] as const),
  /** The keys a change to an event of the place shows in: its schedule, the calendar of all places and the calendar filtered to it. */
  changedBy: (placeId: string) => [scheduleKeys.placeEvents(placeId), scheduleKeys.companyEvents(null), scheduleKeys.companyEvents(placeId)],
  /** The caller's calendar feed address. */
  calendarFeed: ['schedule', 'calendar-feed'] as const,
};
