/** Links built from GET /config's numbers: written once in the domain (the server's help page uses them too). */
export { telLink, whatsappLink } from '../../../adapters/http/contract/island-rules';
