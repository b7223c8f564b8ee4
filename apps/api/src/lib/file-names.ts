/**
 * A name made fit for a downloaded file's name: accents and the Polish ł dropped to plain letters,
 * every run of anything but letters and digits one dash, at most `maxLength` characters;
 * `fallback` when nothing is left.
 */
export function fileNamePart(name: string, maxLength: number, fallback: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/ł/g, 'l')
      .replace(/Ł/g, 'L')
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-|-$/g, '')
      .slice(0, maxLength) || fallback
  );
}
