import { data, Form, Link, redirect, useNavigation } from 'react-router'
import { AdminLayout, NoticeBanner } from '#app/components/admin/admin-layout'
import { dangerButton, primaryButton, secondaryButton } from '#app/components/admin/fields'
import { adminHeaders, adminMeta, type Notice } from '#app/components/admin/route-helpers'
import {
  operatorFormErrors,
  operatorFormSchema,
  testimonialLine,
  type OperatorFormErrors,
} from '#app/domain/operators/admin-form'
import type { OperatorProfile } from '#app/domain/operators/operator'
import { localizedPath } from '#app/domain/routing/locale'
import { useTranslation } from '#app/i18n/react'
import { useLocalizedPath } from '#app/i18n/use-lang'
import {
  getOperatorForStaff,
  listOperatorsForStaff,
  removeOperator,
  saveOperator,
} from '#app/.server/services/operator-admin'
import { appContext, languageContext, staffContext } from '#app/.server/context'
import { boundedFormData } from '#app/.server/http/guarded-edge'
import type { Route } from './+types/operators'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches)
export const headers = adminHeaders

/** The Operators tab: the list; ?new, ?edit={id} open the form; ?delete={id} asks to confirm. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = context.get(staffContext)
  const url = new URL(request.url)
  const operators = await listOperatorsForStaff(context.get(appContext).db)
  const editId = Number(url.searchParams.get('edit'))
  const deleteId = Number(url.searchParams.get('delete'))
  const editing = editId ? ((await getOperatorForStaff(context.get(appContext).db, editId)) ?? null) : null
  const saved = url.searchParams.get('saved')
  const deleted = url.searchParams.get('deleted')
  const notice: Notice | null = saved
    ? { tone: 'success', key: 'operators.admin.saved', values: { slug: saved } }
    : deleted
      ? { tone: 'success', key: 'operators.admin.deleted', values: { name: deleted } }
      : null
  return data(
    {
      email: staff.email,
      operators: operators.map((o) => ({ id: o.id, name: o.name, slug: o.slug, areaServed: o.areaServed })),
      mode: url.searchParams.has('new') ? ('new' as const) : editing ? ('edit' as const) : null,
      editing,
      confirmDelete: operators.find((o) => o.id === deleteId) ?? null,
      notice,
    },
    { headers: adminHeaders() },
  )
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = context.get(staffContext)
  const lang = context.get(languageContext)
  const form = await boundedFormData({ request, context })
  const intent = form.get('intent')
  const back = (query: string) =>
    redirect(`${localizedPath(lang, '/admin/operators')}${query}`, { headers: adminHeaders() })

  if (intent === 'delete') {
    const id = Number(form.get('id'))
    const name = String(form.get('name') ?? '')
    const ok = await removeOperator(context.get(appContext).db, id)
    if (ok) context.get(appContext).logger.info({ staffId: staff.id, operator: id }, 'operator deleted')
    return back(ok ? `?deleted=${encodeURIComponent(name)}` : '')
  }

  if (intent === 'save') {
    const id = form.get('id') ? Number(form.get('id')) : null
    const parsed = operatorFormSchema.safeParse(Object.fromEntries(form))
    if (!parsed.success) {
      return data({ errors: operatorFormErrors(parsed.error) as OperatorFormErrors }, { status: 400 })
    }
    const result = await saveOperator(context.get(appContext).db, id, parsed.data)
    if (!result.ok) {
      const errors: OperatorFormErrors =
        result.reason === 'slug-taken' ? { customSlug: 'slug.taken' } : { name: 'notFound' }
      return data({ errors }, { status: result.reason === 'slug-taken' ? 409 : 404 })
    }
    context.get(appContext).logger.info({ staffId: staff.id, operator: result.id }, 'operator saved')
    return back(`?saved=${encodeURIComponent(parsed.data.customSlug)}`)
  }
  throw data('Unknown intent', { status: 400 })
}

type FieldDef = {
  name: keyof OperatorFormErrors
  kind: 'text' | 'textarea' | 'lines' | 'number' | 'checkbox'
  value: (o: OperatorProfile | null) => string | boolean
}

const s = (v: string | number | null | undefined) => (v == null ? '' : String(v))
const fieldDefs: FieldDef[] = [
  { name: 'name', kind: 'text', value: (o) => s(o?.name) },
  { name: 'customSlug', kind: 'text', value: (o) => s(o?.slug) },
  { name: 'contactPersonName', kind: 'text', value: (o) => s(o?.contactPersonName) },
  { name: 'contactEmail', kind: 'text', value: (o) => s(o?.contactEmail) },
  { name: 'contactPhone', kind: 'text', value: (o) => s(o?.contactPhone) },
  { name: 'areaServed', kind: 'text', value: (o) => s(o?.areaServed) },
  { name: 'profileImageUrl', kind: 'text', value: (o) => s(o?.profileImageUrl) },
  { name: 'tagline', kind: 'text', value: (o) => s(o?.tagline) },
  { name: 'bio', kind: 'textarea', value: (o) => s(o?.bio) },
  { name: 'yearsExperience', kind: 'number', value: (o) => s(o?.yearsExperience) },
  { name: 'operatingSince', kind: 'text', value: (o) => s(o?.operatingSince) },
  { name: 'languagesSpoken', kind: 'lines', value: (o) => (o?.languagesSpoken ?? []).join('\n') },
  { name: 'businessServices', kind: 'lines', value: (o) => (o?.businessServices ?? []).join('\n') },
  { name: 'serviceAreas', kind: 'lines', value: (o) => (o?.serviceAreas ?? []).join('\n') },
  { name: 'territoryDescription', kind: 'textarea', value: (o) => s(o?.territoryDescription) },
  { name: 'vehicleTypes', kind: 'lines', value: (o) => (o?.vehicleTypes ?? []).join('\n') },
  {
    name: 'testimonials',
    kind: 'lines',
    value: (o) => (o?.testimonials ?? []).map(testimonialLine).join('\n'),
  },
  { name: 'paymentMethods', kind: 'lines', value: (o) => (o?.paymentMethods ?? []).join('\n') },
  { name: 'certifications', kind: 'lines', value: (o) => (o?.certifications ?? []).join('\n') },
  { name: 'hoursOfOperation', kind: 'text', value: (o) => s(o?.hoursOfOperation) },
  { name: 'responseTimeGuarantee', kind: 'text', value: (o) => s(o?.responseTimeGuarantee) },
  { name: 'weightLimit', kind: 'text', value: (o) => s(o?.weightLimit) },
  { name: 'sizeLimit', kind: 'text', value: (o) => s(o?.sizeLimit) },
  { name: 'rushDeliveryAvailable', kind: 'checkbox', value: (o) => !!o?.rushDeliveryAvailable },
  { name: 'recurringServices', kind: 'checkbox', value: (o) => !!o?.recurringServices },
  { name: 'latitude', kind: 'number', value: (o) => s(o?.latitude) },
  { name: 'longitude', kind: 'number', value: (o) => s(o?.longitude) },
  { name: 'averageRating', kind: 'number', value: (o) => s(o?.averageRating) },
  { name: 'totalReviews', kind: 'number', value: (o) => s(o?.totalReviews) },
  { name: 'totalDeliveries', kind: 'number', value: (o) => s(o?.totalDeliveries) },
]

const inputClass = 'mt-1 block w-full rounded border border-slate-400 px-3 py-2 text-slate-900'

function OperatorForm({
  operator,
  errors,
}: {
  operator: OperatorProfile | null
  errors: OperatorFormErrors
}) {
  const { t } = useTranslation()
  const href = useLocalizedPath()
  const busy = useNavigation().state === 'submitting'
  return (
    <Form method="post" noValidate className="grid gap-4 sm:grid-cols-2" data-testid="operator-admin-form">
      <input type="hidden" name="intent" value="save" />
      {operator ? <input type="hidden" name="id" value={operator.id} /> : null}
      {fieldDefs.map((f) => {
        const id = `op-${f.name}`
        const error = errors[f.name]
        const label = t(`operators.admin.fields.${f.name}`)
        const errorText = error ? t(`operators.admin.errors.${error}`) : null
        const common = {
          id,
          name: f.name,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-error` : f.kind === 'lines' ? `${id}-hint` : undefined,
        }
        const wide = f.kind === 'textarea' || f.kind === 'lines'
        if (f.kind === 'checkbox') {
          return (
            <div key={f.name} className="flex items-center gap-2">
              <input
                type="checkbox"
                {...common}
                defaultChecked={f.value(operator) as boolean}
                className="h-4 w-4"
              />
              <label htmlFor={id} className="text-sm font-semibold text-slate-800">
                {label}
              </label>
            </div>
          )
        }
        return (
          <div key={f.name} className={wide ? 'sm:col-span-2' : undefined}>
            <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
              {label}
            </label>
            {wide ? (
              <textarea
                {...common}
                rows={f.kind === 'lines' ? 4 : 3}
                defaultValue={f.value(operator) as string}
                className={inputClass}
              />
            ) : (
              <input
                {...common}
                type="text"
                inputMode={f.kind === 'number' ? 'decimal' : undefined}
                defaultValue={f.value(operator) as string}
                className={inputClass}
              />
            )}
            {f.kind === 'lines' ? (
              <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
                {t(
                  f.name === 'testimonials'
                    ? 'operators.admin.testimonialsHint'
                    : 'operators.admin.linesHint',
                )}
              </p>
            ) : null}
            {errorText ? (
              <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
                {errorText}
              </p>
            ) : null}
          </div>
        )
      })}
      <div className="flex gap-3 sm:col-span-2">
        <button type="submit" className={primaryButton} disabled={busy}>
          {t('operators.admin.save')}
        </button>
        <Link to={href('/admin/operators')} className={secondaryButton}>
          {t('operators.admin.cancel')}
        </Link>
      </div>
    </Form>
  )
}

export default function AdminOperators({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const href = useLocalizedPath()
  const { operators, mode, editing, confirmDelete, notice } = loaderData
  const errors = actionData?.errors ?? {}
  const formOpen = mode !== null || Object.keys(errors).length > 0
  return (
    <AdminLayout email={loaderData.email} title={t('operators.admin.title')}>
      <NoticeBanner notice={notice} />
      <div className="flex flex-wrap items-center justify-end gap-3">
        <Link to={href('/admin/operators?new')} className={primaryButton}>
          {t('operators.admin.add')}
        </Link>
      </div>
      {confirmDelete ? (
        <div
          role="alertdialog"
          aria-labelledby="confirm-delete-title"
          className="mt-4 rounded border border-red-300 bg-red-50 p-4"
          data-testid="confirm-delete"
        >
          <p id="confirm-delete-title" className="font-semibold text-red-900">
            {t('operators.admin.confirmDelete', { name: confirmDelete.name })}
          </p>
          <Form method="post" className="mt-3 flex gap-3">
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={confirmDelete.id} />
            <input type="hidden" name="name" value={confirmDelete.name} />
            <button type="submit" className={dangerButton}>
              {t('operators.admin.deleteConfirm')}
            </button>
            <Link to={href('/admin/operators')} className={secondaryButton}>
              {t('operators.admin.cancel')}
            </Link>
          </Form>
        </div>
      ) : null}
      {formOpen ? (
        <section aria-labelledby="operator-form-title" className="mt-6 rounded border border-slate-200 p-4">
          <h2 id="operator-form-title" className="mb-4 text-lg font-bold text-slate-900">
            {editing ? t('operators.admin.editTitle', { name: editing.name }) : t('operators.admin.newTitle')}
          </h2>
          {Object.keys(errors).length > 0 ? (
            <p role="alert" className="mb-4 text-red-800">
              {t('operators.admin.errors.form')}
            </p>
          ) : null}
          <OperatorForm operator={editing} errors={errors} />
        </section>
      ) : null}
      <table className="mt-6 w-full text-left text-sm" data-testid="operators-admin-table">
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="py-2">
              {t('operators.admin.fields.name')}
            </th>
            <th scope="col" className="py-2">
              {t('operators.admin.fields.customSlug')}
            </th>
            <th scope="col" className="py-2">
              {t('operators.admin.fields.areaServed')}
            </th>
            <th scope="col" className="py-2">
              <span className="sr-only">{t('operators.admin.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {operators.map((o) => (
            <tr key={o.id} className="border-b border-slate-200">
              <td className="py-2 font-semibold">{o.name}</td>
              <td className="py-2">
                <Link to={href(`/${o.slug}`)} className="text-brand-700 underline">
                  /{o.slug}
                </Link>
              </td>
              <td className="py-2">{o.areaServed}</td>
              <td className="py-2 text-right whitespace-nowrap">
                <Link to={href(`/admin/operators?edit=${o.id}`)} className="mr-3 text-brand-700 underline">
                  {t('operators.admin.edit')}
                  <span className="sr-only">: {o.name}</span>
                </Link>
                <Link to={href(`/admin/operators?delete=${o.id}`)} className="text-red-800 underline">
                  {t('operators.admin.delete')}
                  <span className="sr-only">: {o.name}</span>
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </AdminLayout>
  )
}
