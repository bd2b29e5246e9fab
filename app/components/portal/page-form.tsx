import { getFormProps, getInputProps, getTextareaProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, useNavigation } from 'react-router'
import { adminInputClass, primaryButton, secondaryButton } from '#app/components/admin/fields'
import { WeeklyHoursFieldset } from '#app/components/operators/weekly-hours-fieldset'
import { operatorErrorKey } from '#app/domain/operators/admin-form'
import { operatorWeeklyHours } from '#app/domain/operators/hours'
import { weeklyHoursValues, type WeeklyHoursValues } from '#app/domain/operators/hours-form'
import type { OperatorProfile } from '#app/domain/operators/operator'
import { PAGE_DRAFT_FIELDS, pageDraftFormSchema, type PageDraftField } from '#app/domain/portal/page-draft'
import { useTranslation } from '#app/i18n/react'

/**
 * The portal's My page form (issue #21 item 2): the operator's editable fields, each Spanish text
 * right after its English one, lists one item per line, the hours day by day, and a new photo. It
 * checks itself with the action's schema; after a refusal the server's messages sit beside the
 * fields, what was typed kept.
 */
type Kind = 'text' | 'textarea' | 'lines' | 'number' | 'checkbox' | 'hours'

const KINDS: Record<PageDraftField, Kind> = {
  contactPersonName: 'text',
  contactPhone: 'text',
  contactEmail: 'text',
  tagline: 'text',
  taglineEs: 'text',
  bio: 'textarea',
  bioEs: 'textarea',
  yearsExperience: 'number',
  operatingSince: 'text',
  languagesSpoken: 'lines',
  languagesSpokenEs: 'lines',
  businessServices: 'lines',
  businessServicesEs: 'lines',
  serviceAreas: 'lines',
  serviceRadiusMiles: 'number',
  territoryDescription: 'textarea',
  territoryDescriptionEs: 'textarea',
  vehicleTypes: 'lines',
  vehicleTypesEs: 'lines',
  paymentMethods: 'lines',
  paymentMethodsEs: 'lines',
  certifications: 'lines',
  certificationsEs: 'lines',
  hoursOfOperation: 'hours',
  responseTimeGuarantee: 'text',
  responseTimeGuaranteeEs: 'text',
  weightLimit: 'text',
  weightLimitEs: 'text',
  sizeLimit: 'text',
  sizeLimitEs: 'text',
  rushDeliveryAvailable: 'checkbox',
  recurringServices: 'checkbox',
}

/** Labels of the portal's own wording; every other field keeps the staff form's label. */
const OWN_LABELS: Partial<Record<PageDraftField, string>> = {
  serviceAreas: 'portalPage.fields.serviceAreas',
  hoursOfOperation: 'portalPage.fields.hoursOfOperation',
}

type TextField = Exclude<PageDraftField, 'hoursOfOperation'>
type Fields = Record<TextField, string> & { hoursOfOperation: WeeklyHoursValues }

/** The form's starting values as text ('on' for a ticked box), the hours as the week's controls. */
export function pageFormDefaults(operator: OperatorProfile): Fields {
  const hours = weeklyHoursValues(operatorWeeklyHours(operator.hoursOfOperation))
  const texts = Object.fromEntries(
    PAGE_DRAFT_FIELDS.map((name) => {
      const value = operator[name]
      const text = Array.isArray(value)
        ? value.join('\n')
        : typeof value === 'boolean'
          ? value
            ? 'on'
            : ''
          : value == null
            ? ''
            : String(value)
      return [name, text]
    }),
  )
  return { ...texts, hoursOfOperation: hours } as Fields
}

