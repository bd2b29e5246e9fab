import { mkdtempSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import zipcodes from 'zipcodes'
import { describe, expect, it } from 'vitest'
import { readZipTable, zipCentroid, zipPlace } from './zip'

describe('the ZIP table read as JSON', () => {
  it('holds every US ZIP code of the zipcodes module, with the same centre and place', async () => {
    const table = await readZipTable(createRequire(import.meta.url).resolve('zipcodes/lib/codes.js'))
    expect(table).toBeDefined()
    const usCodes = Object.keys(zipcodes.codes).filter((zip) => /^\d{5}$/.test(zip))
    expect(Object.keys(table!)).toHaveLength(usCodes.length)
    for (const zip of usCodes) {
      const { latitude, longitude, city, state } = zipcodes.lookup(zip)!
      expect(table![zip]).toMatchObject({ latitude, longitude, city, state })
    }
  })

  it('answers lookups: Delray Beach, and nothing for a code that does not exist', async () => {
    expect(await zipCentroid('33444')).toEqual({ lat: 26.4564, lng: -80.0793 })
    expect(await zipPlace('33444')).toMatchObject({ city: 'Delray Beach', state: 'FL' })
    expect(await zipCentroid('00000')).toBeUndefined()
    expect(await zipCentroid('constructor')).toBeUndefined()
  })

  it('gives up on a file of another shape (the module is imported instead)', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'zip-table-'))
    const file = path.join(dir, 'codes.js')
    writeFileSync(file, 'module.exports = { codes: {} }\n')
    expect(await readZipTable(file)).toBeUndefined()
    writeFileSync(file, 'exports.codes = {"1": oops};\nexports.stateMap = {};\n')
    expect(await readZipTable(file)).toBeUndefined()
  })
})
