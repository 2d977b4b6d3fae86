/**
 * The server's message catalogue as the front ends read it: the codes an answer's `code` and `field_codes` carry,
 * and `say` to put one in a catalogue's words. The Hindi texts reach the site through domain/shared/catalogue/site/hi.ts, so only the Hindi chunk
 * carries them. Side-effect-free re-exports of plain values and pure functions only, as rules.ts.
 */
export { codeOfEnglish, say, type Catalogue as MessageCatalogue, type CodedText, type MessageCode, type MessageParams } from '../../../domain/shared/catalogue/index.js';

/** The console's words about people's requests (the "Late" mark, a request's history), English and Hindi. */
export { CONSOLE_REQUEST_TEXTS, consoleRequestText, type ConsoleRequestKey } from '../../../domain/shared/catalogue/console/requests.texts.js';
