import type { personPage } from '#app/.server/services/people/person-page'

/** What a person's page is drawn from: the loader's data (routes/admin/person.tsx). */
export type PersonPageData = Extract<Awaited<ReturnType<typeof personPage>>, { status: 'ok' }> & {
  staffEmail: string
}
export type TimelineEntry = PersonPageData['timeline'][number]
