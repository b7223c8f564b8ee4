import { z } from 'zod';
import { ZText } from './common.ts';

/**
 * Every error the API can answer with. Codes named by the specification keep its spelling
 * (`user/email_taken`, `subscription/only_one_active`, ...); the web maps each code to a
 * translated message in one place.
 */
export const ERROR_CODES = [
  'common/validation_failed',
  'common/not_found',
  'common/forbidden',
  'common/conflict',
  'common/payload_too_large',
  'common/headers_too_large',
  'common/request_timeout',
  'common/unsupported_media_type',
  'common/rate_limited',
  'common/internal',
  'auth/unauthorized',
  'auth/invalid_token',
  'auth/wrong_credentials',
  'auth/account_blocked',
  'auth/too_many_attempts',
  'auth/unknown_enterprise',
  'auth/reset_token_invalid',
  'auth/invalid_client',
  'auth/invalid_grant',
  'auth/unsupported_grant_type',
  'auth/wrong_current_password',
  'auth/email_change_token_invalid',
  'auth/invitation_expired',
  'auth/invitation_used',
  'user/email_taken',
  'user/company_users_limit_reached',
  'user/invitation_accepted',
  'user/blocked',
  'user/invitation_limit_reached',
  'subscription/only_one_active',
  'company/has_dependents',
  'company/sub_company_limit_reached',
  'devices/company_devices_limit_reached',
  'devices/uniqueid_already_exists',
  'devices/lora_dev_eui_already_exists',
  'inspection/not_completed',
  'inspection/already_in_progress',
  'inspection/not_in_progress',
  'inspection/approved',
  'inspection/device_already_in_inspection',
  'inspection/connect_same_inspection',
  'inspection/too_many_images',
  'device_types/observation_type_taken',
  'device_types/in_use',
  'device_types/part_in_use',
  'files/category_not_empty',
  'files/company_has_parent',
  'lora/gateway_dev_eui_already_exists',
  'lora/not_legacy_device',
  'maps/jpeg_only',
  'interventions/too_many_images',
  'reports/too_many_requests',
  'reports/no-data',
  'jobs/not_failed',
  'recommendation_categories/in_use',
  'mixtures/order_outdated',
  'visual_inspection/order_outdated',
  'qrcodes/no_unused_codes',
  'qrcodes/code_used',
  'devices/nfc_in_use',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const ZFieldError = z.object({
  path: ZText.describe('Dotted path of the offending field, e.g. "email" or "limits.0.value"'),
  message: ZText,
  code: ZText.describe('Machine-readable reason, e.g. "too_small", "invalid_string"'),
});

export const ZErrorResponse = z
  .object({
    code: ZText.describe('One of the documented error codes'),
    message: ZText.describe("Human-readable message in the request's language"),
    details: z.unknown().optional().describe('Field errors for validation failures, or context'),
  })
  .describe('Error answer of every endpoint');

export type ErrorResponse = z.infer<typeof ZErrorResponse>;
export type FieldError = z.infer<typeof ZFieldError>;
