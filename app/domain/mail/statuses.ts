/** The states of an outbox row (ADR 013), in the order the Mail tab lists them. */
export const outboxStatuses = ['pending', 'sending', 'sent', 'failed', 'held', 'skipped'] as const
export type OutboxStatusName = (typeof outboxStatuses)[number]
