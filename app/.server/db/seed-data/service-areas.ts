import type { SeedServiceArea } from './types'

/**
 * The 15 South Florida service areas (network-site spec §3), each with its USPS ZIP codes.
 *
 * How ZIPs are assigned (each ZIP belongs to at most one area):
 * 1. A ZIP goes to the area USPS names as its primary (default) city.
 * 2. USPS primary names are post-office names, and the Hollywood, Fort Lauderdale and Pompano Beach post
 *    offices also serve Miramar, Pembroke Pines, Davie, Plantation, Sunrise and Coral Springs. When a ZIP's
 *    primary name is one of those post offices but USPS accepts one of our municipalities as its city name
 *    and most of the ZIP lies in that municipality, the ZIP goes to the municipality (otherwise Miramar,
 *    Davie and Sunrise would have no ZIPs at all).
 * 3. A ZIP accepted for two of our municipalities goes to only one of them: 33024 → Pembroke Pines (not
 *    Hollywood); 33023, 33027, 33029 → Miramar (not Hollywood / Pembroke Pines); 33324 → Davie (not
 *    Plantation); 33313, 33322 → Sunrise (not Plantation); 33325 → Plantation (not Davie / Sunrise);
 *    33065, 33067, 33071, 33073, 33076 → Coral Springs (not Pompano Beach).
 * 4. PO-box-only and single-organisation ZIPs (e.g. 33101, 33302, 33388, 33427) are omitted: nobody
 *    gives them as a pickup or delivery address.
 *
 * Every ZIP is checked by seed-data.test.ts against the `zipcodes` package: it must exist and lie within
 * 25 miles of its area's centre in `cityCentres`.
 */

/** City-centre coordinates (downtown / city hall area) of the 15 service areas. */
export const cityCentres: Record<string, { lat: number; lng: number }> = {
  Miami: { lat: 25.7617, lng: -80.1918 },
  'Fort Lauderdale': { lat: 26.1224, lng: -80.1373 },
  'West Palm Beach': { lat: 26.7153, lng: -80.0534 },
  Hollywood: { lat: 26.0112, lng: -80.1495 },
  'Pembroke Pines': { lat: 26.0078, lng: -80.2963 },
  'Coral Springs': { lat: 26.2712, lng: -80.2706 },
  Miramar: { lat: 25.9861, lng: -80.3036 },
  Davie: { lat: 26.0765, lng: -80.2521 },
  Plantation: { lat: 26.1276, lng: -80.2331 },
  Sunrise: { lat: 26.1575, lng: -80.2861 },
  'Pompano Beach': { lat: 26.2379, lng: -80.1248 },
  'Deerfield Beach': { lat: 26.3184, lng: -80.0998 },
  'Boca Raton': { lat: 26.3683, lng: -80.1289 },
  'Delray Beach': { lat: 26.4615, lng: -80.0728 },
  'Boynton Beach': { lat: 26.5318, lng: -80.0905 },
}

const zips = (list: string) => list.trim().split(/\s+/).sort()

const area = (id: number, city: string, zipCodes: string[]): SeedServiceArea => ({
  id,
  city,
  state: 'FL',
  zipCodes,
  isActive: true,
})

export const serviceAreas: SeedServiceArea[] = [
  area(
    1,
    'Miami',
    zips(`
      33122 33125 33126 33127 33128 33129 33130 33131 33132 33133 33134 33135 33136 33137 33138 33142 33143
      33144 33145 33146 33147 33150 33155 33156 33157 33158 33161 33162 33165 33166 33167 33168 33169 33170
      33172 33173 33174 33175 33176 33177 33178 33179 33180 33181 33182 33183 33184 33185 33186 33187 33189
      33190 33193 33194 33196
    `),
  ),
  area(
    2,
    'Fort Lauderdale',
    zips('33301 33304 33305 33306 33308 33309 33311 33312 33315 33316 33319 33321 33334'),
  ),
  area(3, 'West Palm Beach', zips('33401 33403 33404 33405 33406 33407 33409 33411 33412 33413 33415 33417')),
  area(4, 'Hollywood', zips('33019 33020 33021')),
  area(5, 'Pembroke Pines', zips('33024 33026 33028')),
  area(6, 'Coral Springs', zips('33065 33067 33071 33073 33076')),
  area(7, 'Miramar', zips('33023 33025 33027 33029')),
  area(8, 'Davie', zips('33314 33324 33328 33330 33331')),
  area(9, 'Plantation', zips('33317 33325')),
  area(10, 'Sunrise', zips('33313 33322 33323 33326 33351')),
  area(11, 'Pompano Beach', zips('33060 33062 33063 33064 33066 33068 33069')),
  area(12, 'Deerfield Beach', zips('33441 33442')),
  area(13, 'Boca Raton', zips('33428 33431 33432 33433 33434 33486 33487 33496 33498')),
  area(14, 'Delray Beach', zips('33444 33445 33446 33483 33484')),
  area(15, 'Boynton Beach', zips('33426 33435 33436 33437 33472 33473')),
]
