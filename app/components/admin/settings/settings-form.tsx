import { useEffect, useRef, useState } from 'react'
import { Form, useNavigation } from 'react-router'
import {
  siteSettingGroups,
  siteSettingsFormSchema,
  type SiteSettingKind,
} from '#app/domain/settings/settings-form'
import type { SiteSettings } from '#app/domain/settings/site-settings'
import { useTranslation } from '#app/i18n/react'
import { adminInputClass, primaryButton } from '../fields'

/**
 * The site settings form (issue #19 item 1): the settings in groups (contact, links, map), checked
 * with the action's schema before it is sent; the server's messages beside the fields otherwise.
 */

const hintKey = (key: string, kind: SiteSettingKind) =>
  kind === 'optionalUrl'
    ? 'adminSettings.hints.optionalUrl'
    : kind === 'instructions'
      ? 'adminSettings.hints.instructions'
      : key === 'mapTileUrl' ||
          key === 'mapTileAttribution' ||
          key === 'mapsSiteUrl' ||
          key === 'operatorSharePercent'
        ? `adminSettings.hints.${key}`
        : null

const inputType = (kind: SiteSettingKind) =>
  kind === 'email'
    ? 'email'
    : kind === 'phone'
      ? 'tel'
      : kind === 'url' || kind === 'optionalUrl'
        ? 'url'
        : kind === 'percent'
          ? 'number'
          : 'text'

export function SettingsForm(props: { values: SiteSettings; fieldErrors: Record<string, string> }) {
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
