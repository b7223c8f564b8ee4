import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { companyShortListQuery } from '@/shared/companies/api/get-company-short-list.ts';
import { catalogueKeys, isPlaceDeviceTypesKey } from '@/shared/catalogue/keys.ts';
import { companyKeys } from '@/shared/companies/keys.ts';
import { deviceKeys } from '@/shared/devices/keys.ts';
import { fileKeys } from '@/shared/files/keys.ts';
import { inspectionKeys } from '@/shared/inspections/keys.ts';
import { loraKeys } from '@/shared/lora/keys.ts';
import { placeKeys } from '@/shared/places/keys.ts';

const PLACE = '0b7c6d5e-4f3a-4b2c-9d1e-0f1a2b3c4d5e';
const OTHER = '1c8d7e6f-5a4b-4c3d-8e2f-1a2b3c4d5e6f';
const DEVICE = '2d9e8f7a-6b5c-4d4e-9f3a-2b3c4d5e6f7a';

/** Which of the given keys an invalidation of `target` marks stale. */
async function staleAfter(target: QueryKey, keys: QueryKey[]) {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, 'cached');
  await client.invalidateQueries({ queryKey: target });
  return keys.filter((key) => client.getQueryState(key)?.isInvalidated).map((key) => JSON.stringify(key));
}

describe('query keys', () => {
  it("refresh everything of a place, and nothing of another, when the place's scope is invalidated", async () => {
    const mine = [
      placeKeys.detail(PLACE),
      placeKeys.zones(PLACE),
      placeKeys.users(PLACE),
      deviceKeys.list(PLACE, undefined),
      deviceKeys.detail(PLACE, DEVICE),
      deviceKeys.types(PLACE),
      deviceKeys.radioSettings(PLACE),
    ];
    const stale = await staleAfter(placeKeys.scope(PLACE), [...mine, placeKeys.detail(OTHER), placeKeys.list({})]);
    expect(stale).toEqual(mine.map((key) => JSON.stringify(key)));
  });

  it("refresh every list of a place's devices, whatever its filter, and not the place itself", async () => {
    const stale = await staleAfter(deviceKeys.lists(PLACE), [
      deviceKeys.list(PLACE, 'alert'),
      deviceKeys.list(PLACE, undefined),
      placeKeys.detail(PLACE),
      deviceKeys.detail(PLACE, DEVICE),
    ]);
    expect(stale).toEqual([JSON.stringify(deviceKeys.list(PLACE, 'alert')), JSON.stringify(deviceKeys.list(PLACE, undefined))]);
  });

  it('keep the shared short list of companies under the companies lists, and a company’s zones apart from its details', async () => {
    expect(
      await staleAfter(companyKeys.lists, [companyShortListQuery.queryKey, companyKeys.list({ search: '', page: 1, limit: 50 }), companyKeys.detail(PLACE)]),
    ).toHaveLength(2);
    expect(await staleAfter(companyKeys.zones(PLACE), [companyKeys.zones(PLACE), companyKeys.detail(PLACE), companyKeys.subscriptions(PLACE)])).toEqual([
      JSON.stringify(companyKeys.zones(PLACE)),
    ]);
  });
});

