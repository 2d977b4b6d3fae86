/**
 * The server's messages that the public site's catalogue reads back (web-public/src/i18n/t.ts, `localise`): the
 * builders of messages made around a number, a name or a status, so the site can say them in the reader's language.
 * Apart from rules.ts on purpose: only the app's catalogue code imports this, so the home and page islands (which
 * take their rules from island-rules.ts, web-public/vite.config.ts `home-shared`) never carry these texts.
 * Side-effect-free re-exports of plain values and pure functions only, as rules.ts.
 */
export { AuthMessages } from '../../../domain/auth/auth.errors.js';
// The listing's own messages (its changes of status), named apart from the form rules' PropertyMessages.
export { PropertyMessages as ListingMessages } from '../../../domain/properties/properties.errors.js';
export { RideMessages, RideNoteMessages } from '../../../domain/rides/rides.errors.js';
