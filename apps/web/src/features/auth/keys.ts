/** Query keys of the sign-in pages: only the check of a reset or invitation link's token is read. */
export const authKeys = {
  resetToken: (token: string) => ['reset-token', token] as const,
};
