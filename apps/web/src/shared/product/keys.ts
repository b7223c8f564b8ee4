/** Query keys of the public product settings (lib/product.ts): the name and default language every screen shows. */
export const productKeys = {
  public: ['product'] as const,
};
