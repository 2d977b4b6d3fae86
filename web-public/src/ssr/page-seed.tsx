/**
 * What a server-rendered page (the listing or the details page, docs/adr/0009) was rendered with: the server
 * renders the pages' own components with it (render.tsx), writes it into the HTML as JSON, and the app, when
 * the island boots it over the page (boot.tsx), starts from it, so the page does not change under the visitor
 * and nothing is asked twice (nor a view counted twice). Read once: by the first page that matches it.
 *
 * On the server each render gets its own holder through the context (renders run concurrently); in the
 * browser there is one page load, one holder (`seedPage`).
 */
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { PageSeed } from './page-seed-data';

export { PAGE_SEED_ID, type PageSeed } from './page-seed-data';

interface Holder {
  seed: PageSeed | null;
}

const browserHolder: Holder = { seed: null };
const SeedContext = createContext<Holder>(browserHolder);

/** The browser: the seed the island read from the page. */
export function seedPage(seed: PageSeed | null): void {
  browserHolder.seed = seed;
}

/** The server: one render's seed. */
export function PageSeedProvider({ seed, children }: { seed: PageSeed; children: ReactNode }) {
  const [holder] = useState<Holder>(() => ({ seed }));
  return <SeedContext.Provider value={holder}>{children}</SeedContext.Provider>;
}

/**
 * The seed's data for this page, when the page was rendered from it (`pick` returns null otherwise); null after
 * the first page has used it (a later visit to the same address loads as usual). Stable for the component's life.
 */
export function usePageSeed<T>(pick: (seed: PageSeed) => T | null): T | null {
  const holder = useContext(SeedContext);
  const [value] = useState(() => (holder.seed ? pick(holder.seed) : null));
  useEffect(() => {
    holder.seed = null;
  }, [holder]);
  return value;
}
