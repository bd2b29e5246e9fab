import { useId, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from '#app/i18n/react'
import { Form, Link } from 'react-router'
import {
  blankValue,
  childPath,
  fieldName,
  moveItem,
  removeItem,
  setValueAt,
  valueAt,
  type FieldSpec,
  type GroupSpec,
} from '#app/domain/content/form'
import type { ContentIssue } from '#app/domain/content/sections'
import { isClaimPath } from '#app/domain/claims/claims'
import { languages, type Lang } from '#app/domain/routing/locale'
import { emptyRichText, parseRichText, plainToRichText } from '#app/domain/rich-text/document'
import { primaryButton, secondaryButton, adminInputClass } from './fields'
import { RichTextEditor } from './rich-text-editor'

/** An uploaded image the image fields offer (the Image Manager's largest variant). */
export type PickableImage = { id: string; fileName: string; url: string }

const inputClass = adminInputClass
const smallButton =
  'rounded border border-slate-400 bg-white px-2 py-1 text-xs font-semibold text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50'

type Ctx = {
  draft: unknown
  update: (path: string, value: unknown) => void
  issues: Map<string, ContentIssue>
  images: PickableImage[]
  idBase: string
  /** The form names' prefix: the column's language (`en.title`, `es.items.0.answer`). */
  prefix: string
  /** The section's claim-bearing field paths (issue #35: `earnings`, `items.*.amount`). */
  claimPaths: readonly string[]
}

const domId = (ctx: Ctx, path: string) => `${ctx.idBase}-${path.replace(/\./g, '-') || 'root'}`

function FieldError({ ctx, path, spec }: { ctx: Ctx; path: string; spec: FieldSpec }) {
  const { t } = useTranslation()
  const issue = ctx.issues.get(path)
  if (!issue) return null
  const key = spec.kind === 'image' ? 'image' : issue.problem
  return (
    <p id={`${domId(ctx, path)}-error`} className="mt-1 text-sm font-semibold text-red-800">
      {t(`admin.content.errors.${key}`, issue.values)}
    </p>
  )
}

function errorProps(ctx: Ctx, path: string, hintId?: string) {
  const invalid = ctx.issues.has(path)
  const describedBy = [hintId, invalid ? `${domId(ctx, path)}-error` : null].filter(Boolean).join(' ')
  return { 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy || undefined }
}

const asText = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : ''

function TextInput({
  spec,
  path,
  label,
  ctx,
}: {
  spec: Extract<FieldSpec, { kind: 'text' | 'number' }>
  path: string
  label: string
  ctx: Ctx
}) {
  const { t } = useTranslation()
  const id = domId(ctx, path)
  const value = asText(valueAt(ctx.draft, path))
  // A field holding an earnings claim says so: a new figure needs a claim with a basis (issue #35).
  const claimHintId = isClaimPath(ctx.claimPaths, path) ? `${id}-claim` : undefined
  const common = {
    id,
    name: fieldName(path, ctx.prefix),
    value,
    ...errorProps(ctx, path, claimHintId),
  }
  let control: ReactNode
  if (spec.kind === 'number') {
    control = (
      <input
        {...common}
        inputMode="numeric"
        className={`${inputClass} max-w-40`}
        onChange={(e) => ctx.update(path, e.target.value)}
      />
    )
  } else if (spec.multiline) {
    control = (
      <textarea
        {...common}
        rows={4}
        maxLength={spec.maxLength}
        className={inputClass}
        onChange={(e) => ctx.update(path, e.target.value)}
      />
    )
  } else {
    control = (
      <input
        {...common}
        type={spec.inputType}
        maxLength={spec.maxLength}
        className={inputClass}
        onChange={(e) => ctx.update(path, e.target.value)}
      />
    )
  }
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
        {spec.kind === 'number' ? (
          <span className="ml-2 font-normal text-slate-600">({t('admin.content.numberHint')})</span>
        ) : null}
      </label>
      {control}
      {claimHintId ? (
        <p id={claimHintId} className="mt-1 text-sm text-slate-600" data-testid="claim-field-hint">
          {t('admin.content.claimHint')}
        </p>
      ) : null}
      <FieldError ctx={ctx} path={path} spec={spec} />
    </div>
  )
}

