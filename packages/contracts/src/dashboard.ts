import { z } from 'zod';
import { ZText } from './common.ts';

export const ZDashboard = z.object({
  electronicDevices: z.object({ alertCount: z.number().int() }),
  schedule: z.object({ todayUpcomingEventsCount: z.number().int() }),
  recommendations: z.object({ count: z.number().int().describe('Open, in progress or waiting'), placesCount: z.number().int() }),
  company: z.object({ name: ZText, usersCount: z.number().int(), clientsCount: z.number().int() }),
  places: z.object({ count: z.number().int() }),
});
export type Dashboard = z.infer<typeof ZDashboard>;

const ZCompanyCard = z.object({ uuid: z.uuid(), name: ZText, email: ZText.nullable(), address: ZText.nullable(), logoUrl: ZText.nullable() });

export const ZPlaceDashboardQuery = z.object({
  from: z.iso.date().optional().describe('Start of the chart range; default: end of the month before last'),
  to: z.iso.date().optional().describe('End of the chart range; default: end of this month'),
});

export const ZPlaceDashboard = z.object({
  parentCompany: ZCompanyCard,
  rootCompany: ZCompanyCard,
  recommendationsByPriority: z.array(z.object({ priority: z.enum(['LOW', 'MEDIUM', 'HIGH']), recommendationsCount: z.number().int() })),
  recommendationsByStatus: z.array(z.object({ status: z.enum(['OPEN', 'IN_PROGRESS', 'WAITING', 'CLOSE']), recommendationsCount: z.number().int() })),
  deviceCountByDeviceType: z.array(z.object({ deviceTypeId: z.number().int(), deviceTypeName: ZText, deviceCount: z.number().int() })),
  userRoles: z.array(z.object({ role: ZText, usersCount: z.number().int() })),
  recommendationsPeriod: z
    .object({ from: z.iso.datetime(), to: z.iso.datetime() })
    .describe('The creation times the two recommendation widgets count (the query, or the default range)'),
});
export type PlaceDashboard = z.infer<typeof ZPlaceDashboard>;
