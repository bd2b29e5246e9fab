import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type FieldMetadata,
  type FormMetadata,
} from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { lazy, Suspense, type ReactNode } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import type { z } from '#app/domain/zod'
import { useTranslation } from '#app/i18n/react'
import { useLocalizedPath } from '#app/i18n/use-lang'
import { adminInputClass, Control, primaryButton, secondaryButton, TextField } from './fields'

/**
 * The rich-text editor (TipTap, ~100 KB) is fetched by the screens whose form has a rich-text field
 * only, not by every collection's.
 */
const RichTextEditor = lazy(() => import('./rich-text-editor').then((m) => ({ default: m.RichTextEditor })))

/**
 * The add and edit form of an admin collection (ADR 042): Conform, with the schema the action
 * parses through the admin edge, so a field is checked in the browser as on the server. A refused
 * post comes back in `lastResult` with what was typed and the messages beside the fields. A
 * collection describes its fields as data (`Field`, rich text among them); what only it shows is a
 * `custom` part.
 */

/** An image of the Image Manager, as a picture select offers it (its smallest variant). */
export type PickableImage = { id: string; fileName: string; previewUrl: string }

type Fields = Record<string, FieldMetadata<string>>
type Option = { value: string; label: string }
/** A select's choices that come with the data (the operators a story can name), by name. */
export type Choices = Record<string, Option[]>
export type FormParts = {
  form: FormMetadata<Record<string, string>>
  fields: Fields
  editing: Editing | null
  images: readonly PickableImage[]
  choices: Choices
}
type Editing = { id: number; name: string; values: object } & Record<string, unknown>

/** A field of the form: its label is `<labels><name>`; hints and options are i18n keys or texts. */
export type Field =
  | {
      name: string
      kind?: 'text'
      hint?: string
      describedBy?: string
      inputMode?: 'decimal'
      /** A date and time (`2026-11-22T09:30`) rather than free text. */
      type?: 'datetime-local'
    }
  | { name: string; kind: 'textarea'; rows: number; hint?: string }
  | {
      name: string
      kind: 'select'
      hint?: string
      options: (t: (key: string) => string, choices: Choices) => Option[]
    }
  | { name: string; kind: 'checkbox' }
  /** Rich text (ADR 047): the editor, its document posted as JSON in a hidden input. */
  | { name: string; kind: 'richText'; hint?: string }
  /** A picture of the Image Manager, "none" first; `preview`: the chosen one shown (its alt, test id). */
  | {
      name: string
      kind: 'image'
      none: string
      hint: string
      noImages?: string
      preview?: { alt: string; testId: string }
    }
  | { kind: 'group'; legend: string; fields: Field[]; testId?: string }
  | { kind: 'row'; fields: Field[] }
  | { kind: 'note'; id: string; text: string }
  | { kind: 'custom'; render: (parts: FormParts) => ReactNode }

type FormText = 'addTitle' | 'editTitle' | 'add' | 'save' | 'cancel'
export type FormConfig = {
  schema: z.ZodType
  /** The raw text (no Conform coercion: an empty field is ''), as the server reads it. */
  coercion?: false
  /** Label keys' prefix. */
  labels: string
  fields: Field[]
  /** The values of a new row. */
  empty: Record<string, string>
  /**
   * The heading and the buttons' i18n keys where they are not `<labels>addTitle`, `editTitle`
   * (with `{{id}}` and `{{name}}`), `add`, `save` and `cancel`.
   */
  formTexts?: Partial<Record<FormText, string>>
}

