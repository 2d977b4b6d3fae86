/** City slugs we serve (the URL's `/tenant/{city}/property-listing`), Patna first. Its own module so the home page can have the list without the catalogue's API code. */
export const CITIES = ['patna', 'gaya', 'muzaffarpur', 'bhagalpur', 'darbhanga', 'ranchi'] as const;
export type City = (typeof CITIES)[number];
