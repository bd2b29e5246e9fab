import { z } from '#app/domain/zod'
import { visitorText } from '../forms/visitor-text'
import { SECURE_VIDEOS_PASSWORD_MAX_LENGTH } from './secure-videos'

/**
 * The form of /secure-videos, parsed by its action. The page's field carries the same limits
 * (required, maxLength); kept apart so the page's browser code ships without Zod.
 */
export const secureVideosFormSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('unlock'),
    password: visitorText('line', { control: 'control' }).min(1).max(SECURE_VIDEOS_PASSWORD_MAX_LENGTH),
    /** The tutorial the visitor came from, to go back to it once unlocked. */
    video: z
      .string()
      .regex(/^[1-9]\d{0,8}$/)
      .transform(Number)
      .optional()
      .catch(undefined),
  }),
  z.object({ intent: z.literal('logout') }),
])
