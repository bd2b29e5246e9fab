// One JSON-LD component for the whole site (nonce, escaping): the service pages use the shared one.
export { JsonLd } from '../seo/json-ld'
