import type { DbClient } from '@trapline/db/client';

/** Trapline's side of a job: who started it and its progress (the job itself is pg-boss's). */
export function findBackgroundJob(db: DbClient, id: string) {
  return db.backgroundJob.findUnique({
    where: { id },
    select: { id: true, name: true, userId: true, companyId: true, progressPercent: true, progressPhase: true },
  });
}

/** The users and companies named as the starters of listed jobs, by id. */
export async function findStarters(db: DbClient, userIds: number[], companyIds: number[]) {
  const [users, companies] = await Promise.all([
    userIds.length ? db.user.findMany({ where: { id: { in: userIds } }, select: { id: true, uuid: true, name: true, surname: true, email: true } }) : [],
    companyIds.length ? db.company.findMany({ where: { id: { in: companyIds } }, select: { id: true, uuid: true, name: true } }) : [],
  ]);
  return { users: new Map(users.map((user) => [user.id, user])), companies: new Map(companies.map((company) => [company.id, company])) };
}
