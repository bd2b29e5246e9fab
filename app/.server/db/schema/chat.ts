import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { chatTopicKinds } from '#app/domain/chat/topics'
import type { Localized } from './reference'

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

/**
 * The chat assistants' knowledge (issue #45 item 3, ADR 059): the topics staff keep on the Chat
 * Topics screen (/admin/chat-topics), each with its keywords, its suggestion button's question and
 * its answer in both languages (app/domain/chat/topics.ts). Hidden (`active` false), never deleted:
 * its history stays in record_versions.
 */
export const chatTopics = pgTable(
  'chat_topics',
  {
    id: serial('id').primaryKey(),
    assistant: text('assistant', { enum: ['main', 'service'] }).notNull(),
    /** Names the topic in follow-ups and suggestions, unique per assistant. */
    key: text('key').notNull(),
    kind: text('kind', { enum: chatTopicKinds }).notNull().default('plain'),
    keywords: jsonb('keywords').$type<{ en: string[]; es: string[] }>().notNull(),
    question: jsonb('question').$type<Localized>().notNull(),
    answer: jsonb('answer').$type<Localized>().notNull(),
    followUp: text('follow_up')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The matching order (a tie goes to the earlier topic), shared by both assistants' lists. */
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('chat_topics_assistant_key').on(t.assistant, t.key)],
)
