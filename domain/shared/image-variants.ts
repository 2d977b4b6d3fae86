/**
 * Which of an image's variants (the same picture at a few widths) to show at a width: the smallest at least that
 * wide, else the widest. Written once for the public site's ride card and the console's ride pages (through the
 * shared contract). Pure and import-free.
 */
export function variantFor<V extends { width: number }>(variants: readonly V[], width: number): V | undefined {
  const sorted = [...variants].sort((a, b) => a.width - b.width);
  return sorted.find((v) => v.width >= width) ?? sorted[sorted.length - 1];
}
