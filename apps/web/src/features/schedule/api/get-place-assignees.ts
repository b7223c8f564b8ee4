import { queryOptions, useQuery } from '@tanstack/react-query';
import { placeUsersQuery } from '@/shared/places/api/get-place-users.ts';

/** The users an event of the place may be assigned to: the place's users, once a place is known. */
export const placeAssigneesQuery = (placeId: string | undefined) => queryOptions({ ...placeUsersQuery(placeId ?? ''), enabled: Boolean(placeId) });

export const usePlaceAssignees = (placeId: string | undefined) => useQuery(placeAssigneesQuery(placeId));
