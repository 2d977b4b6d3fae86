/**
 * react-admin's pages for what rarely happens (an unknown path, a render error, a refused check): loaded only
 * when one is shown, through `lazyPages.ts`, so the console's initial script does not carry them.
 */
export { AccessDenied, AuthenticationError, Error, NotFound } from 'react-admin';
