/** A page of a list (page counted from 1) as the rows Prisma skips and takes. */
export function pageRows(query: { page: number; limit: number }): { skip: number; take: number } {
  return { skip: (query.page - 1) * query.limit, take: query.limit };
}
