/** Query keys of the super admin's product settings. The public product settings (lib/product.ts) have their own key, ['product']. */
export const settingsKeys = {
  product: ['admin', 'settings'] as const,
};
