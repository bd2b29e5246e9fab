import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { data, Form, Link, redirect, useNavigate, useNavigation, useRevalidator } from 'react-router'
import { AdminLayout, EmptyState, NoticeBanner } from '#app/components/admin/admin-layout'
import { dangerButton, primaryButton, secondaryButton, adminInputClass } from '#app/components/admin/fields'
import { NewsletterSubTabs } from '#app/components/admin/newsletter-tabs'
import { adminHeaders, adminMeta, type Notice } from '#app/components/admin/route-helpers'
import { Modal } from '#app/components/operators/modal'
import { useTranslation } from '#app/i18n/react'
import { useLang, useLocalizedPath } from '#app/i18n/use-lang'
import {
  deleteNewsletter,
  getNewsletter,
  newsletterList,
  previewNewsletter,
  saveNewsletter,
  sendNewsletterNow,
  sendTestNewsletter,
} from '#app/.server/services/newsletters'
import { siteOrigin } from '#app/.server/site-origin'
import { newsletterFormSchema } from '#app/domain/newsletter/newsletter-form'
import {
  canEdit,
  canSendNow,
  editableStatuses,
  newsletterLangs,
  type NewsletterStatus,
} from '#app/domain/newsletter/newsletters'
import { formatInZone, utcToZonedLocal } from '#app/domain/newsletter/time-zone'
import { appContext, languageContext, staffContext } from '#app/.server/context'
import { boundedFormData } from '#app/.server/http/guarded-edge'
import type { Route } from './+types/newsletters'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches)
export const headers = adminHeaders

type EditorValues = {
  title: string
  subject: string
  lang: string
  content: string
  htmlContent: string
  subjectEs: string
  contentEs: string
  htmlContentEs: string
  status: string
  scheduledAt: string
}

const emptyValues: EditorValues = {
  title: '',
  subject: '',
  lang: 'en',
  content: '',
  htmlContent: '',
  subjectEs: '',
  contentEs: '',
  htmlContentEs: '',
  status: 'draft',
  scheduledAt: '',
}

const positiveId = (value: string | null) => {
  const id = Number.parseInt(value ?? '', 10)
  return Number.isSafeInteger(id) && id > 0 ? id : undefined
}

