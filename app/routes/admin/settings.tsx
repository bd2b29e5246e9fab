import { settingsRefusedNow } from '#app/.server/services/operations/site-launch'
import { useEffect, useRef, useState } from 'react'
import { data, Form, useNavigation } from 'react-router'
import { AdminLayout, NoticeBanner } from '#app/components/admin/admin-layout'
import { adminInputClass, primaryButton, secondaryButton } from '#app/components/admin/fields'
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
import {
  siteSettingGroups,
  siteSettingsActionSchema,
  siteSettingsFormSchema,
  settingsFormAfterReply,
  type SiteSettingKind,
} from '#app/domain/settings/settings-form'
import { isSiteSettingKey, siteSettingKeys, type SiteSettings } from '#app/domain/settings/site-settings'
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

const hintKey = (key: string, kind: SiteSettingKind) =>
  kind === 'optionalUrl'
    ? 'adminSettings.hints.optionalUrl'
    : kind === 'instructions'
      ? 'adminSettings.hints.instructions'
      : key === 'mapTileUrl' || key === 'mapTileAttribution' || key === 'mapsSiteUrl'
        ? `adminSettings.hints.${key}`
        : null

const inputType = (kind: SiteSettingKind) =>
  kind === 'email'
    ? 'email'
    : kind === 'phone'
      ? 'tel'
      : kind === 'url' || kind === 'optionalUrl'
        ? 'url'
        : 'text'

function SettingsForm(props: { values: SiteSettings; fieldErrors: Record<string, string> }) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null)
  const errors = clientErrors ?? props.fieldErrors
  const formRef = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (clientErrors) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [clientErrors])
  const saving = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'save'
  return (
    <Form
      ref={formRef}
      method="post"
      noValidate
      className="max-w-3xl space-y-6"
      data-testid="settings-form"
      onSubmit={(event) => {
        const values = Object.fromEntries(
          [...new FormData(event.currentTarget).entries()].filter(([, v]) => typeof v === 'string'),
        )
        const parsed = siteSettingsFormSchema.safeParse(values)
        if (parsed.success) {
          setClientErrors(null)
          return
        }
        event.preventDefault()
        const found: Record<string, string> = {}
        for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message
        setClientErrors(found)
      }}
    >
      {siteSettingGroups.map((group) => (
        <fieldset
          key={group.id}
          className="space-y-4 rounded border border-slate-300 p-4"
          data-testid={`settings-${group.id}`}
        >
          <legend className="px-1 text-lg font-semibold text-slate-900">
            {t(`adminSettings.groups.${group.id}`)}
          </legend>
          {group.fields.map(({ key, kind }) => {
            const id = `setting-${key}`
            const hint = hintKey(key, kind)
            const error = errors[key]
            const describedBy =
              [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') ||
              undefined
            return (
              <div key={key}>
                <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
                  {t(`adminSettings.fields.${key}`)}
                </label>
                {kind === 'instructions' ? (
                  <textarea
                    id={id}
                    name={key}
                    rows={4}
                    defaultValue={props.values[key]}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={describedBy}
                    className={adminInputClass}
                  />
                ) : (
                  <input
                    id={id}
                    name={key}
                    type={inputType(kind)}
                    defaultValue={props.values[key]}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={describedBy}
                    className={adminInputClass}
                  />
                )}
                {hint ? (
                  <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
                    {t(hint)}
                  </p>
                ) : null}
                {error ? (
                  <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
                    {t(error)}
                  </p>
                ) : null}
              </div>
            )
          })}
        </fieldset>
      ))}
      <button type="submit" name="intent" value="save" className={primaryButton} disabled={saving}>
        {t('adminSettings.save')}
      </button>
    </Form>
  )
}

type HistoryRow = Route.ComponentProps['loaderData']['history'][number]

function History({ rows }: { rows: HistoryRow[] }) {
  const { t } = useTranslation()
  const label = (key: string) => (isSiteSettingKey(key) ? t(`adminSettings.fields.${key}`) : key)
  const shown = (value: string) =>
    value === '' ? <em className="text-slate-600">{t('adminSettings.history.emptyValue')}</em> : value
  return (
    <section className="mt-10" aria-labelledby="settings-history">
      <h2 id="settings-history" className="text-lg font-semibold text-slate-900">
        {t('adminSettings.history.title')}
      </h2>
      {rows.length === 0 ? (
        <p className="mt-2 text-slate-700">{t('adminSettings.history.empty')}</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm" data-testid="settings-history">
            <caption className="sr-only">{t('adminSettings.history.caption')}</caption>
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="p-2">
                  {t('adminSettings.history.when')}
                </th>
                <th scope="col" className="p-2">
                  {t('adminSettings.history.who')}
                </th>
                <th scope="col" className="p-2">
                  {t('adminSettings.history.setting')}
                </th>
                <th scope="col" className="p-2">
                  {t('adminSettings.history.before')}
                </th>
                <th scope="col" className="p-2">
                  {t('adminSettings.history.after')}
                </th>
                <th scope="col" className="p-2">
                  {t('adminSettings.history.actions')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr
                  key={row.id}
                  className="border-b border-slate-200 align-top"
                  data-testid="settings-change"
                >
                  <td className="p-2 whitespace-nowrap">{row.when}</td>
                  <td className="p-2">{row.changedByEmail}</td>
                  <td className="p-2">
                    {label(row.key)}
                    {row.revertOf ? (
                      <span className="block text-xs text-slate-600">
                        {t('adminSettings.history.revertOf', { id: row.revertOf })}
                      </span>
                    ) : null}
                  </td>
                  <td className="p-2 break-all">{shown(row.oldValue)}</td>
                  <td className="p-2 break-all">{shown(row.newValue)}</td>
                  <td className="p-2">
                    <Form method="post">
                      <input type="hidden" name="intent" value="revert" />
                      <input type="hidden" name="changeId" value={row.id} />
                      <button
                        type="submit"
                        className={secondaryButton}
                        aria-label={t('adminSettings.history.revertLabel', {
                          id: row.id,
                          setting: label(row.key),
                        })}
                      >
                        {t('adminSettings.history.revert')}
                      </button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
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
      <History rows={loaderData.history} />
    </AdminLayout>
  )
}
