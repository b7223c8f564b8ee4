/**
 * A page of a sensor's uplinks, history or downlinks as the rows Prisma skips and takes. These
 * pages count from 0 (spec 3: pages of 100, from 0), unlike the other lists' (`pageRows`, from 1).
 */
export function loraPageRows(page: { page: number; limit: number }): { skip: number; take: number } {
  return { skip: page.page * page.limit, take: page.limit };
}
