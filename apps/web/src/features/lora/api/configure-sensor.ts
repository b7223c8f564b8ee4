import type { LoraCommandResponse, LoraConfiguration } from '@trapline/contracts/lora';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { refreshSensors } from '@/features/lora/api/refresh-sensor.ts';
import type { ConfigurationDialog } from '@/features/lora/api/types.ts';

export const configureSensor = <D extends ConfigurationDialog>(uuid: string, dialog: D, values: LoraConfiguration[D]) =>
  api<LoraCommandResponse>(`/api/lora/devices/${uuid}/configuration/${dialog}`, { method: 'PUT', body: values });

type Configuration = { dialog: ConfigurationDialog; values: LoraConfiguration[ConfigurationDialog] };

/** One sensor's configuration dialog. */
export function useConfigureSensor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, dialog, values }: Configuration & { uuid: string }) => configureSensor(uuid, dialog, values),
    onSuccess: (_answer, { uuid }) => refreshSensors(queryClient, [uuid]),
  });
}

/**
 * The bulk dialog: one sensor after the other, `onSaved(n)` after each; the first failure stops
 * the run quietly (spec 3, section 8). Answers how many were saved; the sensors tried and the
 * lists are read again once, at the end.
 */
export function useConfigureSensors() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ uuids, dialog, values, onSaved }: Configuration & { uuids: string[]; onSaved: (done: number) => void }) => {
      let done = 0;
      for (const uuid of uuids) {
        try {
          await configureSensor(uuid, dialog, values);
        } catch {
          break;
        }
        done += 1;
        onSaved(done);
      }
      return done;
    },
    onSuccess: (_done, { uuids }) => refreshSensors(queryClient, uuids),
  });
}
