import { changeKeepingHistory, type Editor } from '../history/record-history'
import { operatorVersions } from './operator-history'
import { dbOf, type DataSource } from '../../db/source'
import {
  changedFields,
  draftChanges,
  publishedValues,
  withDraft,
  type PageDraftData,
  type PageDraftValues,
} from '#app/domain/portal/page-draft'
import type { OperatorProfile } from '#app/domain/operators/operator'
import type { ImageUploadProblem } from '../content/images'
import { localizedPath, type Lang } from '#app/domain/routing/locale'
import type { Env } from '../../env'
import type { Db } from '../../db/client'
import { enqueueEmails, type OutgoingEmail } from '../../mail/outbox'
import { staffAddress } from '../../mail/staff-address'
import { findOperatorAccountByOperator } from '../../repos/operator-accounts'
import {
  decideDraft,
  deleteOpenDraft,
  findDraftById,
  findOpenDraft,
  listSubmittedDrafts,
  updateOperatorPageFields,
  upsertOpenDraft,
  type PageDraftRow,
} from '../../repos/operator-page-drafts'
import { findOperatorById } from '../../repos/operators'
import { siteOrigin } from '../../site-origin'
import { uploadImage } from '../content/images'

/**
 * "My page" (issue #21 item 2): an operator's edits of their page are kept as a draft and published
 * only when staff approve them. Every function takes the operator's id from the session (the
 * portal's operatorContext), never from the request.
 */

type MailEnv = Pick<Env, 'PUBLIC_SITE_URL' | 'PORT'>
type SubmitEnv = MailEnv & Pick<Env, 'STAFF_EMAIL' | 'ADMIN_EMAIL'>

export type MyPage = {
  /** The page as published (the public page shows exactly this). */
  published: OperatorProfile
  /** The page with the open draft applied: the form's values and the preview. */
  edited: OperatorProfile
  draft: PageDraftRow | null
}

export async function getMyPage(source: DataSource, operatorId: number): Promise<MyPage | null> {
  const db = dbOf(source)
  const published = await findOperatorById(db, operatorId)
  if (!published) return null
  const draft = (await findOpenDraft(db, operatorId)) ?? null
  return { published, edited: draft ? withDraft(published, draft.data) : published, draft }
}

export type SaveMyPageResult =
  | { ok: true; status: 'draft' | 'submitted' }
  | { ok: false; reason: 'notFound' | 'nothingToSubmit' }
  | { ok: false; reason: 'photo'; problem: ImageUploadProblem }

/**
 * Saves the operator's draft (only what differs from the published page), with a new photo if one
 * was uploaded (checked and re-encoded by the image library); `submit` sends it to staff. A draft
 * saved equal to the published page is removed (nothing to approve), and cannot be submitted.
 */
export async function saveMyPage(
  source: DataSource,
  operatorId: number,
  input: {
    values: PageDraftValues
    photo: File | null
    submit: boolean
    lang: Lang
    /** Where staff are told of a submission (STAFF_EMAIL) and the link to their queue. */
    env: SubmitEnv
    now?: Date
  },
): Promise<SaveMyPageResult> {
  const db = dbOf(source)
  const now = input.now ?? new Date()
  const page = await getMyPage(db, operatorId)
  if (!page) return { ok: false, reason: 'notFound' }
  let profileImageUrl = page.edited.profileImageUrl
  const hasPhoto = input.photo && typeof input.photo !== 'string' && input.photo.size > 0
  if (hasPhoto) {
    const uploaded = await uploadImage(db, {
      file: input.photo,
      altEn: page.published.name,
      altEs: page.published.name,
      staffId: null,
    })
    if (!uploaded.ok) return { ok: false, reason: 'photo', problem: uploaded.problem }
    profileImageUrl = uploaded.previewUrl
  }
  const proposed: PageDraftData = { ...input.values, profileImageUrl }
  const data = changedFields(publishedValues(page.published), proposed)
  if (Object.keys(data).length === 0) {
    if (input.submit) return { ok: false, reason: 'nothingToSubmit' }
    // Saved back to the published page: no draft is left (the status says so, staff see nothing).
    await deleteOpenDraft(db, operatorId)
    return { ok: true, status: 'draft' }
  }
  const status = input.submit ? 'submitted' : 'draft'
  await db.transaction(async (tx) => {
    await upsertOpenDraft(tx, operatorId, { data, status, lang: input.lang, now })
    // Staff learn of it by e-mail (issue #30 item 9), queued with the submission itself.
    if (input.submit) {
      const name = page.published.name
      await enqueueEmails(tx, [
        {
          to: staffAddress(input.env),
          template: {
            name: 'portal.pageSubmitted',
            data: {
              operatorName: name,
              changes: Object.keys(data).length,
              reviewUrl: `${siteOrigin(input.env)}/admin/operator-changes`,
            },
          },
          category: 'portal.pageSubmitted',
          lang: 'en',
        },
      ])
    }
  })
  return { ok: true, status }
}