export function CollectionForm(props: {
  config: FormConfig
  /** A new row's values where they are not the config's `empty` (a form opened prefilled). */
  initial?: Record<string, string>
  path: string
  testId: string
  editing: Editing | null
  images: readonly PickableImage[]
  choices?: Choices
  lastResult: unknown
  /** A Cancel link (to the list without the form). */
  cancel: boolean
}) {
  const { config, editing } = props
  const { t } = useTranslation()
  const href = useLocalizedPath()
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'save'
  const disableAutoCoercion = config.coercion === false
  const [form, fields] = useForm<Record<string, string>>({
    id: `${props.testId}-${editing?.id ?? 'new'}`,
    lastResult: props.lastResult as never,
    defaultValue: (editing?.values ?? props.initial ?? config.empty) as Record<string, string>,
    constraint: getZodConstraint(config.schema),
    onValidate: ({ formData }) =>
      parseWithZod(formData, { schema: config.schema, disableAutoCoercion }) as never,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  const parts: FormParts = {
    form,
    fields: fields as unknown as Fields,
    editing,
    images: props.images,
    choices: props.choices ?? {},
  }
  const F = (key: FormText) => config.formTexts?.[key] ?? `${config.labels}${key}`
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="max-w-3xl space-y-5 rounded border border-slate-300 p-4"
      data-testid={props.testId}
      aria-labelledby={`${props.testId}-title`}
    >
      <h2 id={`${props.testId}-title`} className="text-lg font-semibold text-slate-900">
        {editing ? t(F('editTitle'), { id: editing.id, name: editing.name }) : t(F('addTitle'))}
      </h2>
      <input type="hidden" name="intent" value="save" />
      {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
      {config.fields.map((field, i) => (
        <FieldPart key={i} field={field} labels={config.labels} parts={parts} />
      ))}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={primaryButton} disabled={busy}>
          {t(F(editing ? 'save' : 'add'))}
        </button>
        {props.cancel ? (
          <Link to={href(props.path)} className={secondaryButton}>
            {t(F('cancel'))}
          </Link>
        ) : null}
      </div>
    </Form>
  )
}

function FieldPart({ field, labels, parts }: { field: Field; labels: string; parts: FormParts }): ReactNode {
  const { t } = useTranslation()
  const children = (fields: Field[]) =>
    fields.map((f, i) => <FieldPart key={i} field={f} labels={labels} parts={parts} />)
  if (field.kind === 'group')
    return (
      <fieldset className="space-y-3" data-testid={field.testId}>
        <legend className="font-semibold text-slate-900">{t(field.legend)}</legend>
        {children(field.fields)}
      </fieldset>
    )
  if (field.kind === 'row') return <div className="grid gap-4 sm:grid-cols-2">{children(field.fields)}</div>
  if (field.kind === 'note')
    return (
      <p id={field.id} className="text-sm text-slate-600">
        {t(field.text)}
      </p>
    )
  if (field.kind === 'custom') return field.render(parts)
  const meta = parts.fields[field.name]!
  const label = t(`${labels}${field.name}`)
  if (field.kind === 'checkbox')
    return (
      <div className="flex items-center gap-2">
        <input {...getInputProps(meta, { type: 'checkbox' })} className="h-4 w-4" />
        <label htmlFor={meta.id} className="text-sm font-semibold text-slate-800">
          {label}
        </label>
      </div>
    )
  if (field.kind === 'richText')
    return (
      <Suspense fallback={<p className="text-sm text-slate-600">{t('richText.loading')}</p>}>
        <RichTextEditor
          key={meta.key}
          name={meta.name}
          label={label}
          initialValue={meta.initialValue}
          hint={field.hint && t(field.hint)}
          errors={meta.errors}
          errorId={meta.errorId}
          testId={`rich-text-${field.name}`}
        />
      </Suspense>
    )
  if (field.kind === 'textarea')
    return (
      <Control field={meta} label={label} hint={field.hint && t(field.hint)}>
        {(describedBy) => {
          const { key, ...rest } = getTextareaProps(meta)
          return (
            <textarea
              key={key}
              {...rest}
              aria-describedby={describedBy}
              rows={field.rows}
              className={adminInputClass}
            />
          )
        }}
      </Control>
    )
  if (field.kind === 'select' || field.kind === 'image') {
    const options =
      field.kind === 'select'
        ? field.options(t, parts.choices)
        : [
            { value: '', label: t(field.none) },
            ...parts.images.map((image) => ({ value: image.id, label: image.fileName })),
          ]
    const noImages = field.kind === 'image' && field.noImages && parts.images.length === 0
    const hint = field.hint && `${t(field.hint)}${noImages ? ` ${t(field.noImages!)}` : ''}`
    const chosen = field.kind === 'image' && parts.images.find((image) => image.id === meta.value)
    return (
      <>
        <Control field={meta} label={label} hint={hint}>
          {(describedBy) => {
            const { key, ...rest } = getSelectProps(meta)
            return (
              <select key={key} {...rest} aria-describedby={describedBy} className={adminInputClass}>
                {options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            )
          }}
        </Control>
        {chosen && field.kind === 'image' && field.preview ? (
          <img
            src={chosen.previewUrl}
            alt={t(field.preview.alt)}
            width={320}
            height={180}
            className="h-auto w-48 rounded border border-slate-300 object-cover"
            data-testid={field.preview.testId}
          />
        ) : null}
      </>
    )
  }
  const inputProps = getInputProps(meta, { type: field.type ?? 'text', ariaDescribedBy: field.describedBy })
  return (
    <TextField
      label={label}
      inputProps={{ ...inputProps, inputMode: field.inputMode }}
      errors={meta.errors}
      errorId={meta.errorId}
      hint={field.hint && t(field.hint)}
    />
  )
}