export function MyPageForm({
  operator,
  lastResult,
  photoError,
}: {
  operator: OperatorProfile
  lastResult: unknown
  photoError: boolean
}) {
  const { t } = useTranslation()
  const busy = useNavigation().state === 'submitting'
  const [form, fields] = useForm<Fields>({
    id: 'portal-page',
    defaultValue: pageFormDefaults(operator),
    lastResult: lastResult as never,
    onValidate: ({ formData }) =>
      parseWithZod(formData, { schema: pageDraftFormSchema, disableAutoCoercion: true }) as never,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  })
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      className="grid gap-4 sm:grid-cols-2"
      data-testid="portal-page-form"
    >
      <div className="sm:col-span-2 flex flex-wrap items-end gap-4">
        {operator.profileImageUrl ? (
          <figure>
            <img
              src={operator.profileImageUrl}
              alt=""
              width={96}
              height={96}
              className="h-24 w-24 rounded-full object-cover"
            />
            <figcaption className="text-xs text-slate-600">{t('portalPage.fields.currentPhoto')}</figcaption>
          </figure>
        ) : null}
        <div>
          <label htmlFor="portal-page-photo" className="block text-sm font-semibold text-slate-800">
            {t('portalPage.fields.photo')}
          </label>
          <input
            id="portal-page-photo"
            name="photo"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-describedby={`portal-page-photo-hint${photoError ? ' portal-page-photo-error' : ''}`}
            aria-invalid={photoError || undefined}
            className="mt-1 block text-sm"
          />
          <p id="portal-page-photo-hint" className="mt-1 text-xs text-slate-600">
            {t('portalPage.fields.photoHint')}
          </p>
          {photoError ? (
            <p id="portal-page-photo-error" className="mt-1 text-sm text-red-800">
              {t('portalPage.photoError')}
            </p>
          ) : null}
        </div>
      </div>
      {PAGE_DRAFT_FIELDS.map((name) => {
        const kind = KINDS[name]
        const label = t(OWN_LABELS[name] ?? `operators.admin.fields.${name}`)
        if (name === 'hoursOfOperation') {
          const stored = operator.hoursOfOperation
          return (
            <WeeklyHoursFieldset
              key={name}
              field={fields.hoursOfOperation}
              legend={label}
              unreadable={operatorWeeklyHours(stored) ? null : stored}
            />
          )
        }
        const field = fields[name]
        const hints = [
          name === 'serviceAreas' ? 'portalPage.fields.serviceAreasHint' : '',
          kind === 'lines' && name !== 'serviceAreas' ? 'operators.admin.linesHint' : '',
          name.endsWith('Es') ? 'operators.admin.spanishHint' : '',
          name === 'serviceRadiusMiles' ? 'operators.admin.radiusHint' : '',
        ].filter(Boolean)
        const hintId = hints.length > 0 ? `${field.id}-hint` : undefined
        const errorText = field.errors?.length
          ? t(`operators.admin.errors.${operatorErrorKey(field.errors[0]!)}`)
          : null
        if (kind === 'checkbox') {
          const { key, ...props } = getInputProps(field, { type: 'checkbox' })
          return (
            <div key={name} className="flex items-center gap-2">
              <input key={key ?? undefined} {...props} className="h-4 w-4" />
              <label htmlFor={field.id} className="text-sm font-semibold text-slate-800">
                {label}
              </label>
            </div>
          )
        }
        const wide = kind === 'textarea' || kind === 'lines'
        const describedBy = { ariaDescribedBy: hintId }
        const { key, ...props } = wide
          ? getTextareaProps(field, describedBy)
          : getInputProps(field, { type: 'text', ...describedBy })
        return (
          <div key={name} className={wide ? 'sm:col-span-2' : undefined}>
            <label htmlFor={field.id} className="block text-sm font-semibold text-slate-800">
              {label}
            </label>
            {wide ? (
              <textarea
                key={key ?? undefined}
                {...props}
                rows={kind === 'lines' ? 4 : 3}
                className={adminInputClass}
              />
            ) : (
              <input
                key={key ?? undefined}
                {...props}
                inputMode={kind === 'number' ? 'numeric' : undefined}
                className={adminInputClass}
              />
            )}
            {hintId ? (
              <p id={hintId} className="mt-1 text-xs text-slate-600">
                {hints.map((h) => t(h)).join(' ')}
              </p>
            ) : null}
            {errorText ? (
              <p id={field.errorId} className="mt-1 text-sm text-red-800">
                {errorText}
              </p>
            ) : null}
          </div>
        )
      })}
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <button type="submit" name="intent" value="save" className={secondaryButton} disabled={busy}>
          {t('portalPage.save')}
        </button>
        <button type="submit" name="intent" value="submit" className={primaryButton} disabled={busy}>
          {t('portalPage.submit')}
        </button>
      </div>
    </Form>
  )
}
