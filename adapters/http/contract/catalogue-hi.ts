/** The Hindi texts of the server's message catalogue, for the public site's Hindi chunk (web-public/src/i18n/hi.ts). */
export { hi as hiMessages } from '../../../domain/shared/catalogue/hi.js';
