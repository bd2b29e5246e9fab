import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import { z } from '#app/domain/zod'
import { collectionActionSchema, doneOf, moveInOrder, requiredText, type RowIntent } from './collection'

const fields = { title: requiredText('required', 10, 'tooLong', 'oneLine') }

/** Parses fields as the browser posts them (Conform: an empty field is no value). */
function parse(intents: readonly RowIntent[], post: Record<string, string>) {
  const formData = new FormData()
  for (const [k, v] of Object.entries(post)) formData.set(k, v)
  return parseWithZod(formData, { schema: collectionActionSchema(fields, intents) })
}

describe('a collection’s posts', () => {
  it('reads a save: a new row without id, an edited one with its id', () => {
    expect(parse([], { intent: 'save', title: ' Intro ' })).toMatchObject({
      status: 'success',
      value: { intent: 'save', title: 'Intro' },
    })
    expect(parse([], { intent: 'save', id: '12', title: 'Intro' })).toMatchObject({
      status: 'success',
      value: { intent: 'save', id: 12, title: 'Intro' },
    })
  })

  it.each([
    [{ title: '' }, 'required'],
    [{ title: 'x'.repeat(11) }, 'tooLong'],
    [{ title: 'one\ntwo' }, 'oneLine'],
  ])('refuses a save of %j beside the field: %s', (post, message) => {
    const result = parse([], { intent: 'save', ...post })
    expect(result.status === 'error' && result.error).toEqual({ title: [message] })
  })

  it.each<[readonly RowIntent[], Record<string, string>, object | null]>([
    [['delete'], { intent: 'delete', id: '7' }, { intent: 'delete', id: 7 }],
    [['move'], { intent: 'move', id: '3', direction: 'up' }, { intent: 'move', id: 3, direction: 'up' }],
    [['hide', 'show'], { intent: 'hide', id: '3' }, { intent: 'hide', id: 3 }],
    [['hide', 'show'], { intent: 'show', id: '3' }, { intent: 'show', id: 3 }],
    // Only the row intents the collection offers: products are never deleted.
    [['move', 'hide', 'show'], { intent: 'delete', id: '3' }, null],
    [['move'], { intent: 'move', id: '3', direction: 'sideways' }, null],
    [['delete'], { intent: 'delete', id: '-1' }, null],
    [['delete'], { intent: 'delete' }, null],
    [['delete'], { intent: 'publish', id: '3' }, null],
  ])('with %j, reads %j as %j', (intents, post, value) => {
    const result = parse(intents, post)
    if (value) expect(result).toMatchObject({ status: 'success', value })
    else expect(result.status).toBe('error')
  })

  it('keeps a check of the whole form (a refinement) for the save', () => {
    const schema = collectionActionSchema(fields, [], (value, ctx) => {
      if (value.title === 'taken') ctx.addIssue({ code: 'custom', path: ['title'], message: 'taken' })
    })
    const result = schema.safeParse({ intent: 'save', title: 'taken' })
    expect(result.success ? null : result.error.issues.map((i) => i.message)).toEqual(['taken'])
    expect(schema.safeParse({ intent: 'save', title: 'free' }).success).toBe(true)
  })

  it('reads the posts of a kind’s own intents beside the shape’s, and still refuses any other (issue #43)', () => {
    const publish = z.object({ intent: z.literal('publish'), id: z.coerce.number().int().positive() })
    const schema = collectionActionSchema(fields, ['delete'], null, [publish])
    expect(schema.parse({ intent: 'publish', id: '3' })).toEqual({ intent: 'publish', id: 3 })
    expect(schema.parse({ intent: 'delete', id: '3' })).toEqual({ intent: 'delete', id: 3 })
    expect(schema.safeParse({ intent: 'publish', id: 'x' }).success).toBe(false)
    expect(schema.safeParse({ intent: 'invite', id: '3' }).success).toBe(false)
  })

  it('reads a raw form (no coercion) with the collection’s own fields', () => {
    const raw = collectionActionSchema({ name: z.string().trim() }, ['hide'])
    expect(raw.parse({ intent: 'save', name: ' A ' })).toEqual({ intent: 'save', name: 'A' })
  })
})

describe('moveInOrder', () => {
  it.each<[number[], number, 'up' | 'down', number[] | null]>([
    [[1, 2, 3], 2, 'up', [2, 1, 3]],
    [[1, 2, 3], 2, 'down', [1, 3, 2]],
    [[1, 2, 3], 3, 'up', [1, 3, 2]],
    [[1, 2, 3], 1, 'up', null],
    [[1, 2, 3], 3, 'down', null],
    [[1, 2, 3], 9, 'up', null],
    [[], 1, 'down', null],
  ])('in %j, %i %s gives %j', (ids, id, direction, out) => {
    expect(moveInOrder(ids, id, direction)).toEqual(out)
  })

  it('leaves the list it was given as it was', () => {
    const ids = [4, 5]
    moveInOrder(ids, 5, 'up')
    expect(ids).toEqual([4, 5])
  })
})

describe('what a row post did', () => {
  it.each([
    [{ intent: 'delete', id: 1 }, true, 'deleted'],
    [{ intent: 'move', id: 1, direction: 'up' }, true, 'moved'],
    [{ intent: 'move', id: 1, direction: 'up' }, false, 'notMoved'],
    [{ intent: 'hide', id: 1 }, true, 'hidden'],
    [{ intent: 'show', id: 1 }, true, 'shown'],
  ] as const)('%j (changed: %s) is %s', (post, changed, done) => {
    expect(doneOf(post, changed)).toBe(done)
  })
})
