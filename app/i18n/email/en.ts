import forms from './en/forms'
import booking from './en/booking'
import delivery from './en/delivery'
import layout from './en/layout'
import newsletter from './en/newsletter'
import order from './en/order'
import portal from './en/portal'
import portalPage from './en/portal-page'
import claims from './en/claims'
import people from './en/people'
import staff from './en/staff'

/**
 * E-mail texts, English. Server-only: they never reach the browser. A feature adds its module in
 * ./en/ and ./es/ and one line in each aggregator; es.ts must have the same keys (a test checks).
 */
const emailEn = {
  layout,
  newsletter,
  forms,
  order,
  booking,
  delivery,
  portal,
  portalPage,
  claims,
  people,
  staff,
}

export default emailEn
export type EmailResources = typeof emailEn
