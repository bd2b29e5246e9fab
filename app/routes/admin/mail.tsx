import { useTranslation } from 'react-i18next'
import { data } from 'react-router'
import { AdminLayout, EmptyState } from '#app/components/admin/admin-layout'
import { adminHeaders, adminMeta } from '#app/components/admin/route-helpers'
import { requireStaff } from '#app/.server/auth/require-staff'
import type { Route } from './+types/mail'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches)
export const headers = adminHeaders

/**
 * The Mail tab.
 * EXTENSION POINT (phase B): The mail outbox (forms issue) feeds this tab: queued, sent, failed, attempts, last error, and resend of a failed message.
 * The loader and any action must keep starting with requireStaff.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context)
  return data({ staff: { email: staff.email } }, { headers: adminHeaders() })
}

export default function AdminMail({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  return (
    <AdminLayout email={loaderData.staff.email} title={t('admin.shell.tabs.mail')}>
      <EmptyState title={t('admin.mail.empty')} text={t('admin.mail.emptyText')} />
    </AdminLayout>
  )
}
