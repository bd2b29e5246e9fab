import { useTranslation } from '#app/i18n/react'
import { childPath, valueAt, type FieldSpec, type GroupSpec } from '#app/domain/content/form'
import { parseRichText, plainToRichText } from '#app/domain/rich-text/document'
import { richTextPlain } from '#app/domain/rich-text/render'

/**
 * A section's content as people read it (issue #33: no screen of the admin shows JSON): each field
 * under its label, lists numbered, images as a small picture with their address. Built from the
 * same description as the editor's form (app/domain/content/form.ts).
 */
function Value({ spec, value }: { spec: FieldSpec; value: unknown }) {
  const { t } = useTranslation()
  switch (spec.kind) {
    case 'group':
      return <Fields spec={spec} value={value} />
    case 'list': {
      const items = Array.isArray(value) ? value : []
      if (items.length === 0) return <span className="text-slate-600">{t('admin.content.emptyList')}</span>
      return (
        <ol className="list-decimal space-y-2 pl-5">
          {items.map((item, index) => (
            <li key={index}>
              <Value spec={spec.item} value={item} />
            </li>
          ))}
        </ol>
      )
    }
    case 'image': {
      const url = typeof value === 'string' ? value : ''
      if (!url) return <span className="text-slate-600">{t('admin.content.view.noImage')}</span>
      return (
        <span className="flex flex-wrap items-center gap-2">
          <img src={url} alt="" className="h-12 w-auto rounded border border-slate-200" loading="lazy" />
          <span className="break-all">{url}</span>
        </span>
      )
    }
    case 'richText': {
      const doc = typeof value === 'string' ? plainToRichText(value) : parseRichText(value)
      const text = doc ? richTextPlain(doc, { links: true }) : ''
      if (!text.trim()) return <span className="text-slate-600">{t('admin.content.view.empty')}</span>
      return <span className="whitespace-pre-line">{text}</span>
    }
    default: {
      const text = typeof value === 'string' || typeof value === 'number' ? String(value) : ''
      if (!text) return <span className="text-slate-600">{t('admin.content.view.empty')}</span>
      return <span className="whitespace-pre-line">{text}</span>
    }
  }
}

function Fields({ spec, value }: { spec: GroupSpec; value: unknown }) {
  const { t } = useTranslation()
  return (
    <dl className="space-y-2">
      {spec.fields.map((field) => (
        <div key={field.name}>
          <dt className="text-sm font-semibold text-slate-700">{t(`admin.content.fields.${field.name}`)}</dt>
          <dd className="text-slate-900">
            <Value spec={field.spec} value={valueAt(value, childPath('', field.name))} />
          </dd>
        </div>
      ))}
    </dl>
  )
}

export function ContentView({ spec, value, testId }: { spec: GroupSpec; value: unknown; testId?: string }) {
  return (
    <div className="text-sm" data-testid={testId}>
      <Fields spec={spec} value={value} />
    </div>
  )
}
