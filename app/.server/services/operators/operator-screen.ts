import type { AppContext } from '../../context'
import {
  getOperatorForStaff,
  listOperatorsForStaff,
  operatorPerson,
  pickableOperatorImages,
  unpublishedOperators,
} from './operator-admin'
import { portalAccessByOperator } from './operator-auth'
import { operatorHistory } from './operator-history'
import { countPageChangesWaiting } from './operator-page-drafts'

/** An operator's portal access as the list shows it (ISO times). */
export type PortalAccessRow = {
  email: string | null
  state: 'none' | 'invited' | 'inviteExpired' | 'active' | 'disabled'
  expiresAt: string | null
  signIn: { failures: number; pausedUntil: string | null } | null
}

/**
 * What the Operators tab shows (issue #43: one call of its loader): the list with each operator's
 * portal access and whether its page is published, the operator of `?edit=` with the person it was
 * approved from (issue #34) and its History (ADR 046), the pictures the form picks from (also after
 * a refused save), the row `?delete=` asks to confirm, and the page changes waiting (issue #21).
 */
export async function operatorsScreen(
  app: AppContext,
  ask: { editId: number | null; deleteId: number | null },
) {
  const [operators, editing, access, unpublished, images, pageChanges] = await Promise.all([
    listOperatorsForStaff(app),
    ask.editId ? getOperatorForStaff(app, ask.editId).then((o) => o ?? null) : null,
    portalAccessByOperator(app, { scale: app.env.RATE_LIMIT_SCALE }),
    unpublishedOperators(app).then((ids) => new Set(ids)),
    pickableOperatorImages(app),
    countPageChangesWaiting(app),
  ])
  const [personId, history] = editing
    ? await Promise.all([
        operatorPerson(app, editing.id).then((id) => id ?? null),
        operatorHistory(app, editing.id),
      ])
    : [null, []]
  return {
    operators: operators.map((o) => {
      const account = access[o.id]
      const portal: PortalAccessRow = {
        email: account?.email ?? null,
        state: account?.state.kind ?? 'none',
        expiresAt: account?.state.kind === 'invited' ? account.state.expiresAt.toISOString() : null,
        signIn: account?.signIn
          ? {
              failures: account.signIn.failures,
              pausedUntil: account.signIn.pausedUntil?.toISOString() ?? null,
            }
          : null,
      }
      return {
        id: o.id,
        name: o.name,
        slug: o.slug,
        areaServed: o.areaServed,
        contactEmail: o.contactEmail ?? null,
        sampleReviews: o.sampleReviews,
        published: !unpublished.has(o.id),
        portal,
      }
    }),
    editing,
    personId,
    history,
    images,
    confirmDelete: operators.find((o) => o.id === ask.deleteId) ?? null,
    pageChanges,
  }
}
