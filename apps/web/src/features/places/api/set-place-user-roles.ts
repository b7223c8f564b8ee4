import type { PlacePermission } from '@trapline/contracts/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { placeKeys } from '@/shared/places/keys.ts';

export const setPlaceUserRoles = (placeId: string, userUuid: string, roles: PlacePermission[]) =>
  api<{ roles: PlacePermission[] }>(`/api/places/${placeId}/users/${userUuid}/roles`, { method: 'PUT', body: { roles } });

/** A user's roles show in the place's user list only. */
export function useSetPlaceUserRoles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ placeId, userUuid, roles }: { placeId: string; userUuid: string; roles: PlacePermission[] }) => setPlaceUserRoles(placeId, userUuid, roles),
    onSuccess: (_answer, { placeId }) => queryClient.invalidateQueries({ queryKey: placeKeys.users(placeId) }),
  });
}
