import type { SeedMarket } from './types'

/**
 * Map-locator markets (marketing-site spec §3), with city-centre coordinates. No operator counts:
 * the map counts the published operators in each market; the markets without any are 'recruiting'.
 */
export const markets: SeedMarket[] = [
  { id: 1, city: 'New York', state: 'NY', status: 'recruiting', lat: 40.7128, lng: -74.006 },
  { id: 2, city: 'Los Angeles', state: 'CA', status: 'recruiting', lat: 34.0522, lng: -118.2437 },
  { id: 3, city: 'Chicago', state: 'IL', status: 'active', lat: 41.8781, lng: -87.6298 },
  { id: 4, city: 'Houston', state: 'TX', status: 'active', lat: 29.7604, lng: -95.3698 },
  { id: 5, city: 'Miami', state: 'FL', status: 'active', lat: 25.7617, lng: -80.1918 },
  { id: 6, city: 'Atlanta', state: 'GA', status: 'active', lat: 33.749, lng: -84.388 },
  { id: 7, city: 'Dallas', state: 'TX', status: 'recruiting', lat: 32.7767, lng: -96.797 },
  { id: 8, city: 'Phoenix', state: 'AZ', status: 'recruiting', lat: 33.4484, lng: -112.074 },
  { id: 9, city: 'Las Vegas', state: 'NV', status: 'recruiting', lat: 36.1699, lng: -115.1398 },
  { id: 10, city: 'Richmond', state: 'VA', status: 'recruiting', lat: 37.5407, lng: -77.436 },
]
