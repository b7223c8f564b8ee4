import type { QueryClient } from '@tanstack/react-query';
import { loraKeys } from '@/shared/lora/keys.ts';

/**
 * An alert or a configuration changes the sensors it was sent to (their pages, downlinks,
 * history) and the status the lists show; nothing of other sensors or of the gateways.
 */
export const refreshSensors = (queryClient: QueryClient, uuids: string[]) =>
  Promise.all([loraKeys.sensorLists, ...uuids.map((uuid) => loraKeys.sensor(uuid))].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
