import { collectionActionSchema, requiredText } from '#app/domain/admin/collection'
import type { z } from '#app/domain/zod'
import { unknownMergeFields } from './merge-fields'

/**
 * The e-mail templates screen's form (issue #34): name, subject and body in English and Spanish.
 * A subject or body naming a merge field that does not exist is refused beside it.
 */
const E = 'adminPersonTemplates.errors.'

const withKnownFields = (text: z.ZodString) =>
  text.superRefine((value, ctx) => {
    const unknown = unknownMergeFields(value)
    // The message names the fields there are (the hint beside the field lists them too).
    if (unknown.length) ctx.addIssue({ code: 'custom', message: `${E}unknownField` })
  })

const subject = () => withKnownFields(requiredText(`${E}required`, 200, `${E}tooLong`, `${E}oneLine`))
const body = () => withKnownFields(requiredText(`${E}required`, 10_000, `${E}tooLong`))

export const templateFormFields = {
  name: requiredText(`${E}required`, 100, `${E}tooLong`, `${E}oneLine`),
  subjectEn: subject(),
  subjectEs: subject(),
  bodyEn: body(),
  bodyEs: body(),
}

export const templateActionSchema = collectionActionSchema(templateFormFields, ['delete'])
export type TemplateFormValue = z.output<z.ZodObject<typeof templateFormFields>>
