/** The path of a place's interventions in the API. */
export const interventionsPath = (placeId: string) => `/api/places/${placeId}/interventions`;
