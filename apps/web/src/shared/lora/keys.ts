import type { LoraDeviceListQuery, LoraGatewayListQuery } from '@trapline/contracts/lora';
import { placeKeys } from '@/shared/places/keys.ts';

/**
 * Query keys of the LoRa screens, all under 'lora' (loraKeys.all), which also holds a sensor's
 * history as the device screens read it (deviceKeys.sensorHistory is loraKeys.history). A sensor's
 * own data (uplinks, downlinks, history) lies under loraKeys.sensor(uuid); the gateways' lists and
 * pages under loraKeys.gateways.
 */
export const loraKeys = {
  all: ['lora'] as const,
  /** Every list of sensors, whatever its filters. */
  sensorLists: ['lora', 'devices'] as const,
  sensorList: (filters: LoraDeviceListQuery) => [...loraKeys.sensorLists, filters] as const,
  /** One sensor and everything read under it. */
  sensor: (uuid: string) => ['lora', 'device', uuid] as const,
  uplinks: (uuid: string, page: number) => [...loraKeys.sensor(uuid), 'uplinks', page] as const,
  downlinks: (uuid: string, page: number) => [...loraKeys.sensor(uuid), 'downlinks', page] as const,
  history: (uuid: string, page: number) => [...loraKeys.sensor(uuid), 'history', page] as const,
  /** The gateways' lists and pages: no other screen shows a gateway. */
  gateways: ['lora', 'gateways'] as const,
  gatewayList: (filters: LoraGatewayListQuery) => [...loraKeys.gateways, 'list', filters] as const,
  gateway: (uuid: string) => [...loraKeys.gateways, 'one', uuid] as const,
  /** Pages of the uplinks from DevEUIs no sensor has. */
  unclaimed: ['lora', 'unclaimed'] as const,
  unclaimedPage: (page: number) => [...loraKeys.unclaimed, page] as const,
  /**
   * A company's places, for the LoRa forms and filters. A list of places (under placeKeys.lists),
   * so that a created or renamed place shows there too.
   */
  placeChoices: (companyUuid: string | undefined) => [...placeKeys.lists, 'lora-choices', companyUuid ?? null] as const,
  /**
   * The radio devices of a place, for the sensor form: a list of the place's devices (under
   * deviceKeys.lists(place), written out here as the device keys import these), so that a created
   * or deleted device shows there too.
   */
  radioDeviceChoices: (placeUuid: string | undefined) => [...placeKeys.scope(placeUuid ?? ''), 'devices', 'radio'] as const,
};
