/** City slugs we serve (the URL's `/tenant/{city}/property-listing`), Patna first. Its own module so the home page can have the list without the catalogue's API code. */
import { Cities as CITIES, type City } from '../../../adapters/http/contract/island-rules';

export { CITIES, type City };
