/**
 * The console's words that live in the catalogue (domain/shared/catalogue/console/), in English and Hindi: the one
 * door web-admin reads them through, as it reads the wire types.
 */
export { CONSOLE_REQUEST_TEXTS, consoleRequestText, type ConsoleRequestKey } from '../../../domain/shared/catalogue/console/requests.texts.js';
