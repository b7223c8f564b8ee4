import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { PAGE_SIZE, type HistoryEvent, type Page } from '@/features/devices/api/sensor-pages.ts';
import { deviceKeys } from '@/shared/devices/keys.ts';

export const getSensorHistory = (sensorUuid: string, page: number) =>
  api<Page<HistoryEvent>>(`/api/lora/devices/${sensorUuid}/history?page=${page}&limit=${PAGE_SIZE}`);

export const historyQuery = (sensorUuid: string, page: number) =>
  queryOptions({ queryKey: deviceKeys.sensorHistory(sensorUuid, page), queryFn: () => getSensorHistory(sensorUuid, page), placeholderData: keepPreviousData });

export const useSensorHistory = (sensorUuid: string, page: number) => useQuery(historyQuery(sensorUuid, page));
