import { collectionActionSchema, requiredText } from '#app/domain/admin/collection'
import { optionalRowId } from '#app/domain/admin/intents'
import { z } from '#app/domain/zod'
import { claimFieldIds, type ClaimBasis, type ClaimFieldId } from './claims'

/**
 * The Earnings claims screen's form and posts (issue #35, ADR 049): one schema for the browser and
 * the admin edge. Messages are i18n keys under `adminEarningsClaims.errors`. The basis fields may be
 * left empty (a claim being prepared; the launch check lists it), but what is typed must be sound.
 * The share is computed, never typed.
 */
const E = 'adminEarningsClaims.errors.'

const text = (max: number) => requiredText(`${E}required`, max, `${E}tooLong`)
const optionalText = (max: number) => z.string().trim().max(max, `${E}tooLong`).optional().default('')
const date = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, `${E}date`)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), `${E}date`)
  .optional()
const count = z
  .string()
  .trim()
  .regex(/^\d{1,7}$/, `${E}count`)
  .transform(Number)
  .optional()

/** The form's checkbox of a claim-bearing content field. */
export const fieldCheckbox = (id: ClaimFieldId) => `at_${id}` as const

export const claimFormFields = {
  key: z
    .string({ error: `${E}required` })
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{0,59}$/, `${E}key`),
  figure: text(60).refine((v) => /^\$\s?\d/.test(v), `${E}figure`),
  textEn: text(300),
  textEs: text(300),
  ...(Object.fromEntries(claimFieldIds.map((id) => [fieldCheckbox(id), z.boolean().optional()])) as Record<
    `at_${ClaimFieldId}`,
    z.ZodOptional<z.ZodBoolean>
  >),
  periodStart: date,
  periodEnd: date,
  operatorsCovered: count,
  operatorsAchieved: count,
  whereEn: optionalText(500),
  whereEs: optionalText(500),
  differsEn: optionalText(1000),
  differsEs: optionalText(1000),
  substantiation: optionalText(2000),
  owner: z.email({ error: `${E}owner` }).trim(),
  reviewOn: date,
}

const consistent = (
  value: { periodStart?: string; periodEnd?: string; operatorsCovered?: number; operatorsAchieved?: number },
  ctx: z.RefinementCtx,
) => {
  if (value.periodStart && value.periodEnd && value.periodEnd < value.periodStart)
    ctx.addIssue({ code: 'custom', path: ['periodEnd'], message: `${E}periodEnd` })
  if (
    value.operatorsCovered !== undefined &&
    value.operatorsAchieved !== undefined &&
    value.operatorsAchieved > value.operatorsCovered
  )
    ctx.addIssue({ code: 'custom', path: ['operatorsAchieved'], message: `${E}achieved` })
}

/** Every post of the screen: save the form. No delete: a claim changes only by a new version. */
export const claimActionSchema = collectionActionSchema(claimFormFields, [], consistent)
export type ClaimFormValue = z.output<z.ZodObject<typeof claimFormFields>>

export const parseClaimId = optionalRowId

/** A claim as stored. */
export type StoredClaim = ClaimBasis & {
  id: number
  key: string
  textEn: string
  textEs: string
  fields: string[]
  owner: string
  updatedAt: Date
}

export type ClaimValues = Omit<StoredClaim, 'id' | 'updatedAt'>

/** The checked form as the row stores it. */
export function claimValues(form: ClaimFormValue): ClaimValues {
  const f = form as ClaimFormValue & Record<string, unknown>
  return {
    key: form.key,
    figure: form.figure,
    textEn: form.textEn,
    textEs: form.textEs,
    fields: claimFieldIds.filter((id) => f[fieldCheckbox(id)] === true),
    periodStart: form.periodStart ?? null,
    periodEnd: form.periodEnd ?? null,
    operatorsCovered: form.operatorsCovered ?? null,
    operatorsAchieved: form.operatorsAchieved ?? null,
    whereEn: form.whereEn,
    whereEs: form.whereEs,
    differsEn: form.differsEn,
    differsEs: form.differsEs,
    substantiation: form.substantiation,
    owner: form.owner,
    reviewOn: form.reviewOn ?? null,
  }
}

/** A stored claim in the edit form (and in its versions). */
export function claimFormText(claim: StoredClaim): Record<string, string | boolean> {
  const text = (v: string | number | null) => (v === null ? '' : String(v))
  return {
    key: claim.key,
    figure: claim.figure,
    textEn: claim.textEn,
    textEs: claim.textEs,
    ...Object.fromEntries(claimFieldIds.map((id) => [fieldCheckbox(id), claim.fields.includes(id)])),
    periodStart: text(claim.periodStart),
    periodEnd: text(claim.periodEnd),
    operatorsCovered: text(claim.operatorsCovered),
    operatorsAchieved: text(claim.operatorsAchieved),
    whereEn: claim.whereEn,
    whereEs: claim.whereEs,
    differsEn: claim.differsEn,
    differsEs: claim.differsEs,
    substantiation: claim.substantiation,
    owner: claim.owner,
    reviewOn: text(claim.reviewOn),
  }
}
