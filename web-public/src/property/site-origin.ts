/**
 * The site's address (https://…, no trailing slash) for the links a page hands out (the share buttons): the
 * server renderer provides the one the server names itself by (PUBLIC_BASE_URL or the request's origin,
 * ssr/render.tsx); in the browser it is the page's own origin; empty at build time (the home's templates, whose
 * island writes the address in).
 */
import { createContext, useContext } from 'react';

const SiteOrigin = createContext<string | null>(null);

export const SiteOriginProvider = SiteOrigin.Provider;

export function useSiteOrigin(): string {
  return useContext(SiteOrigin) ?? (typeof window === 'undefined' ? '' : window.location.origin);
}
