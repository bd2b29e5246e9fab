// Minimal types for the CommonJS `zipcodes` package (it ships none).
declare module 'zipcodes' {
  export type ZipInfo = {
    zip: string
    latitude: number
    longitude: number
    city: string
    state: string
    country: string
  }
  const zipcodes: {
    codes: Record<string, ZipInfo>
    lookup(zip: string | number): ZipInfo | undefined
    lookupByName(city: string, state: string): ZipInfo[]
    lookupByState(state: string): ZipInfo[]
    distance(zipA: string | number, zipB: string | number): number | null
    radius(zip: string | number, miles: number, full?: boolean): string[] | ZipInfo[]
  }
  export default zipcodes
}
