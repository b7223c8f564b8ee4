import type { ErrorCode } from '@trapline/contracts/errors';

/** HTTP status of each error code; one map, so a code always answers with the same status. */
const STATUS_BY_CODE: Record<ErrorCode, number> = {
  'common/validation_failed': 400,
  'common/not_found': 404,
  'common/forbidden': 403,
  'common/conflict': 409,
  'common/payload_too_large': 413,
  'common/headers_too_large': 431,
  'common/request_timeout': 408,
  'common/unsupported_media_type': 415,
  'common/rate_limited': 429,
  'common/internal': 500,
  'auth/unauthorized': 401,
  'auth/invalid_token': 401,
  'auth/wrong_credentials': 401,
  'auth/account_blocked': 403,
  'auth/too_many_attempts': 429,
  'auth/unknown_enterprise': 404,
  'auth/reset_token_invalid': 400,
  'auth/invalid_client': 401,
  'auth/invalid_grant': 400,
  'auth/unsupported_grant_type': 400,
  'auth/wrong_current_password': 400,
  'auth/email_change_token_invalid': 400,
  'auth/invitation_expired': 400,
  'auth/invitation_used': 400,
  'user/email_taken': 409,
  'user/company_users_limit_reached': 409,
  'user/invitation_accepted': 409,
  'user/blocked': 409,
  'user/invitation_limit_reached': 429,
  'subscription/only_one_active': 409,
  'company/has_dependents': 409,
  'company/sub_company_limit_reached': 409,
  'devices/company_devices_limit_reached': 409,
  'devices/uniqueid_already_exists': 409,
  'devices/lora_dev_eui_already_exists': 409,
  'inspection/not_completed': 409,
  'inspection/already_in_progress': 409,
  'inspection/not_in_progress': 409,
  'inspection/approved': 409,
  'inspection/device_already_in_inspection': 409,
  'inspection/connect_same_inspection': 400,
  'inspection/too_many_images': 409,
  'device_types/observation_type_taken': 409,
  'device_types/in_use': 409,
  'device_types/part_in_use': 409,
  'files/category_not_empty': 409,
  'files/company_has_parent': 409,
  'lora/gateway_dev_eui_already_exists': 409,
  'lora/not_legacy_device': 409,
  'maps/jpeg_only': 415,
  'interventions/too_many_images': 409,
  'reports/too_many_requests': 429,
  'reports/no-data': 422,
  'jobs/not_failed': 409,
  'recommendation_categories/in_use': 409,
  'mixtures/order_outdated': 409,
  'visual_inspection/order_outdated': 409,
  'qrcodes/no_unused_codes': 409,
  'qrcodes/code_used': 409,
  'devices/nfc_in_use': 409,
};

export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    readonly options: { details?: unknown; message?: string; headers?: Record<string, string> } = {},
  ) {
    super(options.message ?? code);
    this.name = 'AppError';
    this.statusCode = STATUS_BY_CODE[code];
  }
}

export const notFound = () => new AppError('common/not_found');
export const forbidden = () => new AppError('common/forbidden');

/** Where a refused field was sent, as the schema check names it. */
export type FieldPlace = 'body' | 'querystring' | 'params' | 'headers';

/** One refused field: its path in the request, the reason, and a machine-readable code (default 'invalid'). */
export interface FieldProblem {
  path: string;
  message: string;
  code?: string;
}

/** Where the fields were sent (default the body) and any context for the caller, added to `details` beside `fields`. */
export interface FieldContext {
  in?: FieldPlace;
  [detail: string]: unknown;
}

/** Options of `fieldError`: the field's reason code besides the context. */
export interface FieldErrorOptions extends FieldContext {
  code?: string;
}

/**
 * A 400 common/validation_failed naming the refused fields, answered as the schema check answers
 * its own: `details` holds `in` (where they were sent) and `fields`, each `{ path, message, code }`,
 * plus any context given.
 */
export function fieldErrors(fields: FieldProblem[], { in: where = 'body', ...context }: FieldContext = {}) {
  return new AppError('common/validation_failed', {
    details: { in: where, ...context, fields: fields.map(({ path, message, code = 'invalid' }) => ({ path, message, code })) },
  });
}

/** `fieldErrors` for one field. */
export function fieldError(path: string, message: string, { code, ...context }: FieldErrorOptions = {}) {
  return fieldErrors([{ path, message, ...(code === undefined ? {} : { code }) }], context);
}

/** The issues of a failed zod parse (or a refinement's, code 'custom') as refused fields, a nested path joined with dots. */
export const zodFieldProblems = (issues: readonly { path: readonly PropertyKey[]; message: string; code?: string }[]): FieldProblem[] =>
  issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message, code: issue.code ?? 'custom' }));
