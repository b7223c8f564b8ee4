import { Prisma } from '@trapline/db/client';
import { AppError } from './app-error.ts';

/**
 * A database constraint a request ran into, as the answer the client gets, or null when the
 * error is something else. Services check what they can first (and answer their own codes);
 * what still reaches a constraint, a reference deleted meanwhile, a race of two requests on one
 * row, is the client's request meeting the data as it now is, never a server failure:
 * - a row that is not there (Prisma P2025): 404 common/not_found;
 * - a reference to a row that is not there (foreign key on insert or update): 404 common/not_found;
 * - deleting a row something still refers to (foreign key on delete): 409 common/conflict;
 * - a duplicate of a unique value (Prisma P2002, SQLSTATE 23505): 409 common/conflict.
 * Prisma's own errors, its raw-query errors (P2010) and errors of node-postgres are all read.
 */
export function constraintError(error: unknown): AppError | null {
  const violation = violationOf(error);
  if (violation === null) return null;
  switch (violation.kind) {
    case 'not_found':
      return new AppError('common/not_found');
    case 'unique':
      return new AppError('common/conflict', { details: { reason: 'duplicate' } });
    case 'foreign_key':
      // PostgreSQL words the two sides of a foreign key differently: "insert or update on table
      // ..." for a missing referenced row, "update or delete on table ..." for a row still in use.
      return /^update or delete on table/.test(violation.message)
        ? new AppError('common/conflict', { details: { reason: 'in_use' } })
        : new AppError('common/not_found', { details: { reason: 'reference_not_found' } });
  }
}

/** Whether an error is a duplicate of a unique value (a race two requests ran). */
export function isDuplicate(error: unknown): boolean {
  return violationOf(error)?.kind === 'unique';
}

type Violation = { kind: 'not_found' } | { kind: 'unique' } | { kind: 'foreign_key'; message: string };

const SQLSTATE_UNIQUE = '23505';
const SQLSTATE_FOREIGN_KEY = '23503';

function violationOf(error: unknown): Violation | null {
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    if (error.code === 'P2025') return { kind: 'not_found' };
    const cause = (error.meta as { driverAdapterError?: { cause?: { originalCode?: string; originalMessage?: string } } } | undefined)?.driverAdapterError
      ?.cause;
    const state = cause?.originalCode ?? (error.code === 'P2002' ? SQLSTATE_UNIQUE : error.code === 'P2003' ? SQLSTATE_FOREIGN_KEY : undefined);
    return fromSqlState(state, cause?.originalMessage ?? error.message);
  }
  // node-postgres' DatabaseError: the SQLSTATE in `code`, PostgreSQL's text in `message`.
  if (error instanceof Error && (error as { severity?: unknown }).severity !== undefined) {
    return fromSqlState((error as { code?: string }).code, error.message);
  }
  return null;
}

function fromSqlState(state: string | undefined, message: string): Violation | null {
  if (state === SQLSTATE_UNIQUE) return { kind: 'unique' };
  if (state === SQLSTATE_FOREIGN_KEY) return { kind: 'foreign_key', message };
  return null;
}
