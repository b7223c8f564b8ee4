import type { Prisma } from './client.ts';

/**
 * What a visit protocol (an intervention) says: its texts, the approval and whether the client
 * signed. The API answers them and the protocol PDF prints them, both reading them with this select.
 */
export const INTERVENTION_PROTOCOL_SELECT = {
  name: true,
  purpose: true,
  pestsRemoved: true,
  actionTaken: true,
  area: true,
  recommendations: true,
  cause: true,
  description: true,
  approvedByText: true,
  approvedByImagePath: true,
  signedByClient: true,
} satisfies Prisma.InterventionSelect;
