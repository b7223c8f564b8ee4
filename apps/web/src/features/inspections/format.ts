import type { InspectionStatus } from '@trapline/contracts/inspections';

/** Spec 2, section 4: completed green, in progress yellow, cancelled red, anything else grey. */
export const STATUS_COLOURS: Record<InspectionStatus, string> = { COMPLETED: 'teal', IN_PROGRESS: 'yellow', CANCELLED: 'red' };
export const statusColour = (status: string) => STATUS_COLOURS[status as InspectionStatus] ?? 'gray';

export const personName = (person: { name: string; surname: string } | null | undefined) => (person ? `${person.name} ${person.surname}`.trim() : '');

export const dateTime = (iso: string | null | undefined, language: string) =>
  iso ? new Date(iso).toLocaleString(language || 'pl', { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }) : '';

/** A catalogue part's name in the UI language when it has one. */
export const partName = (part: { name: string; translations?: Record<string, { name?: string | undefined }> }, language: string) =>
  part.translations?.[language]?.name || part.name;
