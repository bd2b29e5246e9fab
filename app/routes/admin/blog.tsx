import { ArticleScreen } from '#app/components/admin/article-screen'
import { adminHeaders, adminMeta } from '#app/components/admin/route-helpers'
import { articleActionSchemas } from '#app/domain/articles/article-form'
import { adminCollection } from '#app/.server/http/admin-collection'
import { articleCollection } from '#app/.server/services/content/articles'
import type { Route } from './+types/blog'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'adminArticles.post.title')
export const headers = adminHeaders

/**
 * `/admin/blog` (issue #33), an admin collection (ADR 042): the blog's posts in both languages,
 * drafts and scheduled ones too; the add form, or the edit form of the one in `?edit=`.
 */
const server = adminCollection({
  path: '/admin/blog',
  texts: 'adminArticles.post',
  nameKey: 'title',
  schema: articleActionSchemas.post,
  store: articleCollection('post'),
  images: true,
})
export const loader = server.loader
export const action = server.action

export default function BlogScreen({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ArticleScreen
      kind="post"
      schema={articleActionSchemas.post}
      loaderData={loaderData}
      actionData={actionData}
    />
  )
}
