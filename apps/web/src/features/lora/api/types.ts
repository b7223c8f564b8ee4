import type { LoraConfiguration } from '@trapline/contracts/lora';

/** The sensor's configuration dialogs, each saved on its own. */
export type ConfigurationDialog = keyof LoraConfiguration;

/** A list's filters as a query string, leaving out the empty ones. */
export const searchOf = (params: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(params)
      .filter(([, v]) => v !== undefined && v !== null && v !== '')
      .map(([k, v]) => [k, String(v)]),
  ).toString();
