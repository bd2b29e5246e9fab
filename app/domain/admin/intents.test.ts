import { describe, expect, it } from 'vitest'
import { listPage, optionalRowId, rowId, statusChangeSchema } from './intents'

describe('admin intent pieces', () => {
  it.each([
    ['1', 1],
    ['2147483647', 2_147_483_647],
    ['2147483648', null],
    ['0', null],
    ['-3', null],
    ['1.5', null],
    ['abc', null],
    ['', null],
    [null, null],
  ])('optionalRowId(%j) is %j', (value, id) => {
    expect(optionalRowId(value)).toBe(id)
  })

  it('parses a posted id', () => {
    expect(rowId.parse('42')).toBe(42)
    expect(rowId.safeParse('x').success).toBe(false)
  })

  it.each([
    [null, 1],
    ['3', 3],
    ['0', 1],
    ['-2', 1],
    ['999999', 10_000],
    ['nope', 1],
  ])('listPage(%j) is %j', (value, page) => {
    expect(listPage(value)).toBe(page)
  })
})

describe('statusChangeSchema', () => {
  const schema = statusChangeSchema(['new', 'closed'] as const)
  it('takes a known status of a row', () => {
    expect(schema.parse({ intent: 'status', id: '7', status: 'closed' })).toEqual({
      intent: 'status',
      id: 7,
      status: 'closed',
    })
  })
  it.each([
    { intent: 'status', id: '7', status: 'spam' },
    { intent: 'other', id: '7', status: 'new' },
    { intent: 'status', status: 'new' },
  ])('refuses %j', (input) => {
    expect(schema.safeParse(input).success).toBe(false)
  })
})
