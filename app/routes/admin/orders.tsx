import { useTranslation } from 'react-i18next'
import { data } from 'react-router'
import { AdminLayout, EmptyState } from '#app/components/admin/admin-layout'
import { adminHeaders, adminMeta } from '#app/components/admin/route-helpers'
import { requireStaff } from '#app/.server/auth/require-staff'
import type { Route } from './+types/orders'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches)
export const headers = adminHeaders

/**
 * The Orders tab.
 * EXTENSION POINT (phase B): The orders table (shop issue) feeds this tab: list, detail with lines and totals, status changes with who and when.
 * The loader and any action must keep starting with requireStaff.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context)
  return data({ staff: { email: staff.email } }, { headers: adminHeaders() })
}

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  return (
    <AdminLayout email={loaderData.staff.email} title={t('admin.shell.tabs.orders')}>
      <EmptyState title={t('admin.orders.empty')} text={t('admin.orders.emptyText')} />
    </AdminLayout>
  )
}
