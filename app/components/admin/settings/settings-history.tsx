import { Form } from 'react-router'
import { isSiteSettingKey } from '#app/domain/settings/site-settings'
import { useTranslation } from '#app/i18n/react'
import type { listSiteSettingChanges } from '#app/.server/services/content/site-settings'
import { secondaryButton } from '../fields'

/** A change of the settings' history, with when it was made as the screen writes it. */
export type SettingsHistoryRow = Awaited<ReturnType<typeof listSiteSettingChanges>>[number] & { when: string }

/** The settings' history, newest first, with a revert per change. */
export function SettingsHistory({ rows }: { rows: SettingsHistoryRow[] }) {
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
