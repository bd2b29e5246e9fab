import { useTranslation } from 'react-i18next'
import { data } from 'react-router'
import { AdminLayout, EmptyState } from '#app/components/admin/admin-layout'
import { adminHeaders, adminMeta } from '#app/components/admin/route-helpers'
import { requireStaff } from '#app/.server/auth/require-staff'
import type { Route } from './+types/content'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches)
export const headers = adminHeaders

/**
 * The Content Editor tab.
 * EXTENSION POINT (phase B): The content store (content_sections, from the marketing issue) feeds this tab: list the editable pages and sections here, with the section form, versions and restore.
 * The loader and any action must keep starting with requireStaff.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context)
  return data({ staff: { email: staff.email } }, { headers: adminHeaders() })
}

export default function AdminContent({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  return (
    <AdminLayout email={loaderData.staff.email} title={t('admin.shell.tabs.content')}>
      <EmptyState title={t('admin.content.empty')} text={t('admin.content.emptyText')} />
    </AdminLayout>
  )
}
