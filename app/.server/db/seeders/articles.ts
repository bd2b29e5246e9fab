import type { RichTextDocument } from '#app/domain/rich-text/document'
import type { Db } from '../client'
import { articles, seededSets } from '../schema'

/**
 * One sample success story and one sample blog post (issue #33), so a new site's index and entry
 * pages have something to show and its audits something to check. Marked `sample`: labelled on
 * their pages, out of the sitemap, the feeds and structured data; inserted once (a set staff
 * deleted is not seeded again).
 */
const paragraph = (...content: RichTextDocument['content'][number][]) => content
const text = (value: string, marks?: Array<{ type: 'bold' | 'italic' }>) => ({
  type: 'text' as const,
  text: value,
  ...(marks ? { marks } : {}),
})
const link = (value: string, href: string) => ({
  type: 'text' as const,
  text: value,
  marks: [{ type: 'link' as const, attrs: { href } }],
})
const doc = (...paragraphs: Array<Parameters<typeof text>[0] | ReturnType<typeof text | typeof link>[]>) => ({
  type: 'doc' as const,
  content: paragraph(
    ...paragraphs.map((p) => ({
      type: 'paragraph' as const,
      content: typeof p === 'string' ? [text(p)] : p,
    })),
  ),
})

const samples = [
  {
    kind: 'story' as const,
    slug: 'sample-first-year',
    titleEn: 'Sample story: a first year on the road',
    titleEs: 'Historia de ejemplo: un primer año en la ruta',
    summaryEn:
      'A sample success story that shows how a story looks. Replace it with a real one in the admin.',
    summaryEs:
      'Una historia de éxito de ejemplo que muestra cómo se ve una historia. Reemplácela por una real en el panel.',
    bodyEn: doc(
      [text('This is '), text('sample text', [{ type: 'bold' }]), text(' written for the site’s launch.')],
      [text('Read about '), link('what you get', '/what-you-get'), text(' as an operator.')],
    ),
    bodyEs: doc(
      [
        text('Este es un '),
        text('texto de ejemplo', [{ type: 'bold' }]),
        text(' escrito para el lanzamiento del sitio.'),
      ],
      [text('Lea '), link('lo que recibe', '/es/what-you-get'), text(' como operador.')],
    ),
  },
  {
    kind: 'post' as const,
    slug: 'sample-welcome',
    titleEn: 'Sample post: welcome to the blog',
    titleEs: 'Publicación de ejemplo: bienvenidos al blog',
    summaryEn: 'A sample blog post that shows how a post looks. Replace it with a real one in the admin.',
    summaryEs:
      'Una publicación de ejemplo que muestra cómo se ve una publicación. Reemplácela por una real en el panel.',
    bodyEn: doc([text('This is '), text('sample text', [{ type: 'italic' }]), text(' for the blog.')]),
    bodyEs: doc([
      text('Este es un '),
      text('texto de ejemplo', [{ type: 'italic' }]),
      text(' para el blog.'),
    ]),
  },
]

export async function seedArticles(db: Db) {
  const claimed = await db.insert(seededSets).values({ name: 'articles' }).onConflictDoNothing().returning()
  if (claimed.length === 0) return
  await db
    .insert(articles)
    .values(
      samples.map((sample) => ({
        ...sample,
        sample: true,
        status: 'published' as const,
        publishedAt: new Date('2026-01-15T15:00:00Z'),
      })),
    )
    .onConflictDoNothing()
}
