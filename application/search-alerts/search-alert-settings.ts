import { port } from '../shared/port.js';

/** What the search-alert texts need besides the ports: the product's name and the site's address for the links. */
export interface SearchAlertSettings {
  productName: string;
  /** The public site's origin (PUBLIC_BASE_URL), without a trailing slash: links are `${publicBaseUrl}/s/...`. */
  publicBaseUrl: string;
}
export const SearchAlertSettings = port<SearchAlertSettings>('SearchAlertSettings');
