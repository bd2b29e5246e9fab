import { CollectionScreen, type CollectionScreenConfig } from '#app/components/admin/collection'
import { adminHeaders, adminMeta } from '#app/components/admin/route-helpers'
import { templateActionSchema } from '#app/domain/people/template-form'
import { useTranslation } from '#app/i18n/react'
import { adminCollection } from '#app/.server/http/admin-collection'
import { personTemplateCollection } from '#app/.server/services/people/templates'
import type { Route } from './+types/person-templates'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'adminPersonTemplates.title')
export const headers = adminHeaders

const shared = {
  path: '/admin/people/templates',
  texts: 'adminPersonTemplates',
  nameKey: 'template',
  schema: templateActionSchema,
} as const

/**
 * `/admin/people/templates` (issue #34), an admin collection (ADR 042): the bilingual e-mails staff
 * send from a person's page, with merge fields ({{firstName}}…); a field that does not exist is
 * refused beside the subject or body that names it. Each save is kept as a version (ADR 046).
 */
const server = adminCollection({ ...shared, store: personTemplateCollection })
export const loader = server.loader
export const action = server.action

type Row = Route.ComponentProps['loaderData']['rows'][number]

const mergeHint = 'adminPersonTemplates.form.mergeHint'

const screen: CollectionScreenConfig<Row> = {
  ...shared,
  listTitle: true,
  intents: ['delete'],
  name: (row) => row.name,
  testIds: { list: 'template-list', row: 'template-row', form: 'template-form' },
  columns: (t) => [
    {
      key: 'name',
      header: t('adminPersonTemplates.list.name'),
      cell: (row) => <span className="font-semibold text-slate-900">{row.name}</span>,
    },
    { key: 'subjectEn', header: t('adminPersonTemplates.list.subjectEn'), cell: (row) => row.subjectEn },
    { key: 'subjectEs', header: t('adminPersonTemplates.list.subjectEs'), cell: (row) => row.subjectEs },
  ],
  labels: 'adminPersonTemplates.form.',
  empty: {},
  fields: [
    { name: 'name' },
    {
      kind: 'group',
      legend: 'adminPersonTemplates.form.english',
      fields: [
        { name: 'subjectEn', hint: mergeHint },
        { name: 'bodyEn', kind: 'textarea', rows: 8 },
        { kind: 'note', id: 'template-en-note', text: mergeHint },
      ],
    },
    {
      kind: 'group',
      legend: 'adminPersonTemplates.form.spanish',
      fields: [
        { name: 'subjectEs', hint: mergeHint },
        { name: 'bodyEs', kind: 'textarea', rows: 8 },
        { kind: 'note', id: 'template-es-note', text: mergeHint },
      ],
    },
  ],
}

export default function PersonTemplatesScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  return (
    <CollectionScreen
      config={screen}
      loaderData={loaderData}
      actionData={actionData}
      intro={t('adminPersonTemplates.intro')}
    />
  )
}