describe('query keys of LoRa, the catalogue, files and inspections', () => {
  const json = (keys: QueryKey[]) => keys.map((key) => JSON.stringify(key));

  it("refresh one sensor's page, uplinks and history, and not another sensor, the gateways or the unclaimed uplinks", async () => {
    const mine = [loraKeys.sensor(DEVICE), loraKeys.uplinks(DEVICE, 0), loraKeys.downlinks(DEVICE, 0), loraKeys.history(DEVICE, 2)];
    const others = [loraKeys.sensor(OTHER), loraKeys.sensorList({}), loraKeys.gatewayList({}), loraKeys.unclaimedPage(0)];
    expect(await staleAfter(loraKeys.sensor(DEVICE), [...mine, ...others])).toEqual(json(mine));
  });

  it("share a sensor's history between the device's LoRa tab and the sensor's page, and keep everything LoRa under one root", async () => {
    expect(deviceKeys.sensorHistory(DEVICE, 1)).toEqual(loraKeys.history(DEVICE, 1));
    const all = [loraKeys.sensorList({}), loraKeys.history(DEVICE, 0), loraKeys.gateway(OTHER), loraKeys.unclaimedPage(3)];
    expect(await staleAfter(deviceKeys.loraScreens, all)).toEqual(json(all));
  });

  it("refresh a gateway's lists and page together, and nothing of the sensors", async () => {
    const gateways = [loraKeys.gatewayList({}), loraKeys.gateway(OTHER)];
    expect(await staleAfter(loraKeys.gateways, [...gateways, loraKeys.sensorList({}), loraKeys.sensor(OTHER)])).toEqual(json(gateways));
  });

  it("keep the LoRa forms' places among the lists of places", async () => {
    expect(await staleAfter(placeKeys.lists, [loraKeys.placeChoices(PLACE), loraKeys.sensorList({})])).toEqual(json([loraKeys.placeChoices(PLACE)]));
  });

  it("name one device type's page by the same key whether its id comes as the route's string or a number", async () => {
    expect(catalogueKeys.type(12)).toEqual(catalogueKeys.type('12'));
    expect(await staleAfter(catalogueKeys.type(12), [catalogueKeys.type('12'), catalogueKeys.type('13'), catalogueKeys.typeList('ALL')])).toEqual(
      json([catalogueKeys.type('12')]),
    );
  });

  it("refresh every list of device types, the assign dialog's included, and not the parts", async () => {
    const lists = [catalogueKeys.typeList('ALL'), catalogueKeys.typeList('GLOBAL'), catalogueKeys.globalTypesFor(PLACE)];
    expect(await staleAfter(catalogueKeys.typeLists, [...lists, catalogueKeys.partList('actions', 'ALL'), catalogueKeys.type('1')])).toEqual(json(lists));
  });

  it("recognise every place's device types, the inspection dialogs' included, and nothing else of the place", () => {
    expect([deviceKeys.types(PLACE), inspectionKeys.deviceType(OTHER, 4)].every(isPlaceDeviceTypesKey)).toBe(true);
    expect([deviceKeys.list(PLACE, undefined), inspectionKeys.all(PLACE), catalogueKeys.typeLists].some(isPlaceDeviceTypesKey)).toBe(false);
  });

  it("keep a place's and a company's files under their scope, lists apart from categories", async () => {
    const placeFiles = [fileKeys.placeList(PLACE, { categoryId: 1, search: '', page: 1 }), fileKeys.placeList(PLACE, { categoryId: 2, search: 'x', page: 2 })];
    expect(
      await staleAfter(fileKeys.placeLists(PLACE), [
        ...placeFiles,
        fileKeys.placeCategories(PLACE),
        fileKeys.placeList(OTHER, { categoryId: 1, search: '', page: 1 }),
      ]),
    ).toEqual(json(placeFiles));
    const companyFiles = [fileKeys.companyList(PLACE, { categoryId: 1, search: '', page: 1 }), fileKeys.companyCategories(PLACE)];
    expect(await staleAfter(companyKeys.scope(PLACE), [...companyFiles, fileKeys.placeCategories(PLACE)])).toEqual(json(companyFiles));
  });

  it("refresh a place's inspection lists, open inspections and the dashboard's recent list, and not the place's device types", async () => {
    const mine = [
      inspectionKeys.list(PLACE, undefined, 1),
      inspectionKeys.list(PLACE, 'COMPLETED', 2),
      inspectionKeys.recent(PLACE),
      inspectionKeys.one(PLACE, DEVICE),
      inspectionKeys.details(PLACE, DEVICE),
    ];
    expect(await staleAfter(inspectionKeys.all(PLACE), [...mine, inspectionKeys.deviceType(PLACE, 3), inspectionKeys.all(OTHER)])).toEqual(json(mine));
  });
});