/**
 * The Newsletters sub-tab (issue #11 items 1-3): the list, the editor (?new=1 or ?edit=ID), the
 * preview (?preview=ID) and the notices of the last change (?notice=…).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = context.get(staffContext)
  const url = new URL(request.url)
  const lang = context.get(languageContext)
  const zone = context.get(appContext).env.SITE_TIME_ZONE
  const editId = positiveId(url.searchParams.get('edit'))
  const previewId = positiveId(url.searchParams.get('preview'))
  const noticeId = positiveId(url.searchParams.get('id'))
  const [list, editing, preview, noticed] = await Promise.all([
    newsletterList(context.get(appContext).db),
    editId ? getNewsletter(context.get(appContext).db, editId) : undefined,
    previewId
      ? previewNewsletter(
          context.get(appContext).db,
          previewId,
          url.searchParams.get('plang') === 'es' ? 'es' : lang,
        )
      : undefined,
    noticeId ? getNewsletter(context.get(appContext).db, noticeId) : undefined,
  ])

  let editor: { id: number | null; values: EditorValues } | null = null
  if (url.searchParams.get('new') === '1') editor = { id: null, values: emptyValues }
  else if (editing && canEdit(editing.status)) {
    editor = {
      id: editing.id,
      values: {
        title: editing.title,
        subject: editing.subject,
        lang: editing.lang,
        content: editing.content,
        htmlContent: editing.htmlContent ?? '',
        subjectEs: editing.subjectEs ?? '',
        contentEs: editing.contentEs ?? '',
        htmlContentEs: editing.htmlContentEs ?? '',
        status: editing.status === 'scheduled' ? 'scheduled' : 'draft',
        scheduledAt: editing.scheduledAt ? utcToZonedLocal(editing.scheduledAt, zone) : '',
      },
    }
  }

  let notice: Notice | null = null
  const kind = url.searchParams.get('notice')
  if (kind === 'saved') notice = { tone: 'success', key: 'adminNewsletters.messages.saved' }
  else if (kind === 'deleted') notice = { tone: 'success', key: 'adminNewsletters.messages.deleted' }
  else if (kind === 'scheduled' && noticed?.scheduledAt) {
    notice = {
      tone: 'success',
      key: 'adminNewsletters.messages.scheduled',
      values: { when: formatInZone(noticed.scheduledAt, zone, lang) },
    }
  }

  return data(
    {
      staff: { email: staff.email },
      zone,
      newsletters: list.map((n) => ({
        ...n,
        scheduledLabel: n.scheduledAt ? formatInZone(new Date(n.scheduledAt), zone, lang) : null,
        canSend: canSendNow(n.status),
        canEdit: canEdit(n.status),
      })),
      editor,
      editorMissing: Boolean(editId && !editor),
      preview: preview ?? null,
      notice,
    },
    { headers: adminHeaders() },
  )
}

function fieldsOf(formData: FormData): EditorValues {
  const get = (name: keyof EditorValues) => {
    const value = formData.get(name)
    return typeof value === 'string' ? value : ''
  }
  return {
    title: get('title'),
    subject: get('subject'),
    lang: get('lang') || 'en',
    content: get('content'),
    htmlContent: get('htmlContent'),
    subjectEs: get('subjectEs'),
    contentEs: get('contentEs'),
    htmlContentEs: get('htmlContentEs'),
    status: get('status') || 'draft',
    scheduledAt: get('scheduledAt'),
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = context.get(staffContext)
  const url = new URL(request.url)
  const listPath = url.pathname
  const formData = await boundedFormData({ request, context })
  const intent = formData.get('intent')
  const id = positiveId(String(formData.get('id') ?? ''))
  const origin = siteOrigin(context.get(appContext).env)

  if (intent === 'save') {
    const values = fieldsOf(formData)
    const parsed = newsletterFormSchema.safeParse(values)
    if (!parsed.success) {
      const fieldErrors: Record<string, string> = {}
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'title')
        fieldErrors[field] ??= issue.message
      }
      return data({ editor: { id: id ?? null, values, fieldErrors }, notice: null }, { status: 400 })
    }
    const saved = await saveNewsletter(context.get(appContext).db, parsed.data, {
      id,
      staffEmail: staff.email,
      zone: context.get(appContext).env.SITE_TIME_ZONE,
      origin,
    })
    if (!saved.ok) {
      if (saved.reason === 'invalid') {
        return data(
          { editor: { id: id ?? null, values, fieldErrors: saved.fieldErrors }, notice: null },
          { status: 400 },
        )
      }
      const key = saved.reason === 'not-found' ? 'notFound' : 'notEditable'
      return data(
        { editor: null, notice: { tone: 'error', key: `adminNewsletters.messages.${key}` } satisfies Notice },
        { status: 409 },
      )
    }
    context.get(appContext).outbox.nudge()
    const scheduled = saved.newsletter.status === 'scheduled'
    return redirect(`${listPath}?notice=${scheduled ? 'scheduled' : 'saved'}&id=${saved.newsletter.id}`)
  }

  if (!id) throw data('Bad request', { status: 400 })

  if (intent === 'send') {
    const result = await sendNewsletterNow(context.get(appContext).db, id, { origin }).catch(
      (error: unknown) => {
        context
          .get(appContext)
          .logger.error({ err: error, newsletterId: id }, 'newsletter send could not start')
        return null
      },
    )
    if (!result?.ok) {
      return data(
        {
          editor: null,
          notice: { tone: 'error', key: 'adminNewsletters.messages.sendFailed' } satisfies Notice,
        },
        { status: result ? 409 : 500 },
      )
    }
    context.get(appContext).outbox.nudge()
    context
      .get(appContext)
      .logger.info(
        { staffId: staff.id, newsletterId: id, recipients: result.recipients },
        'newsletter send started',
      )
    return data({
      editor: null,
      notice: {
        tone: 'success',
        key: 'adminNewsletters.messages.sent',
        values: { count: result.recipients },
      } satisfies Notice,
    })
  }

  if (intent === 'delete') {
    const deleted = await deleteNewsletter(context.get(appContext).db, id)
    if (!deleted) {
      return data(
        {
          editor: null,
          notice: { tone: 'error', key: 'adminNewsletters.messages.notEditable' } satisfies Notice,
        },
        { status: 409 },
      )
    }
    return redirect(`${listPath}?notice=deleted`)
  }

  if (intent === 'test') {
    const ok = await sendTestNewsletter(context.get(appContext).db, id, staff.email, {
      origin,
      env: context.get(appContext).env,
    })
    if (ok) context.get(appContext).outbox.nudge()
    const notice: Notice = ok
      ? { tone: 'success', key: 'adminNewsletters.messages.testSent', values: { email: staff.email } }
      : { tone: 'error', key: 'adminNewsletters.messages.notFound' }
    return data({ editor: null, notice }, { status: ok ? 200 : 404 })
  }

  throw data('Bad request', { status: 400 })
}

const statusTone: Record<NewsletterStatus, string> = {
  draft: 'bg-slate-200 text-slate-900',
  scheduled: 'bg-amber-100 text-amber-900',
  sending: 'bg-sky-100 text-sky-900',
  sent: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
}

export default function AdminNewsletters({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const lang = useLang()
  const to = useLocalizedPath()
  const navigate = useNavigate()
  const revalidator = useRevalidator()
  const listPath = to('/admin/newsletters')
  const { newsletters, preview, zone } = loaderData
  const editor = actionData?.editor ?? loaderData.editor
  const notice = actionData?.notice ?? loaderData.notice
  const sending = newsletters.some(
    (n) => n.status === 'sending' || (n.progress && n.progress.sent < n.progress.total),
  )

  // While a send is under way, the list refreshes its progress.
  useEffect(() => {
    if (!sending) return
    const timer = setInterval(() => {
      if (revalidator.state === 'idle') void revalidator.revalidate()
    }, 3000)
    return () => clearInterval(timer)
  }, [sending, revalidator])

  const when = (iso: string) =>
    new Date(iso).toLocaleDateString(lang === 'es' ? 'es-US' : 'en-US', { dateStyle: 'medium' })

  return (
    <AdminLayout email={loaderData.staff.email} title={t('admin.shell.tabs.newsletters')}>
      <NewsletterSubTabs />
      <NoticeBanner notice={notice} />
      {loaderData.editorMissing && !editor ? (
        <NoticeBanner notice={{ tone: 'error', key: 'adminNewsletters.messages.notEditable' }} />
      ) : null}

      {editor ? (
        <NewsletterEditor
          key={`${editor.id ?? 'new'}`}
          id={editor.id}
          values={editor.values}
          fieldErrors={'fieldErrors' in editor ? (editor.fieldErrors as Record<string, string>) : {}}
          zone={zone}
          cancelTo={listPath}
        />
      ) : (
        <>
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <h2 className="text-lg font-semibold text-slate-900">{t('adminNewsletters.list.title')}</h2>
            <Link to={`${listPath}?new=1`} className={primaryButton}>
              {t('adminNewsletters.list.create')}
            </Link>
          </div>
          {newsletters.length === 0 ? (
            <EmptyState
              title={t('adminNewsletters.list.emptyTitle')}
              text={t('adminNewsletters.list.emptyText')}
            />
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full min-w-[48rem] text-left text-sm" data-testid="newsletter-list">
                <caption className="sr-only">{t('adminNewsletters.list.title')}</caption>
                <thead className="border-b border-slate-300 text-slate-700">
                  <tr>
                    <th scope="col" className="py-2 pr-3">
                      {t('adminNewsletters.list.columns.title')}
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      {t('adminNewsletters.list.columns.subject')}
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      {t('adminNewsletters.list.columns.status')}
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      {t('adminNewsletters.list.columns.recipients')}
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      {t('adminNewsletters.list.columns.progress')}
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      {t('adminNewsletters.list.columns.updated')}
                    </th>
                    <th scope="col" className="py-2">
                      {t('adminNewsletters.list.columns.actions')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {newsletters.map((n) => (
                    <tr
                      key={n.id}
                      className="border-b border-slate-200 align-top"
                      data-testid="newsletter-row"
                    >
                      <td className="py-2 pr-3 font-semibold text-slate-900">{n.title}</td>
                      <td className="py-2 pr-3 text-slate-800">{n.subject}</td>
                      <td className="py-2 pr-3">
                        <span
                          className={`rounded px-2 py-0.5 text-xs font-semibold ${statusTone[n.status]}`}
                          data-testid="newsletter-status"
                        >
                          {t(`adminNewsletters.status.${n.status}`)}
                        </span>
                        {n.status === 'scheduled' && n.scheduledLabel ? (
                          <span className="mt-1 block text-xs text-slate-600">
                            {t('adminNewsletters.list.scheduledFor', { when: n.scheduledLabel })}
                          </span>
                        ) : null}
                      </td>
                      <td className="py-2 pr-3 tabular-nums" data-testid="newsletter-recipients">
                        {n.recipientCount}
                      </td>
                      <td className="py-2 pr-3 tabular-nums" data-testid="newsletter-progress">
                        {n.progress
                          ? t('adminNewsletters.list.progress', {
                              sent: n.progress.sent,
                              total: n.progress.total,
                            })
                          : '—'}
                      </td>
                      <td className="py-2 pr-3 whitespace-nowrap">{when(n.updatedAt)}</td>
                      <td className="py-2">
                        <RowActions newsletter={n} listPath={listPath} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}

      {preview ? (
        <Modal
          open
          onClose={() => void navigate(listPath, { preventScrollReset: true })}
          title={t('adminNewsletters.preview.title')}
          closeLabel={t('adminNewsletters.preview.close')}
          testId="newsletter-preview"
        >
          <PreviewBody preview={preview} listPath={listPath} />
        </Modal>
      ) : null}
    </AdminLayout>
  )
}

function RowActions({
  newsletter,
  listPath,
}: {
  newsletter: { id: number; title: string; canSend: boolean; canEdit: boolean; status: string }
  listPath: string
}) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle'
  return (
    <div
      className="flex flex-wrap gap-2"
      role="group"
      aria-label={t('adminNewsletters.list.rowActions', { title: newsletter.title })}
    >
      <Link to={`${listPath}?preview=${newsletter.id}`} className={secondaryButton} preventScrollReset>
        {t('adminNewsletters.list.preview')}
      </Link>
      {newsletter.canEdit ? (
        <Link to={`${listPath}?edit=${newsletter.id}`} className={secondaryButton}>
          {t('adminNewsletters.list.edit')}
        </Link>
      ) : null}
      {newsletter.canSend ? (
        <Form method="post" action={listPath}>
          <input type="hidden" name="id" value={newsletter.id} />
          <button type="submit" name="intent" value="send" className={secondaryButton} disabled={busy}>
            {t('adminNewsletters.list.sendNow')}
          </button>
        </Form>
      ) : null}
      {newsletter.status !== 'sending' ? (
        <Form
          method="post"
          action={listPath}
          onSubmit={(event) => {
            if (!window.confirm(t('adminNewsletters.list.deleteConfirm'))) event.preventDefault()
          }}
        >
          <input type="hidden" name="id" value={newsletter.id} />
          <button type="submit" name="intent" value="delete" className={dangerButton} disabled={busy}>
            {t('adminNewsletters.list.delete')}
          </button>
        </Form>
      ) : null}
    </div>
  )
}

function PreviewBody({
  preview,
  listPath,
}: {
  preview: { id: number; title: string; lang: string; shownLang: string; subject: string; bodyHtml: string }
  listPath: string
}) {
  const { t } = useTranslation()
  return (
    <div className="w-[min(40rem,calc(100vw-5rem))]">
      <p className="font-semibold text-slate-900" data-testid="newsletter-preview-subject">
        {t('adminNewsletters.preview.subject', { subject: preview.subject })}
      </p>
      {preview.lang === 'both' ? (
        <p className="mt-2 flex gap-2 text-sm">
          <span>{t('adminNewsletters.preview.version')}:</span>
          {(['en', 'es'] as const).map((l) => (
            <Link
              key={l}
              to={`${listPath}?preview=${preview.id}&plang=${l}`}
              aria-current={preview.shownLang === l ? 'true' : undefined}
              className="underline aria-[current=true]:font-bold"
              preventScrollReset
            >
              {t(`adminNewsletters.lang.${l}`)}
            </Link>
          ))}
        </p>
      ) : null}
      {/*
        The body as stored: sanitized when saved (no script, no handler, no javascript: link), and
        the admin page's CSP forbids inline scripts and handlers besides, so nothing in it can run.
      */}
      <div className="mt-3 max-h-[28rem] overflow-y-auto rounded border border-slate-300 bg-white p-4">
        <p className="mb-3 text-lg font-bold text-slate-900">{preview.title}</p>
        <div
          className="text-[15px] leading-[22px] text-slate-800"
          data-testid="newsletter-preview-body"
          dangerouslySetInnerHTML={{ __html: preview.bodyHtml }}
        />
      </div>
      <Form method="post" action={listPath} className="mt-3">
        <input type="hidden" name="id" value={preview.id} />
        <button type="submit" name="intent" value="test" className={secondaryButton}>
          {t('adminNewsletters.preview.sendTest')}
        </button>
      </Form>
    </div>
  )
}

