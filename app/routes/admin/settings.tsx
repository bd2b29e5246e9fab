import { settingsRefusedNow } from '#app/.server/services/operations/site-launch'
import { data } from 'react-router'
import { AdminLayout, NoticeBanner } from '#app/components/admin/admin-layout'
import { SettingsForm } from '#app/components/admin/settings/settings-form'
import { SettingsHistory } from '#app/components/admin/settings/settings-history'
import { adminHeaders, adminMeta, replyNotice, type Notice } from '#app/components/admin/route-helpers'
import { appContext, languageContext, staffContext } from '#app/.server/context'
import { adminEdge } from '#app/.server/http/admin-edge'
import {
  getSiteSettings,
  listSiteSettingChanges,
  revertSiteSettingChange,
  saveSiteSettings,
} from '#app/.server/services/content/site-settings'
import { formatInZone } from '#app/domain/time/format'
import { siteSettingsActionSchema, settingsFormAfterReply } from '#app/domain/settings/settings-form'
import { siteSettingKeys, type SiteSettings } from '#app/domain/settings/site-settings'
import { useTranslation } from '#app/i18n/react'
import type { Route } from './+types/settings'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'adminSettings.title')
export const headers = adminHeaders

/**
 * `/admin/settings` (issue #19 item 1): the site settings in groups (contact, links, map), checked
 * with one schema by the form and the action, and their history with a revert per change.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  const lang = context.get(languageContext)
  const [settings, changes] = await Promise.all([getSiteSettings(app), listSiteSettingChanges(app)])
  return data(
    {
      staff: { email: context.get(staffContext).email },
      settings,
      history: changes.map((change) => ({
        ...change,
        when: formatInZone(new Date(change.changedAt), app.env.SITE_TIME_ZONE, lang),
      })),
    },
    { headers: adminHeaders() },
  )
}

export async function action(args: Route.ActionArgs) {
  const { context } = args
  const edge = await adminEdge(args, {
    form: 'admin-settings',
    schema: siteSettingsActionSchema,
    failure: 'adminSettings.invalid',
  })
  if (!edge.ok) return edge.response
  const app = context.get(appContext)
  const staff = context.get(staffContext)
  const editor = { id: staff.id, email: staff.email }
  const value = edge.value
  if (value.intent === 'revert') {
    const result = await revertSiteSettingChange(app, editor, value.changeId)
    const notice: Notice = !result.ok
      ? { tone: 'error', key: 'adminSettings.notFound' }
      : result.changed
        ? { tone: 'success', key: 'adminSettings.reverted', values: { id: value.changeId } }
        : { tone: 'success', key: 'adminSettings.revertUnchanged', values: { id: value.changeId } }
    return data({ notice }, { status: result.ok ? 200 : 404 })
  }
  const next = Object.fromEntries(siteSettingKeys.map((key) => [key, value[key]])) as SiteSettings
  // After launch, no new placeholder (an example domain, a 555-01xx number, the seed's sample).
  const refused = await settingsRefusedNow(app, next)
  if (refused.length > 0) {
    const fieldErrors = Object.fromEntries(
      refused.map((key) => [key, ['adminSettings.placeholderAfterLaunch']]),
    )
    return data(edge.reply({ fieldErrors }), { status: 400 })
  }
  const changes = await saveSiteSettings(app, editor, next)
  const notice: Notice = changes.length
    ? { tone: 'success', key: 'adminSettings.saved', values: { count: changes.length } }
    : { tone: 'success', key: 'adminSettings.unchanged' }
  return data({ notice })
}

export default function SiteSettingsScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const notice = replyNotice(actionData, 'adminSettings.invalid')
  const form = settingsFormAfterReply(
    loaderData.settings,
    actionData && 'result' in actionData ? actionData.result : {},
  )
  // A save or a revert that changed something starts a new history row: the form is filled again
  // from the stored values. After a refused save it keeps what was typed.
  const version = loaderData.history[0]?.id ?? 0
  return (
    <AdminLayout email={loaderData.staff.email} title={t('adminSettings.title')}>
      <NoticeBanner notice={notice} />
      <p className="mb-6 max-w-3xl text-slate-700">{t('adminSettings.intro')}</p>
      <SettingsForm key={version} values={form.values} fieldErrors={form.fieldErrors} />
      <SettingsHistory rows={loaderData.history} />
    </AdminLayout>
  )
}
