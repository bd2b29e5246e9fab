import type { LatLng } from '../quote/distance'
import { straightLineMeters } from '../quote/distance'
import { METERS_TO_MILES } from '../quote/pricing'
import { endsOutsideArea, type ServiceAreaOperator } from '../operators/service-radius'
import { isSampleOperator, type OperatorContact } from '../operators/sample-operator'

/** What the routing needs of an operator: its id, its service area and whether it is a sample. */
export type RoutableOperator = ServiceAreaOperator & OperatorContact & { id: number }

/**
 * Where an order from the service section goes (issue #44, ADR 066): to one operator whose
 * coverage holds the pickup ZIP, or to staff when none does (`noPickupZip`: the pickup address has
 * no ZIP code the site knows, so no coverage can be judged).
 */
export type OrderRoute<T> =
  { to: 'operator'; operator: T; miles: number } | { to: 'staff'; reason: 'noPickupZip' | 'uncovered' }

/**
 * The routing rule. An operator covers the pickup when the pickup ZIP's centre lies within its
 * service radius of its position (`endsOutsideArea`, the rule its own booking form applies); an
 * operator without a position covers nothing. Among several covering operators, in order:
 * 1. one that covers the delivery ZIP too (its own page would take the whole delivery);
 * 2. a real operator before a sample one (a sample's mail reaches staff, not a courier);
 * 3. the nearest to the pickup (straight line);
 * 4. the oldest (lowest id), so the same order always goes to the same operator.
 */
export function routeServiceOrder<T extends RoutableOperator>(
  operators: readonly T[],
  ends: { pickup: LatLng | undefined; delivery: LatLng | undefined },
): OrderRoute<T> {
  const pickup = ends.pickup
  if (!pickup) return { to: 'staff', reason: 'noPickupZip' }
  const covering = operators.flatMap((operator) => {
    if (operator.latitude == null || operator.longitude == null) return []
    if (endsOutsideArea(operator, { pickup }).length > 0) return []
    const miles =
      straightLineMeters(pickup, { lat: operator.latitude, lng: operator.longitude }) * METERS_TO_MILES
    const wholeDelivery = endsOutsideArea(operator, { delivery: ends.delivery }).length === 0
    return [{ operator, miles, wholeDelivery, sample: isSampleOperator(operator) }]
  })
  covering.sort(
    (a, b) =>
      Number(b.wholeDelivery) - Number(a.wholeDelivery) ||
      Number(a.sample) - Number(b.sample) ||
      a.miles - b.miles ||
      a.operator.id - b.operator.id,
  )
  const chosen = covering[0]
  return chosen
    ? { to: 'operator', operator: chosen.operator, miles: chosen.miles }
    : { to: 'staff', reason: 'uncovered' }
}

/** The calculator's inputs an order link carries (`?from=&to=`, the ZIP codes), as the link's query. */
export function orderQuery(zips: { from?: string; to?: string }): string {
  const params = new URLSearchParams()
  if (zips.from) params.set('from', zips.from)
  if (zips.to) params.set('to', zips.to)
  const query = params.toString()
  return query ? `?${query}` : ''
}

/** The on-site order page (ADR 066); How to Order stays at /service/order (network-site.md §2.8). */
export const SERVICE_ORDER_PATH = '/service/order/new'
