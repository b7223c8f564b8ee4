/** Asks for a fresh signed URL and lets the browser download it (the API answers it as an attachment). */
export async function downloadThroughSignedUrl(signedUrl: () => Promise<{ url: string }>) {
  const { url } = await signedUrl();
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
}
