import { useTranslation } from 'react-i18next'
import { data } from 'react-router'
import { AdminLayout, EmptyState } from '#app/components/admin/admin-layout'
import { adminHeaders, adminMeta } from '#app/components/admin/route-helpers'
import { requireStaff } from '#app/.server/auth/require-staff'
import type { Route } from './+types/submissions'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches)
export const headers = adminHeaders

/**
 * The Submissions tab.
 * EXTENSION POINT (phase B): The submissions table (forms issue) feeds this tab: list by kind, newest first, filters, detail, status and CSV export.
 * The loader and any action must keep starting with requireStaff.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context)
  return data({ staff: { email: staff.email } }, { headers: adminHeaders() })
}

export default function AdminSubmissions({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  return (
    <AdminLayout email={loaderData.staff.email} title={t('admin.shell.tabs.submissions')}>
      <EmptyState title={t('admin.submissions.empty')} text={t('admin.submissions.emptyText')} />
    </AdminLayout>
  )
}
