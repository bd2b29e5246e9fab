import { z } from '#app/domain/zod'
import { visitorText } from '../forms/visitor-text'
import { languages } from '../routing/locale'
import { chatAssistants } from './assistants'
import { questionPage } from './questions-inbox'
import { UNMATCHED_QUESTION_MAX_LENGTH, type UnmatchedQuestion } from './unmatched'

/** The body of POST /api/chat/unmatched (kept apart so the chat's browser code ships without Zod). */
export const unmatchedQuestionSchema = z.object({
  assistant: z.enum(chatAssistants),
  lang: z.enum(languages),
  text: visitorText('multiline', { control: 'control' }).trim().min(1).max(UNMATCHED_QUESTION_MAX_LENGTH),
  /** The page's path (issue #20 item 12); anything else, or a query string, is not kept. */
  page: z
    .string()
    .max(2000)
    .optional()
    .transform((v) => questionPage(v) ?? undefined),
}) satisfies z.ZodType<UnmatchedQuestion>
