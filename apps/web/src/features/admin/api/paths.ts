export const CATEGORIES = '/api/admin/recommendations/categories';
export const MIXTURES = '/api/v3/admin/mixtures';