/** The staff queue: every submitted draft with its changes against the page as published now. */
export async function listPageChanges(source: DataSource) {
  const db = dbOf(source)
  const rows = await listSubmittedDrafts(db)
  return Promise.all(
    rows.map(async ({ draft, name, slug }) => {
      const published = await findOperatorById(db, draft.operatorId)
      return {
        id: draft.id,
        operatorId: draft.operatorId,
        name,
        slug,
        submittedAt: (draft.submittedAt ?? draft.updatedAt).toISOString(),
        changes: published ? draftChanges(publishedValues(published), draft.data) : [],
      }
    }),
  )
}

/** How many drafts wait for staff (the Operators tab's link). */
export async function countPageChangesWaiting(source: DataSource): Promise<number> {
  const db = dbOf(source)
  return (await listSubmittedDrafts(db)).length
}

export type DecideResult = { ok: true; operatorId: number } | { ok: false; reason: 'notWaiting' }

/**
 * E-mails staff's decision on a draft to the operator's portal account (when they have one), in the
 * language they last saved in, in the decision's transaction.
 */
async function mailOperator(
  tx: Db,
  draft: PageDraftRow,
  template: (lang: Lang, operator: OperatorProfile) => OutgoingEmail['template'],
) {
  const account = await findOperatorAccountByOperator(tx, draft.operatorId)
  const operator = await findOperatorById(tx, draft.operatorId)
  if (!account || !operator) return
  const lang: Lang = draft.lang === 'es' ? 'es' : 'en'
  const made = template(lang, operator)
  await enqueueEmails(tx, [{ to: account.email, template: made, category: made.name, lang }])
}

/**
 * Approve: the draft's fields go onto the operator's row (the public page), a version of the
 * operator is kept (ADR 046: restorable from the Operators tab, saved by the approving staff
 * member) and the operator is e-mailed (issue #30 item 9), in the language they last saved in, all
 * in one transaction.
 */
export async function approvePageDraft(
  source: DataSource,
  env: MailEnv,
  input: { draftId: number; staff: Editor; now?: Date },
): Promise<DecideResult> {
  const db = dbOf(source)
  const now = input.now ?? new Date()
  return db.transaction(async (tx) => {
    const draft = await findDraftById(tx, input.draftId)
    if (!draft || draft.status !== 'submitted') return { ok: false as const, reason: 'notWaiting' as const }
    if (
      !(await decideDraft(tx, draft.id, { status: 'approved', staffId: input.staff.id, reason: null, now }))
    )
      return { ok: false as const, reason: 'notWaiting' as const }
    await changeKeepingHistory(
      tx,
      operatorVersions,
      { id: draft.operatorId, editor: input.staff },
      async (t) => {
        await updateOperatorPageFields(t, draft.operatorId, draft.data)
        return { ok: true as const, id: draft.operatorId }
      },
    )
    await mailOperator(tx, draft, (lang, operator) => ({
      name: 'portal.pageApproved',
      data: {
        lang,
        operatorName: operator.name,
        pageUrl: `${siteOrigin(env)}${localizedPath(lang, `/${operator.slug}`)}`,
      },
    }))
    return { ok: true as const, operatorId: draft.operatorId }
  })
}

/**
 * Reject with a reason: the draft stays with the operator (to correct and submit again) and the
 * reason is e-mailed, through the outbox, to their portal account in the language they last saved in.
 */
export async function rejectPageDraft(
  source: DataSource,
  env: MailEnv,
  input: { draftId: number; staffId: number; reason: string; now?: Date },
): Promise<DecideResult> {
  const db = dbOf(source)
  const now = input.now ?? new Date()
  return db.transaction(async (tx) => {
    const draft = await findDraftById(tx, input.draftId)
    if (!draft || draft.status !== 'submitted') return { ok: false as const, reason: 'notWaiting' as const }
    const decided = await decideDraft(tx, draft.id, {
      status: 'rejected',
      staffId: input.staffId,
      reason: input.reason,
      now,
    })
    if (!decided) return { ok: false as const, reason: 'notWaiting' as const }
    await mailOperator(tx, draft, (lang, operator) => ({
      name: 'portal.pageRejected',
      data: {
        lang,
        operatorName: operator.name,
        reason: input.reason,
        pageUrl: `${siteOrigin(env)}${localizedPath(lang, '/portal/page')}`,
      },
    }))
    return { ok: true as const, operatorId: draft.operatorId }
  })
}
