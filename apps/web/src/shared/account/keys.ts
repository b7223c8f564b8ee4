/**
 * Query keys of the signed-in caller's account. The account itself is the root key 'account', so
 * invalidating accountKeys.me also reaches what is read under it (the subscription's usage, the
 * notification settings); invalidate the narrower keys for those alone.
 */
export const accountKeys = {
  /** The caller's account (type, company, language...). */
  me: ['account'] as const,
  /** The devices and users the caller's subscription counts: creating or deleting either changes it. */
  subscription: ['account', 'subscription'] as const,
  /** The caller's notification settings (features/notifications). */
  notificationSettings: ['account', 'notification-settings'] as const,
};
