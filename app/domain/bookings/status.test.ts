import { describe, expect, it } from 'vitest'
import {
  allowedBookingActions,
  BOOKING_MESSAGE_MAX,
  bookingAnswerSchema,
  canReassignBooking,
  escalationDueAt,
  isDueForEscalation,
  nextBookingStatus,
  parseBookingFilter,
  reassignBookingSchema,
} from './status'

describe('booking status machine', () => {
  it('accepts or declines a pending booking and completes an accepted one', () => {
    expect(nextBookingStatus('pending', 'accept')).toBe('accepted')
    expect(nextBookingStatus('pending', 'decline')).toBe('declined')
    expect(nextBookingStatus('accepted', 'complete')).toBe('completed')
  })
  it('refuses every other move', () => {
    expect(nextBookingStatus('pending', 'complete')).toBeNull()
    expect(nextBookingStatus('accepted', 'accept')).toBeNull()
    expect(nextBookingStatus('accepted', 'decline')).toBeNull()
    for (const s of ['declined', 'completed'] as const) {
      expect(allowedBookingActions(s)).toEqual([])
    }
    expect(allowedBookingActions('pending')).toEqual(['accept', 'decline'])
    expect(allowedBookingActions('accepted')).toEqual(['complete'])
  })
  it('reassigns only while pending or accepted', () => {
    expect(canReassignBooking('pending')).toBe(true)
    expect(canReassignBooking('accepted')).toBe(true)
    expect(canReassignBooking('declined')).toBe(false)
    expect(canReassignBooking('completed')).toBe(false)
  })
})

describe('bookingAnswerSchema', () => {
  it('requires a message on decline only', () => {
    const declined = bookingAnswerSchema.safeParse({ intent: 'decline', id: '3', message: '  ' })
    expect(declined.success).toBe(false)
    expect(declined.error?.issues[0]).toMatchObject({ path: ['message'], message: 'messageRequired' })
    expect(bookingAnswerSchema.parse({ intent: 'accept', id: '3' })).toEqual({
      intent: 'accept',
      id: 3,
      message: '',
    })
    expect(bookingAnswerSchema.parse({ intent: 'decline', id: 3, message: ' Fully booked ' }).message).toBe(
      'Fully booked',
    )
  })
  it('limits the message length and refuses unknown intents and ids', () => {
    const long = bookingAnswerSchema.safeParse({
      intent: 'decline',
      id: 1,
      message: 'x'.repeat(BOOKING_MESSAGE_MAX + 1),
    })
    expect(long.error?.issues[0]?.message).toBe('tooLong')
    expect(bookingAnswerSchema.safeParse({ intent: 'delete', id: 1 }).success).toBe(false)
    expect(bookingAnswerSchema.safeParse({ intent: 'accept', id: 'abc' }).success).toBe(false)
    expect(bookingAnswerSchema.safeParse({ intent: 'accept', id: -2 }).success).toBe(false)
  })
})

describe('escalation rule', () => {
  const createdAt = new Date('2026-11-26T10:00:00Z')
  it('is due two hours after creation while pending and not escalated', () => {
    expect(escalationDueAt(createdAt).toISOString()).toBe('2026-11-26T12:00:00.000Z')
    const booking = { status: 'pending' as const, createdAt, escalatedAt: null }
    expect(isDueForEscalation(booking, new Date('2026-11-26T11:59:59Z'))).toBe(false)
    expect(isDueForEscalation(booking, new Date('2026-11-26T12:00:00Z'))).toBe(true)
  })
  it('is not due once answered or already escalated', () => {
    const later = new Date('2026-11-26T15:00:00Z')
    expect(isDueForEscalation({ status: 'accepted', createdAt, escalatedAt: null }, later)).toBe(false)
    expect(isDueForEscalation({ status: 'declined', createdAt, escalatedAt: null }, later)).toBe(false)
    expect(isDueForEscalation({ status: 'pending', createdAt, escalatedAt: later }, later)).toBe(false)
  })
  it('gives a reassigned booking two hours from its reassignment', () => {
    const reassignedAt = new Date('2026-11-26T13:00:00Z')
    const booking = { status: 'pending' as const, createdAt, escalatedAt: null, reassignedAt }
    expect(isDueForEscalation(booking, new Date('2026-11-26T14:59:00Z'))).toBe(false)
    expect(isDueForEscalation(booking, new Date('2026-11-26T15:00:00Z'))).toBe(true)
  })
})

describe('staff filter and reassign', () => {
  it('reads status and operator from the query, ignoring anything else', () => {
    expect(parseBookingFilter(new URLSearchParams('status=accepted&operator=4'))).toEqual({
      status: 'accepted',
      operatorId: 4,
    })
    expect(parseBookingFilter(new URLSearchParams('status=lost&operator=x'))).toEqual({})
  })
  it('needs an operator to reassign to', () => {
    expect(reassignBookingSchema.parse({ intent: 'reassign', id: '3', operatorId: '9' })).toEqual({
      intent: 'reassign',
      id: 3,
      operatorId: 9,
    })
    expect(reassignBookingSchema.safeParse({ intent: 'reassign', id: '3', operatorId: '' }).success).toBe(
      false,
    )
  })
})
