/** The path of one inspection of a place in the API. */
export const inspectionPath = (placeId: string, inspectionId: string | number) => `/api/places/${placeId}/inspections/${inspectionId}`;
