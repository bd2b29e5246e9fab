import { ArticleScreen } from '#app/components/admin/article-screen'
import { adminHeaders, adminMeta } from '#app/components/admin/route-helpers'
import { articleActionSchemas } from '#app/domain/articles/article-form'
import { adminCollection } from '#app/.server/http/admin-collection'
import { articleCollection, listStoryOperatorChoices } from '#app/.server/services/content/articles'
import type { Route } from './+types/success-stories'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'adminArticles.story.title')
export const headers = adminHeaders

/**
 * `/admin/success-stories` (issue #33), an admin collection (ADR 042): the stories in both
 * languages, drafts and scheduled ones too; the add form, or the edit form of the one in `?edit=`.
 */
const server = adminCollection({
  path: '/admin/success-stories',
  texts: 'adminArticles.story',
  nameKey: 'title',
  schema: articleActionSchemas.story,
  store: articleCollection('story'),
  images: true,
  choices: async (source) => ({
    operators: (await listStoryOperatorChoices(source)).map((o) => ({ value: String(o.id), label: o.name })),
  }),
})
export const loader = server.loader
export const action = server.action

export default function SuccessStoriesScreen({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ArticleScreen
      kind="story"
      schema={articleActionSchemas.story}
      loaderData={loaderData}
      actionData={actionData}
    />
  )
}
