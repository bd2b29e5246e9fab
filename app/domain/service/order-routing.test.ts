import { describe, expect, it } from 'vitest'
import { orderQuery, routeServiceOrder, type RoutableOperator } from './order-routing'

// ZIP centres of South Florida and one far away.
const delrayZip = { lat: 26.4615, lng: -80.0728 }
const bocaZip = { lat: 26.3587, lng: -80.0831 } // ~7 mi south of Delray
const miamiZip = { lat: 25.7743, lng: -80.1937 } // ~48 mi south of Delray
const orlandoZip = { lat: 28.5383, lng: -81.3792 }

const real = { contactEmail: 'ops@delraycourier.com', contactPhone: '(561) 276-1234' }
const sample = { contactEmail: 'ops@sample.example', contactPhone: '(561) 555-0142' }
const operator = (
  id: number,
  at: { lat: number; lng: number } | null,
  radius = 50,
  contact = real,
): RoutableOperator => ({
  id,
  latitude: at?.lat ?? null,
  longitude: at?.lng ?? null,
  serviceRadiusMiles: radius,
  ...contact,
})

const routedTo = (
  operators: RoutableOperator[],
  pickup = delrayZip,
  delivery: typeof pickup | undefined = bocaZip,
) => {
  const route = routeServiceOrder(operators, { pickup, delivery })
  return route.to === 'operator' ? route.operator.id : route.reason
}

describe('routeServiceOrder', () => {
  it.each([
    ['the only operator whose radius holds the pickup', [operator(1, miamiZip, 20), operator(2, bocaZip)], 2],
    [
      'nobody when no radius holds the pickup',
      [operator(1, miamiZip, 20), operator(2, orlandoZip)],
      'uncovered',
    ],
    ['nobody when there are no operators', [], 'uncovered'],
    ['nobody for an operator without a position', [operator(1, null)], 'uncovered'],
    ['the nearest of two covering operators', [operator(1, miamiZip, 60), operator(2, bocaZip)], 2],
    ['the oldest of two at the same distance', [operator(7, bocaZip), operator(3, bocaZip)], 3],
    [
      'a real operator before a nearer sample',
      [operator(1, delrayZip, 50, sample), operator(2, miamiZip, 60)],
      2,
    ],
    ['a sample when only samples cover it', [operator(1, delrayZip, 50, sample)], 1],
  ])('chooses %s', (_, operators, expected) => {
    expect(routedTo(operators)).toBe(expected)
  })

  it('prefers an operator that covers the delivery too, over a nearer one that does not', () => {
    // Pickup in Delray, delivery in Miami: the Delray operator's 20 miles do not reach Miami.
    const nearButShort = operator(1, delrayZip, 20)
    const fartherWhole = operator(2, bocaZip, 50)
    expect(routedTo([nearButShort, fartherWhole], delrayZip, miamiZip)).toBe(2)
    // Without the second, the first still takes it: the pickup ZIP decides who is asked.
    expect(routedTo([nearButShort], delrayZip, miamiZip)).toBe(1)
  })

  it('counts the radius edge as covered, like the operator page', () => {
    const onEquator = operator(1, { lat: 0, lng: 0 }, 70)
    expect(routedTo([onEquator], { lat: 0, lng: 1 }, undefined)).toBe(1)
    expect(routedTo([{ ...onEquator, serviceRadiusMiles: 69 }], { lat: 0, lng: 1 }, undefined)).toBe(
      'uncovered',
    )
  })

  it('sends a pickup without a known ZIP to staff', () => {
    expect(routeServiceOrder([operator(1, delrayZip)], { pickup: undefined, delivery: bocaZip })).toEqual({
      to: 'staff',
      reason: 'noPickupZip',
    })
  })

  it('gives the chosen operator’s distance to the pickup', () => {
    const route = routeServiceOrder([operator(1, bocaZip)], { pickup: delrayZip, delivery: undefined })
    expect(route.to === 'operator' && Math.round(route.miles)).toBe(7)
  })
})

describe('orderQuery', () => {
  it.each([
    [{ from: '33444', to: '33432' }, '?from=33444&to=33432'],
    [{ from: '33444' }, '?from=33444'],
    [{}, ''],
  ])('carries %j as %s', (zips, expected) => {
    expect(orderQuery(zips)).toBe(expected)
  })
})
