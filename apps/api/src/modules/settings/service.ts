import type { ProductSettings, UpdateProductSettingsRequest } from '@trapline/contracts/settings';
import { DEFAULT_LANGUAGE } from '@trapline/contracts/common';
import type { DbClient } from '@trapline/db/client';
import type { ApiConfig } from '../../env.ts';
import type { AccessScope } from '../../access/scope.ts';

const ID = 1;

/** The stored settings (the defaults while the super admin has saved none). */
export async function storedSettings(db: DbClient) {
  return (await db.productSettings.findUnique({ where: { id: ID } })) ?? { defaultLanguage: DEFAULT_LANGUAGE, qrLabelBaseUrl: null, updatedAt: null };
}

/** The address QR labels point to: the super admin's choice, else PUBLIC_WEB_URL. */
export async function qrLabelBaseUrl(db: DbClient, config: Pick<ApiConfig, 'PUBLIC_WEB_URL'>): Promise<string> {
  return (await storedSettings(db)).qrLabelBaseUrl ?? config.PUBLIC_WEB_URL;
}

export async function getSettings(db: DbClient, config: ApiConfig): Promise<ProductSettings> {
  const row = await storedSettings(db);
  return {
    defaultLanguage: row.defaultLanguage,
    qrLabelBaseUrl: row.qrLabelBaseUrl,
    effectiveQrLabelBaseUrl: row.qrLabelBaseUrl ?? config.PUBLIC_WEB_URL,
    signIn: {
      accessTokenMinutes: Math.round((config.ACCESS_TOKEN_TTL_SECONDS / 60) * 10) / 10,
      refreshTokenDays: config.REFRESH_TOKEN_TTL_DAYS,
      loginMaxFailures: config.LOGIN_MAX_FAILURES,
      loginMaxFailuresPerAddress: config.LOGIN_MAX_FAILURES_PER_ADDRESS,
      loginFailureWindowMinutes: config.LOGIN_FAILURE_WINDOW_MINUTES,
    },
    updatedAt: row.updatedAt?.toISOString() ?? null,
  };
}

/** Changes the settings given (the route lets the super admin alone in). */
export async function updateSettings(db: DbClient, config: ApiConfig, scope: AccessScope, input: UpdateProductSettingsRequest): Promise<ProductSettings> {
  const data: { defaultLanguage?: ProductSettings['defaultLanguage']; qrLabelBaseUrl?: string | null; updatedById: number } = { updatedById: scope.principal.userId };
  if (input.defaultLanguage !== undefined) data.defaultLanguage = input.defaultLanguage;
  if (input.qrLabelBaseUrl !== undefined) data.qrLabelBaseUrl = input.qrLabelBaseUrl ? input.qrLabelBaseUrl.replace(/\/+$/, '') : null;
  await db.productSettings.upsert({ where: { id: ID }, create: { id: ID, ...data }, update: data });
  return getSettings(db, config);
}