const inputClass = adminInputClass

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

function NewsletterEditor(props: {
  id: number | null
  values: EditorValues
  fieldErrors: Record<string, string>
  zone: string
  cancelTo: string
}) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const [lang, setLang] = useState(props.values.lang)
  const [status, setStatus] = useState(props.values.status)
  // The same schema as the action, checked before sending; the server checks again.
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null)
  const errors = clientErrors ?? props.fieldErrors
  const formRef = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (clientErrors) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [clientErrors])
  const v = props.values
  const saving = navigation.state === 'submitting'
  const text = (
    name: keyof EditorValues,
    label: string,
    options: { hint?: string; required?: boolean } = {},
  ) => (
    <Field name={name} label={label} error={errors[name]} hint={options.hint}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          name={name}
          type="text"
          defaultValue={v[name]}
          required={options.required}
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
  return (
    <Form
      ref={formRef}
      method="post"
      className="max-w-3xl space-y-4"
      data-testid="newsletter-editor"
      noValidate
      onSubmit={(event) => {
        const values = Object.fromEntries(
          [...new FormData(event.currentTarget).entries()].filter(([, v]) => typeof v === 'string'),
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
      {props.id ? <input type="hidden" name="id" value={props.id} /> : null}
      {text('title', t('adminNewsletters.editor.title'), { required: true })}
      {text('subject', t('adminNewsletters.editor.subject'), { required: true })}
      <Field name="lang" label={t('adminNewsletters.editor.language')}>
        {({ id }) => (
          <select
            id={id}
            name="lang"
            value={lang}
            onChange={(e) => setLang(e.target.value)}
            className={inputClass}
          >
            {newsletterLangs.map((l) => (
              <option key={l} value={l}>
                {t(`adminNewsletters.lang.${l}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {area('content', t('adminNewsletters.editor.content'), t('adminNewsletters.editor.contentHint'))}
      {area(
        'htmlContent',
        t('adminNewsletters.editor.htmlContent'),
        t('adminNewsletters.editor.htmlContentHint'),
      )}
      {lang === 'both' ? (
        <fieldset className="space-y-4 rounded border border-slate-300 p-4">
          <legend className="px-1 text-sm font-semibold text-slate-800">
            {t('adminNewsletters.editor.spanishVersion')}
          </legend>
          {text('subjectEs', t('adminNewsletters.editor.subjectEs'))}
          {area('contentEs', t('adminNewsletters.editor.contentEs'))}
          {area('htmlContentEs', t('adminNewsletters.editor.htmlContentEs'))}
        </fieldset>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="status" label={t('adminNewsletters.editor.status')}>
          {({ id }) => (
            <select
              id={id}
              name="status"
              value={status}
              onChange={(e) => setStatus(e.target.value)}
              className={inputClass}
            >
              {editableStatuses.map((s) => (
                <option key={s} value={s}>
                  {t(`adminNewsletters.status.${s}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
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
        <Link to={props.cancelTo} className={secondaryButton}>
          {t('adminNewsletters.editor.cancel')}
        </Link>
      </div>
    </Form>
  )
}
