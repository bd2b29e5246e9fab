import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Questions the chat assistants could not answer, for staff to review and improve the knowledge
 * bases. No personal data: no IP, cookie or user agent, and contact details in the text are
 * replaced before storing (app/domain/chat/unmatched.ts).
 */
export const chatUnmatchedQuestions = pgTable(
  'chat_unmatched_questions',
  {
    id: serial('id').primaryKey(),
    /** Which assistant was asked: the main one or the /service one. */
    assistant: text('assistant', { enum: ['main', 'service'] }).notNull(),
    lang: text('lang', { enum: ['en', 'es'] }).notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_unmatched_questions_created_at_idx').on(t.createdAt)],
)
