import { Form, Link, useNavigation } from 'react-router'
import { testimonialLine, type OperatorFormErrors } from '#app/domain/operators/admin-form'
import {
  SPANISH_TEXT_FIELDS,
  type OperatorProfile,
  type OperatorSpanishTexts,
} from '#app/domain/operators/operator'
import { useTranslation } from '#app/i18n/react'
import { useLocalizedPath } from '#app/i18n/use-lang'
import { primaryButton, secondaryButton } from './fields'

/** The staff Operators tab's form: every field of the operator, lists one item per line. */

type FieldDef = {
  name: keyof OperatorFormErrors
  kind: 'text' | 'textarea' | 'lines' | 'number' | 'checkbox'
  value: (o: OperatorProfile | null) => string | boolean
}

const s = (v: string | number | null | undefined) => (v == null ? '' : String(v))
const englishFieldDefs: FieldDef[] = [
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

const spanishOf = Object.fromEntries(
  Object.entries(SPANISH_TEXT_FIELDS).map(([es, en]) => [en, es as keyof OperatorSpanishTexts]),
) as Partial<Record<keyof OperatorProfile, keyof OperatorSpanishTexts>>

/** Each Spanish text right after the English field it stands for, edited the same way. */
const fieldDefs: FieldDef[] = englishFieldDefs.flatMap((f) => {
  const es = spanishOf[f.name as keyof OperatorProfile]
  if (!es) return [f]
  const spanish: FieldDef = {
    name: es,
    kind: f.kind,
    value: (o) => f.value(o && { ...o, [f.name]: o[es] }),
  }
  return [f, spanish]
})

/** What a refused save posted, so the form shows again what was typed. */
export type SubmittedValues = Record<string, unknown> | null

function defaultOf(f: FieldDef, operator: OperatorProfile | null, submitted: SubmittedValues) {
  if (!submitted) return f.value(operator)
  const posted = submitted[f.name]
  if (f.kind === 'checkbox') return posted === 'on' || posted === 'true'
  return typeof posted === 'string' ? posted : ''
}

const inputClass = 'mt-1 block w-full rounded border border-slate-400 px-3 py-2 text-slate-900'

export function OperatorForm({
  operator,
  errors,
  submitted = null,
}: {
  operator: OperatorProfile | null
  errors: OperatorFormErrors
  submitted?: SubmittedValues
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
        const spanish = f.name.endsWith('Es')
        const hinted = f.kind === 'lines' || spanish
        const describedBy = [hinted ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
        const common = {
          id,
          name: f.name,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy || undefined,
        }
        const value = defaultOf(f, operator, submitted)
        const wide = f.kind === 'textarea' || f.kind === 'lines'
        if (f.kind === 'checkbox') {
          return (
            <div key={f.name} className="flex items-center gap-2">
              <input type="checkbox" {...common} defaultChecked={value as boolean} className="h-4 w-4" />
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
                defaultValue={value as string}
                className={inputClass}
              />
            ) : (
              <input
                {...common}
                type="text"
                inputMode={f.kind === 'number' ? 'decimal' : undefined}
                defaultValue={value as string}
                className={inputClass}
              />
            )}
            {hinted ? (
              <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
                {[
                  f.kind === 'lines'
                    ? t(
                        f.name.startsWith('testimonials')
                          ? 'operators.admin.testimonialsHint'
                          : 'operators.admin.linesHint',
                      )
                    : '',
                  spanish ? t('operators.admin.spanishHint') : '',
                ]
                  .filter(Boolean)
                  .join(' ')}
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
