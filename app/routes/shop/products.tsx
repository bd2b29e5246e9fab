import { Link } from 'react-router'
import { useTranslation } from '#app/i18n/react'
import { JsonLd } from '#app/components/seo/json-ld'
import { ProductCard } from '#app/components/shop/product-card'
import { parseProductCategory, productsJsonLd, type ProductCard as Product } from '#app/domain/shop/products'
import { pageMeta } from '#app/i18n/meta'
import { useLocalizedPath, useRootData } from '#app/i18n/use-lang'
import { getProductsPage } from '#app/.server/services/shop/shop'
import { appContext, languageContext } from '#app/.server/context'
import type { Route } from './+types/products'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'shop.meta.title', description: 'shop.meta.description' })

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const lang = context.get(languageContext)
  return getProductsPage(
    context.get(appContext),
    lang,
    parseProductCategory(url.searchParams.get('category')),
  )
}

function CategoryFilter({
  current,
  items,
  label,
}: {
  current: string | null
  items: ReadonlyArray<{ id: string; label: string }>
  label: string
}) {
  const href = useLocalizedPath()
  return (
    <nav aria-label={label} data-testid="category-filter">
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => {
          const value = item.id === 'all' ? null : item.id
          const active = value === current
          return (
            <li key={item.id}>
              <Link
                to={value ? href(`/products?category=${encodeURIComponent(value)}`) : href('/products')}
                preventScrollReset
                aria-current={active ? 'true' : undefined}
                className={`inline-block rounded-full px-4 py-2 text-sm font-semibold transition ${
                  active
                    ? 'bg-brand-700 text-white'
                    : 'border border-slate-300 bg-white text-slate-700 hover:border-brand-700 hover:text-brand-700'
                }`}
              >
                {item.label}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

function ProductsJsonLd({ products }: { products: Product[] }) {
  const root = useRootData()
  const origin = root?.origin ?? ''
  const href = useLocalizedPath()
  if (products.length === 0) return null
  return <JsonLd data={productsJsonLd(products, origin, `${origin}${href('/products')}`)} />
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const href = useLocalizedPath()
  const { content, category, products } = loaderData
  return (
    <>
      <section
        className="bg-gradient-to-br from-slate-900 to-slate-800 text-white"
        data-testid="products-hero"
      >
        <div className="mx-auto max-w-7xl px-4 py-14 lg:py-20">
          <h1 className="text-4xl font-black tracking-tight sm:text-5xl">{content.hero.title}</h1>
          <p className="mt-4 max-w-3xl text-lg text-slate-200">{content.hero.description}</p>
        </div>
      </section>
      <section aria-labelledby="products-grid-title" className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="products-grid-title" className="sr-only">
          {t('shop.gridLabel')}
        </h2>
        <CategoryFilter current={category} items={content.categories.items} label={t('shop.filterLabel')} />
        {products.length === 0 ? (
          <div className="mt-10 rounded-xl bg-slate-50 p-10 text-center" data-testid="products-empty">
            <p className="text-lg text-slate-700">{t('shop.empty')}</p>
            <Link to={href('/products')} className="mt-4 inline-block font-semibold text-brand-700 underline">
              {t('shop.showAll')}
            </Link>
          </div>
        ) : (
          <ul
            className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
            data-testid="products-grid"
          >
            {products.map((product, i) => (
              <li key={product.id}>
                <ProductCard product={product} eager={i < 4} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <ProductsJsonLd products={products} />
    </>
  )
}