/** An image: one of the uploaded images, or an address; with a preview of what is chosen. */
function ImageInput({ path, label, ctx }: { path: string; label: string; ctx: Ctx }) {
  const { t } = useTranslation()
  const id = domId(ctx, path)
  const value = asText(valueAt(ctx.draft, path))
  const chosen = ctx.images.find((image) => image.url === value)
  const pickValue = value === '' ? '' : chosen ? chosen.url : 'other'
  const previewable = /^\/[^\s]*$|^https:\/\/[^\s]+$/.test(value)
  return (
    <fieldset className="rounded border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-800">{label}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-pick`} className="block text-sm font-semibold text-slate-800">
            {t('admin.content.image.choose')}
          </label>
          <select
            id={`${id}-pick`}
            value={pickValue}
            className={inputClass}
            onChange={(e) => {
              if (e.target.value !== 'other') ctx.update(path, e.target.value)
            }}
          >
            <option value="">{t('admin.content.image.none')}</option>
            {ctx.images.map((image) => (
              <option key={image.id} value={image.url}>
                {image.fileName}
              </option>
            ))}
            <option value="other">{t('admin.content.image.other')}</option>
          </select>
          {ctx.images.length === 0 ? (
            <p className="mt-1 text-sm text-slate-600">{t('admin.content.image.noImages')}</p>
          ) : null}
        </div>
        <div>
          <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
            {t('admin.content.image.url')}
          </label>
          <input
            id={id}
            name={fieldName(path, ctx.prefix)}
            value={value}
            className={inputClass}
            onChange={(e) => ctx.update(path, e.target.value)}
            {...errorProps(ctx, path, `${id}-hint`)}
          />
          <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
            {t('admin.content.image.urlHint')}
          </p>
          <FieldError ctx={ctx} path={path} spec={{ kind: 'image' }} />
        </div>
      </div>
      {previewable ? (
        <img
          src={value}
          alt={t('admin.content.image.preview')}
          className="mt-3 max-h-48 rounded border border-slate-200"
          data-testid="image-preview"
        />
      ) : null}
    </fieldset>
  )
}

/** Paragraphs with links and emphasis (issue #33): the rich-text editor, its document posted as JSON. */
function RichTextInput({ path, label, ctx }: { path: string; label: string; ctx: Ctx }) {
  const { t } = useTranslation()
  const value = valueAt(ctx.draft, path)
  const doc = typeof value === 'string' ? plainToRichText(value) : (parseRichText(value) ?? emptyRichText)
  const json = JSON.stringify(doc)
  // What the editor here holds. A different document arriving at this place (a list item moved or
  // removed) starts a new editor; the editor's own changes do not.
  const held = useRef(json)
  const generation = useRef(0)
  if (json !== held.current) {
    held.current = json
    generation.current += 1
  }
  const issue = ctx.issues.get(path)
  // An answer that may state earnings says which of its figures are claims (issue #35).
  const claimHint = isClaimPath(ctx.claimPaths, path) ? ` ${t('admin.content.claimHintEarnings')}` : ''
  return (
    <RichTextEditor
      key={generation.current}
      name={fieldName(path, ctx.prefix)}
      label={label}
      initialValue={json}
      onChange={(next) => {
        const normalized = JSON.stringify(parseRichText(next) ?? emptyRichText)
        held.current = normalized
        ctx.update(path, JSON.parse(normalized) as unknown)
      }}
      errors={issue ? [`admin.content.errors.${issue.problem}`] : undefined}
      errorId={`${domId(ctx, path)}-error`}
      testId={`rich-${domId(ctx, path)}`}
      hint={`${t('admin.content.richTextHint')}${claimHint}`}
    />
  )
}

function ListInput({
  spec,
  path,
  label,
  ctx,
}: {
  spec: Extract<FieldSpec, { kind: 'list' }>
  path: string
  label: string
  ctx: Ctx
}) {
  const { t } = useTranslation()
  const raw = valueAt(ctx.draft, path)
  const items = Array.isArray(raw) ? raw : []
  const id = domId(ctx, path)
  const scalar = spec.item.kind !== 'group' && spec.item.kind !== 'list'
  return (
    <fieldset className="rounded border border-slate-300 p-3" aria-describedby={`${id}-limits`}>
      <legend className="px-1 text-sm font-semibold text-slate-800">{label}</legend>
      <p id={`${id}-limits`} className="text-sm text-slate-600">
        {t('admin.content.listLimits', { min: spec.min, max: spec.max })}
      </p>
      <FieldError ctx={ctx} path={path} spec={spec} />
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('admin.content.emptyList')}</p>
      ) : null}
      <ol className="mt-2 space-y-3">
        {items.map((_, index) => {
          const itemPath = childPath(path, index)
          const n = index + 1
          const itemLabel = t('admin.content.item', { n })
          return (
            <li key={index} className="rounded bg-slate-50 p-3" data-testid="list-item">
              <div className="flex flex-wrap items-start gap-2">
                <div className="min-w-0 flex-1">
                  <Field spec={spec.item} path={itemPath} label={itemLabel} ctx={ctx} />
                </div>
                <div className={`flex gap-1 ${scalar ? 'pt-6' : ''}`}>
                  <button
                    type="button"
                    className={smallButton}
                    disabled={index === 0}
                    aria-label={t('admin.content.moveUp', { n, list: label })}
                    onClick={() => ctx.update(path, moveItem(items, index, -1))}
                  >
                    {t('admin.content.up')}
                  </button>
                  <button
                    type="button"
                    className={smallButton}
                    disabled={index === items.length - 1}
                    aria-label={t('admin.content.moveDown', { n, list: label })}
                    onClick={() => ctx.update(path, moveItem(items, index, 1))}
                  >
                    {t('admin.content.down')}
                  </button>
                  <button
                    type="button"
                    className={smallButton}
                    disabled={items.length <= spec.min}
                    aria-label={t('admin.content.removeItem', { n, list: label })}
                    onClick={() => ctx.update(path, removeItem(items, index))}
                  >
                    {t('admin.content.remove')}
                  </button>
                </div>
              </div>
            </li>
          )
        })}
      </ol>
      <button
        type="button"
        className={`${secondaryButton} mt-3`}
        disabled={items.length >= spec.max}
        aria-label={t('admin.content.addItemTo', { list: label })}
        onClick={() => ctx.update(path, [...items, blankValue(spec.item)])}
      >
        {t('admin.content.addItem')}
      </button>
    </fieldset>
  )
}

function GroupInput({ spec, path, label, ctx }: { spec: GroupSpec; path: string; label?: string; ctx: Ctx }) {
  const { t } = useTranslation()
  const fields = spec.fields.map((f) => (
    <Field
      key={f.name}
      spec={f.spec}
      path={childPath(path, f.name)}
      label={t(`admin.content.fields.${f.name}`)}
      ctx={ctx}
    />
  ))
  if (label === undefined) return <div className="space-y-4">{fields}</div>
  return (
    <fieldset className="space-y-4 rounded border border-slate-200 bg-white p-3">
      <legend className="px-1 text-sm font-semibold text-slate-800">{label}</legend>
      {fields}
    </fieldset>
  )
}

function Field({ spec, path, label, ctx }: { spec: FieldSpec; path: string; label: string; ctx: Ctx }) {
  switch (spec.kind) {
    case 'group':
      return <GroupInput spec={spec} path={path} label={label} ctx={ctx} />
    case 'list':
      return <ListInput spec={spec} path={path} label={label} ctx={ctx} />
    case 'image':
      return <ImageInput path={path} label={label} ctx={ctx} />
    case 'richText':
      return <RichTextInput path={path} label={label} ctx={ctx} />
    default:
      return <TextInput spec={spec} path={path} label={label} ctx={ctx} />
  }
}

/** One language's column of the form: its own draft, its own problems. */
function LanguageColumn({
  lang,
  spec,
  initial,
  issues,
  images,
  idBase,
  claimPaths,
}: {
  lang: Lang
  spec: GroupSpec
  initial: unknown
  issues: ContentIssue[]
  images: PickableImage[]
  idBase: string
  claimPaths: readonly string[]
}) {
  const { t } = useTranslation()
  const [draft, setDraft] = useState(initial)
  const ctx: Ctx = {
    draft,
    update: (path, value) => setDraft((d: unknown) => setValueAt(d, path, value)),
    issues: new Map(issues.map((issue) => [issue.path, issue])),
    images,
    idBase: `${idBase}-${lang}`,
    prefix: lang,
    claimPaths,
  }
  return (
    <fieldset
      className="min-w-0 rounded border border-slate-300 p-3"
      lang={lang}
      data-testid={`column-${lang}`}
    >
      <legend className="px-1 text-base font-semibold text-slate-900">
        {t('admin.content.languageColumn', { language: t(`admin.content.languages.${lang}`) })}
      </legend>
      <GroupInput spec={spec} path="" ctx={ctx} />
    </fieldset>
  )
}

/**
 * The form of one section in English and Spanish side by side (issue #33): one field per content
 * field, lists with add, remove and move. A normal form POST whose button says what to do: keep a
 * draft, publish now, or publish at the time given; the route's action checks every language
 * against the section's schema.
 */
export function SectionForm({
  spec,
  initial,
  issues,
  images,
  action,
  cancelHref,
  busy,
  zone,
  publishAt,
  publishAtError,
  claimPaths = [],
}: {
  spec: GroupSpec
  initial: Record<Lang, unknown>
  issues: Partial<Record<Lang, ContentIssue[]>>
  images: PickableImage[]
  action: string
  cancelHref: string
  busy: boolean
  /** The site time zone "Publish at" is read in. */
  zone: string
  publishAt?: string
  /** A refused "Publish at" (its i18n key). */
  publishAtError?: string
  /** The section's claim-bearing field paths (app/domain/claims claimFields). */
  claimPaths?: readonly string[]
}) {
  const { t } = useTranslation()
  const idBase = useId().replace(/:/g, '')
  const publishAtId = `${idBase}-publish-at`
  return (
    <Form method="post" action={action} noValidate className="space-y-4" data-testid="section-form">
      <div className="grid gap-4 lg:grid-cols-2">
        {languages.map((lang) => (
          <LanguageColumn
            key={lang}
            lang={lang}
            spec={spec}
            initial={initial[lang]}
            issues={issues[lang] ?? []}
            images={images}
            idBase={idBase}
            claimPaths={claimPaths}
          />
        ))}
      </div>
      <div className="flex flex-wrap items-end gap-3 rounded border border-slate-200 bg-slate-50 p-3">
        <button type="submit" name="intent" value="draft" className={secondaryButton} disabled={busy}>
          {t('admin.content.saveDraft')}
        </button>
        <button type="submit" name="intent" value="save" className={primaryButton} disabled={busy}>
          {busy ? t('admin.content.saving') : t('admin.content.publishNow')}
        </button>
        <div>
          <label htmlFor={publishAtId} className="block text-sm font-semibold text-slate-800">
            {t('admin.content.publishAt')}
          </label>
          <input
            id={publishAtId}
            type="datetime-local"
            name="publishAt"
            defaultValue={publishAt}
            className={`${inputClass} max-w-60`}
            aria-invalid={publishAtError ? true : undefined}
            aria-describedby={`${publishAtId}-hint${publishAtError ? ` ${publishAtId}-error` : ''}`}
          />
          <p id={`${publishAtId}-hint`} className="mt-1 text-sm text-slate-600">
            {t('admin.content.publishAtHint', { zone })}
          </p>
          {publishAtError ? (
            <p id={`${publishAtId}-error`} className="mt-1 text-sm font-semibold text-red-800">
              {t(publishAtError)}
            </p>
          ) : null}
        </div>
        <button type="submit" name="intent" value="schedule" className={secondaryButton} disabled={busy}>
          {t('admin.content.schedule')}
        </button>
        <Link to={cancelHref} className="font-semibold text-brand-800 underline underline-offset-4">
          {t('admin.content.cancel')}
        </Link>
      </div>
    </Form>
  )
}
