/** A listing photo's variants (`urls` by width) as `srcset` and `src`. Pure and i18n-free (the pages' island uses them). */

/** A photo's `urls` as a srcset: "a 320w, b 640w, c 1024w" (narrowest first). */
export function srcSet(urls: Record<string, string>): string {
  return Object.entries(urls)
    .map(([width, url]) => [Number(width), url] as const)
    .filter(([width, url]) => Number.isFinite(width) && width > 0 && Boolean(url))
    .sort((a, b) => a[0] - b[0])
    .map(([width, url]) => `${url} ${width}w`)
    .join(', ');
}

/** The smallest variant at least `width` wide (else the widest): the `src` fallback. */
export function pickUrl(urls: Record<string, string>, width = 640): string | undefined {
  const sorted = Object.entries(urls)
    .map(([w, url]) => [Number(w), url] as const)
    .filter(([w]) => Number.isFinite(w))
    .sort((a, b) => a[0] - b[0]);
  return (sorted.find(([w]) => w >= width) ?? sorted[sorted.length - 1])?.[1];
}
