import { z } from 'zod';

export const ZDashboard = z.object({
  electronicDevices: z.object({ alertCount: z.number().int() }),
  schedule: z.object({ todayUpcomingEventsCount: z.number().int() }),
  recommendations: z.object({ count: z.number().int().describe('Open, in progress or waiting'), placesCount: z.number().int() }),
  company: z.object({ name: z.string(), usersCount: z.number().int(), clientsCount: z.number().int() }),
  places: z.object({ count: z.number().int() }),
});
export type Dashboard = z.infer<typeof ZDashboard>;

const ZCompanyCard = z.object({ uuid: z.uuid(), name: z.string(), email: z.string().nullable(), address: z.string().nullable(), logoUrl: z.string().nullable() });

export const ZPlaceDashboardQuery = z.object({
  from: z.iso.date().optional().describe('Start of the chart range; default: end of the month before last'),
  to: z.iso.date().optional().describe('End of the chart range; default: end of this month'),
});

export const ZPlaceDashboard = z.object({
  parentCompany: ZCompanyCard,
  rootCompany: ZCompanyCard,
  recommendationsByPriority: z.array(z.object({ priority: z.enum(['LOW', 'MEDIUM', 'HIGH']), recommendationsCount: z.number().int() })),
  recommendationsByStatus: z.array(z.object({ status: z.enum(['OPEN', 'IN_PROGRESS', 'WAITING', 'CLOSE']), recommendationsCount: z.number().int() })),
  deviceCountByDeviceType: z.array(z.object({ deviceTypeId: z.number().int(), deviceTypeName: z.string(), deviceCount: z.number().int() })),
  userRoles: z.array(z.object({ role: z.string(), usersCount: z.number().int() })),
});
export type PlaceDashboard = z.infer<typeof ZPlaceDashboard>;
