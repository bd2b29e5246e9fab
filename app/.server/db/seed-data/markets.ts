import type { SeedMarket } from './types'

/** Map-locator markets (marketing-site spec §3), with city-centre coordinates. */
export const markets: SeedMarket[] = [
  { id: 1, city: 'New York', state: 'NY', operators: 15, lat: 40.7128, lng: -74.006 },
  { id: 2, city: 'Los Angeles', state: 'CA', operators: 12, lat: 34.0522, lng: -118.2437 },
  { id: 3, city: 'Chicago', state: 'IL', operators: 8, lat: 41.8781, lng: -87.6298 },
  { id: 4, city: 'Houston', state: 'TX', operators: 10, lat: 29.7604, lng: -95.3698 },
  { id: 5, city: 'Miami', state: 'FL', operators: 10, lat: 25.7617, lng: -80.1918 },
  { id: 6, city: 'Atlanta', state: 'GA', operators: 7, lat: 33.749, lng: -84.388 },
  { id: 7, city: 'Dallas', state: 'TX', operators: 6, lat: 32.7767, lng: -96.797 },
  { id: 8, city: 'Phoenix', state: 'AZ', operators: 5, lat: 33.4484, lng: -112.074 },
  { id: 9, city: 'Las Vegas', state: 'NV', operators: 4, lat: 36.1699, lng: -115.1398 },
  { id: 10, city: 'Richmond', state: 'VA', operators: 6, lat: 37.5407, lng: -77.436 },
]
