import type { ProductSettings, PublicProductSettings, UpdateProductSettingsRequest } from '@trapline/contracts/settings';
import { DEFAULT_LANGUAGE } from '@trapline/contracts/common';
import type { DbClient, Prisma } from '@trapline/db/client';
import { DEFAULT_PRODUCT_NAME } from '@trapline/db/product-settings';
import type { ApiConfig } from '../../env.ts';
import type { AccessScope } from '../../access/scope.ts';

const ID = 1;

/** The stored settings (the defaults while the super admin has saved none). */
export async function storedSettings(db: DbClient) {
  return (
    (await db.productSettings.findUnique({ where: { id: ID } })) ?? {
      defaultLanguage: DEFAULT_LANGUAGE,
      qrLabelBaseUrl: null,
      productName: DEFAULT_PRODUCT_NAME,
      mailFrom: null,
      sessionDays: null,
      updatedAt: null,
    }
  );
}

/** How long a sign-in lasts, in days: the super admin's choice, else REFRESH_TOKEN_TTL_DAYS. */
export async function sessionDays(db: DbClient, config: Pick<ApiConfig, 'REFRESH_TOKEN_TTL_DAYS'>): Promise<number> {
  return (await storedSettings(db)).sessionDays ?? config.REFRESH_TOKEN_TTL_DAYS;
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
    productName: row.productName,
    mailFrom: row.mailFrom,
    effectiveMailFrom: row.mailFrom ?? config.MAIL_FROM,
    sessionDays: row.sessionDays,
    effectiveSessionDays: row.sessionDays ?? config.REFRESH_TOKEN_TTL_DAYS,
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
  const data: Prisma.ProductSettingsUncheckedUpdateInput & { updatedById: number } = { updatedById: scope.principal.userId };
  if (input.defaultLanguage !== undefined) data.defaultLanguage = input.defaultLanguage;
  if (input.qrLabelBaseUrl !== undefined) data.qrLabelBaseUrl = input.qrLabelBaseUrl ? input.qrLabelBaseUrl.replace(/\/+$/, '') : null;
  if (input.productName !== undefined) data.productName = input.productName;
  if (input.mailFrom !== undefined) data.mailFrom = input.mailFrom || null;
  if (input.sessionDays !== undefined) data.sessionDays = input.sessionDays;
  await db.productSettings.upsert({ where: { id: ID }, create: { id: ID, ...(data as Prisma.ProductSettingsUncheckedCreateInput) }, update: data });
  return getSettings(db, config);
}

/** Before sign-in: the product's name for titles and the language of the sign-in screen. */
export async function publicSettings(db: DbClient): Promise<PublicProductSettings> {
  const row = await storedSettings(db);
  return { productName: row.productName, defaultLanguage: row.defaultLanguage };
}
