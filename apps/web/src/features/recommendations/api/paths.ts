/** The recommendations in the API. */
export const RECOMMENDATIONS = '/api/recommendations';
