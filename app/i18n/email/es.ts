import type { EmailResources } from './en'
import forms from './es/forms'
import booking from './es/booking'
import delivery from './es/delivery'
import layout from './es/layout'
import newsletter from './es/newsletter'
import order from './es/order'
import portal from './es/portal'
import portalPage from './es/portal-page'
import claims from './es/claims'
import people from './es/people'
import staff from './es/staff'

/** E-mail texts, Spanish (same keys as en.ts). */
const emailEs: EmailResources = {
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

export default emailEs
