import { CollectionScreen, type CollectionScreenConfig } from '#app/components/admin/collection'
import type { Field } from '#app/components/admin/collection-form'
import { adminHeaders, adminMeta } from '#app/components/admin/route-helpers'
import { chatAssistants } from '#app/domain/chat/assistants'
import { chatTopicFormText, chatTopicsActionSchema, topicFromQuestion } from '#app/domain/chat/topic-form'
import { chatTopicKinds, messageKinds } from '#app/domain/chat/topics'
import { adminCollection } from '#app/.server/http/admin-collection'
import { chatTopicCollection } from '#app/.server/services/chat/chat-topics'
import type { Route } from './+types/chat-topics'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'adminChatTopics.title')
export const headers = adminHeaders

// The schema reads the raw text (an empty field is '').
const shared = {
  path: '/admin/chat-topics',
  texts: 'adminChatTopics',
  nameKey: 'name',
  schema: chatTopicsActionSchema,
  coercion: false,
} as const

/**
 * `/admin/chat-topics` (issue #45 item 3, ADR 059), an admin collection (ADR 042): what the chat
 * assistants know, both assistants' topics in matching order, hidden ones too; `?new` opens the add
 * form (filled in from an unanswered question by the Chat Questions screen's "Make a topic"),
 * `?edit=` a topic's form with its history.
 */
const server = adminCollection({
  ...shared,
  store: chatTopicCollection,
  done: { added: 'created' },
  prefill: topicFromQuestion,
})
export const loader = server.loader
export const action = server.action

type Row = Route.ComponentProps['loaderData']['rows'][number]

const language = (lang: 'En' | 'Es'): Field => ({
  kind: 'group',
  legend: `adminChatTopics.groups.${lang.toLowerCase()}`,
  testId: `chat-topic-${lang}`,
  fields: [
    { name: `keywords${lang}`, kind: 'textarea', rows: 3, hint: 'adminChatTopics.hints.keywords' },
    { name: `question${lang}`, hint: 'adminChatTopics.hints.question' },
    { name: `answer${lang}`, kind: 'textarea', rows: 5, hint: 'adminChatTopics.hints.answer' },
  ],
})

const screen: CollectionScreenConfig<Row> = {
  ...shared,
  list: 'adminChatTopics.table.',
  keys: { order: 'position', up: 'moveUp', down: 'moveDown' },
  addLink: 'adminChatTopics.add',
  intents: ['move', 'hide', 'show'],
  name: (row) => `${row.assistant}/${row.key}`,
  visibility: {
    tones: 'products',
    hidden: (row) => !row.active,
    canHide: (row) => !messageKinds.includes(row.kind),
  },
  testIds: {
    list: 'chat-topics-table',
    row: 'chat-topic-row',
    form: 'chat-topic-form',
    status: 'chat-topic-status',
  },
  minWidth: 'min-w-[56rem]',
  columns: (t) => [
    {
      key: 'topic',
      header: t('adminChatTopics.table.topic'),
      cell: (r) => (
        <>
          <span className="font-mono text-sm font-semibold text-slate-900" data-testid="chat-topic-key">
            {r.key}
          </span>
          <span className="block text-xs text-slate-600">
            {t(`adminChatTopics.assistants.${r.assistant}`)} · {t(`adminChatTopics.kinds.${r.kind}`)}
          </span>
        </>
      ),
    },
    {
      key: 'question',
      header: t('adminChatTopics.table.question'),
      className: 'max-w-md break-words',
      cell: (r) => (
        <>
          {r.question ? <span className="font-semibold text-slate-900">{r.question}</span> : null}
          <span className="line-clamp-2 block text-sm text-slate-700">{r.answer}</span>
        </>
      ),
    },
  ],
  labels: 'adminChatTopics.fields.',
  empty: chatTopicFormText(null),
  formTexts: {
    addTitle: 'adminChatTopics.newTitle',
    editTitle: 'adminChatTopics.editTitle',
    add: 'adminChatTopics.create',
    save: 'adminChatTopics.save',
    cancel: 'adminChatTopics.cancel',
  },
  fields: [
    {
      kind: 'group',
      legend: 'adminChatTopics.groups.topic',
      fields: [
        {
          kind: 'row',
          fields: [
            {
              name: 'assistant',
              kind: 'select',
              options: (t) =>
                chatAssistants.map((value) => ({ value, label: t(`adminChatTopics.assistants.${value}`) })),
            },
            {
              name: 'kind',
              kind: 'select',
              hint: 'adminChatTopics.hints.kind',
              options: (t) =>
                chatTopicKinds.map((value) => ({ value, label: t(`adminChatTopics.kinds.${value}`) })),
            },
          ],
        },
        {
          kind: 'row',
          fields: [
            { name: 'key', hint: 'adminChatTopics.hints.key' },
            { name: 'followUp', hint: 'adminChatTopics.hints.followUp' },
          ],
        },
      ],
    },
    { kind: 'row', fields: [language('En'), language('Es')] },
  ],
}

export default function AdminChatTopics({ loaderData, actionData }: Route.ComponentProps) {
  return <CollectionScreen config={screen} loaderData={loaderData} actionData={actionData} />
}
