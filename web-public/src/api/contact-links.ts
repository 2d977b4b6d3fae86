/** Links built from GET /config's numbers: written once in the shared contract (the server's help page uses them too). */
export { telLink, whatsappLink } from '../../../adapters/http/contract/contact-links';
