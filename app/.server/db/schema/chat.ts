import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Questions the chat assistants could not answer, for staff to review and improve the knowledge
 * bases (the Chat Questions screen, /admin/chat-questions). No personal data: no IP, cookie or user
 * agent, and contact details in the text are replaced before storing (app/domain/chat/unmatched.ts).
 */
export const chatUnmatchedQuestions = pgTable(
  'chat_unmatched_questions',
  {
    id: serial('id').primaryKey(),
    /** Which assistant was asked: the main one or the /service one. */
    assistant: text('assistant', { enum: ['main', 'service'] }).notNull(),
    lang: text('lang', { enum: ['en', 'es'] }).notNull(),
    text: text('text').notNull(),
    /** The path of the page the question was asked on (no query string); null for older rows. */
    page: text('page'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Staff marked the question handled (issue #20 item 12): when, and who (id and e-mail, kept if
     * the account goes). The same question asked again later is a new, open row.
     */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: integer('handled_by'),
    handledByEmail: text('handled_by_email'),
  },
  (t) => [index('chat_unmatched_questions_created_at_idx').on(t.createdAt)],
)
