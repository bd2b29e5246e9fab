import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import { adminInputClass as inputClass, primaryButton, secondaryButton } from '#app/components/admin/fields'
import { editableStatuses, newsletterLangs } from '#app/domain/newsletter/newsletters'
import { newsletterFormSchema, type EditorValues } from '#app/domain/newsletter/newsletter-form'
import { useTranslation } from '#app/i18n/react'
import { useNewsletterPaths } from './newsletter-list'
import { RichTextEditor } from '../rich-text-editor'

function Field(props: {
  name: keyof EditorValues
  label: string
  error?: string
  hint?: string
  children: (ids: { id: string; describedBy?: string; invalid: boolean }) => ReactNode
}) {
  const { t } = useTranslation()
  const base = useId()
  const id = `${base}-${props.name}`
  const hintId = props.hint ? `${id}-hint` : undefined
  const errorId = props.error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {props.label}
      </label>
      {props.children({ id, describedBy, invalid: Boolean(props.error) })}
      {props.hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {props.hint}
        </p>
      ) : null}
      {props.error ? (
        <p id={errorId} className="mt-1 text-sm text-red-800">
          {t(props.error)}
        </p>
      ) : null}
    </div>
  )
}

/**
 * The newsletter editor of the new and edit routes. The same rules as the action are checked
 * before posting; the server checks again through the guarded edge, and a refused save comes back
 * with what was typed and a message beside each field.
 */
export function NewsletterEditor(props: {
  id: number | null
  values: EditorValues
  fieldErrors: Record<string, string>
  zone: string
}) {
  const { t } = useTranslation()
  const paths = useNewsletterPaths()
  const navigation = useNavigation()
  const [lang, setLang] = useState(props.values.lang)
  const [status, setStatus] = useState(props.values.status)
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null)
  const errors = clientErrors ?? props.fieldErrors
  const formRef = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (clientErrors) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [clientErrors])
  const v = props.values
  const saving = navigation.state === 'submitting'
  const text = (name: keyof EditorValues, label: string, required = false) => (
    <Field name={name} label={label} error={errors[name]}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          name={name}
          type="text"
          defaultValue={v[name]}
          required={required}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={inputClass}
        />
      )}
    </Field>
  )
  const area = (name: keyof EditorValues, label: string, hint?: string) => (
    <Field name={name} label={label} error={errors[name]} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          name={name}
          rows={name.startsWith('html') ? 6 : 8}
          defaultValue={v[name]}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={`${inputClass} font-mono text-sm`}
        />
      )}
    </Field>
  )
  // The formatted body (issue #33): the rich-text editor, started from the stored (sanitized) HTML.
  const rich = (name: 'htmlContent' | 'htmlContentEs', label: string, hint?: string) => (
    <RichTextEditor
      key={name}
      name={name}
      label={label}
      hint={hint}
      initialHtml={v[name]}
      errors={errors[name] ? [errors[name]] : undefined}
      testId={`newsletter-${name}`}
    />
  )
  const choice = (
    name: 'lang' | 'status',
    value: string,
    onChange: (value: string) => void,
    options: readonly string[],
    label: (option: string) => string,
  ) => (
    <Field name={name} label={t(`adminNewsletters.editor.${name === 'lang' ? 'language' : 'status'}`)}>
      {({ id }) => (
        <select
          id={id}
          name={name}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className={inputClass}
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {label(option)}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
  return (
    <Form
      ref={formRef}
      method="post"
      className="max-w-3xl space-y-4"
      data-testid="newsletter-editor"
      noValidate
      onSubmit={(event) => {
        const values = Object.fromEntries(
          [...new FormData(event.currentTarget).entries()].filter(([, value]) => typeof value === 'string'),
        )
        const parsed = newsletterFormSchema.safeParse(values)
        if (parsed.success) {
          setClientErrors(null)
          return
        }
        event.preventDefault()
        const found: Record<string, string> = {}
        for (const issue of parsed.error.issues) found[String(issue.path[0] ?? 'title')] ??= issue.message
        setClientErrors(found)
      }}
    >
      <h2 className="text-lg font-semibold text-slate-900">
        {props.id ? t('adminNewsletters.editor.editTitle') : t('adminNewsletters.editor.createTitle')}
      </h2>
      {text('title', t('adminNewsletters.editor.title'), true)}
      {text('subject', t('adminNewsletters.editor.subject'), true)}
      {choice('lang', lang, setLang, newsletterLangs, (l) => t(`adminNewsletters.lang.${l}`))}
      {area('content', t('adminNewsletters.editor.content'), t('adminNewsletters.editor.contentHint'))}
      {rich(
        'htmlContent',
        t('adminNewsletters.editor.htmlContent'),
        t('adminNewsletters.editor.htmlContentHint'),
      )}
      {lang === 'both' ? (
        <fieldset className="space-y-4 rounded border border-slate-300 p-4">
          <legend className="px-1 text-sm font-semibold text-slate-800">
            {t('adminNewsletters.editor.spanishVersion')}
          </legend>
          {text('titleEs', t('adminNewsletters.editor.titleEs'), true)}
          {text('subjectEs', t('adminNewsletters.editor.subjectEs'))}
          {area('contentEs', t('adminNewsletters.editor.contentEs'))}
          {rich('htmlContentEs', t('adminNewsletters.editor.htmlContentEs'))}
        </fieldset>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {choice('status', status, setStatus, editableStatuses, (s) => t(`adminNewsletters.status.${s}`))}
        <Field
          name="scheduledAt"
          label={t('adminNewsletters.editor.scheduledAt', { zone: props.zone })}
          error={errors.scheduledAt}
          hint={t('adminNewsletters.editor.scheduledAtHint')}
        >
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              name="scheduledAt"
              type="datetime-local"
              defaultValue={v.scheduledAt}
              disabled={status !== 'scheduled'}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="submit" name="intent" value="save" className={primaryButton} disabled={saving}>
          {t('adminNewsletters.editor.save')}
        </button>
        <Link to={paths.list} className={secondaryButton}>
          {t('adminNewsletters.editor.cancel')}
        </Link>
      </div>
    </Form>
  )
}
