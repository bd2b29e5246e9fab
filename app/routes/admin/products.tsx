import { data, Link, redirect, useNavigation } from 'react-router'
import { AdminLayout, NoticeBanner } from '#app/components/admin/admin-layout'
import { primaryButton } from '#app/components/admin/fields'
import { ProductForm } from '#app/components/admin/product-form'
import { ProductTable } from '#app/components/admin/product-table'
import { adminHeaders, adminMeta, replyNotice, type Notice } from '#app/components/admin/route-helpers'
import { optionalRowId } from '#app/domain/admin/intents'
import { localizedPath } from '#app/domain/routing/locale'
import {
  productFormText,
  productInputFrom,
  productsActionSchema,
  type ProductsAction,
} from '#app/domain/shop/product-form'
import { productImage } from '#app/domain/shop/products'
import { useTranslation } from '#app/i18n/react'
import { useLocalizedPath } from '#app/i18n/use-lang'
import {
  createProduct,
  getProductForStaff,
  listProductsForStaff,
  moveProduct,
  pickableProductImages,
  saveProduct,
  setProductShown,
} from '#app/.server/services/products-admin'
import { appContext, languageContext, staffContext } from '#app/.server/context'
import { adminEdge } from '#app/.server/http/admin-edge'
import type { Route } from './+types/products'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'adminProducts.title')
export const headers = adminHeaders

/**
 * `/admin/products` (issue #19 item 3): the shop's catalogue in its order, hidden products too;
 * `?new` opens the add form, `?edit={id}` the edit form; `?created=` / `?saved=` (a product id)
 * say what the last save did.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  const lang = context.get(languageContext)
  const query = new URL(request.url).searchParams
  const editId = optionalRowId(query.get('edit'))
  const [products, editing] = await Promise.all([
    listProductsForStaff(app),
    editId ? getProductForStaff(app, editId) : Promise.resolve(null),
  ])
  const mode = editing ? ('update' as const) : query.has('new') ? ('create' as const) : null
  const done = (['created', 'saved'] as const).find((key) => query.has(key))
  const doneProduct = done ? products.find((p) => p.id === optionalRowId(query.get(done))) : undefined
  const notice: Notice | null = doneProduct
    ? { tone: 'success', key: `adminProducts.${done}`, values: { name: doneProduct.name[lang] } }
    : editId && !editing
      ? { tone: 'error', key: 'adminProducts.notFound' }
      : null
  return data(
    {
      email: context.get(staffContext).email,
      rows: products.map((p) => ({
        id: p.id,
        slug: p.slug,
        name: p.name[lang],
        category: p.category,
        priceCents: p.priceCents,
        active: p.active,
      })),
      mode,
      editing: editing
        ? {
            id: editing.id,
            name: editing.name[lang],
            defaults: productFormText(editing),
            picture: productImage(editing.image, editing.libraryImage).src,
          }
        : null,
      images: mode ? await pickableProductImages(app) : [],
      notice,
    },
    { headers: adminHeaders() },
  )
}

export async function action(args: Route.ActionArgs) {
  const { context } = args
  const edge = await adminEdge(args, {
    form: 'admin-products',
    schema: productsActionSchema,
    failure: 'adminProducts.invalid',
    // The schema reads the raw text (an empty field is '', the price is dollars text).
    coercion: false,
  })
  if (!edge.ok) return edge.response
  const app = context.get(appContext)
  const { logger } = app
  const lang = context.get(languageContext)
  const staff = context.get(staffContext)
  const value: ProductsAction = edge.value
  const list = (query: string) =>
    redirect(`${localizedPath(lang, '/admin/products')}${query}`, { headers: adminHeaders() })
  const answer = (notice: Notice, status = 200) => data({ notice }, { status, headers: adminHeaders() })
  const notFound = () => answer({ tone: 'error', key: 'adminProducts.notFound' }, 404)

  if (value.intent === 'create' || value.intent === 'update') {
    const input = productInputFrom(value)
    const result =
      value.intent === 'create' ? await createProduct(app, input) : await saveProduct(app, value.id, input)
    if (!result.ok && result.reason === 'not-found') return notFound()
    if (!result.ok) {
      // Checked against the database: the picture was deleted since the form was shown.
      const fieldErrors = { imageId: ['adminProducts.errors.imageNotFound'] }
      return data(edge.reply({ fieldErrors }), { status: 409, headers: adminHeaders() })
    }
    logger.info({ staffId: staff.id, product: result.id, intent: value.intent }, 'product saved')
    return list(`?${value.intent === 'create' ? 'created' : 'saved'}=${result.id}`)
  }

  const product = await getProductForStaff(app, value.id)
  if (!product) return notFound()
  const name = product.name[lang]
  if (value.intent === 'move') {
    const moved = await moveProduct(app, value.id, value.direction)
    if (!moved.ok) return notFound()
    const key = moved.moved ? 'adminProducts.moved' : 'adminProducts.notMoved'
    return answer({ tone: 'success', key, values: { name } })
  }
  const shown = value.intent === 'show'
  if (!(await setProductShown(app, value.id, shown))) return notFound()
  logger.info({ staffId: staff.id, product: value.id, shown }, 'product visibility changed')
  return answer({
    tone: 'success',
    key: shown ? 'adminProducts.shown' : 'adminProducts.hidden',
    values: { name },
  })
}

/** The refused save the form shows again (what was typed, the messages beside the fields). */
function refusedSave(reply: unknown) {
  const r = reply as { result?: { initialValue?: { intent?: unknown } } } | undefined
  const intent = r?.result?.initialValue?.intent
  return intent === 'create' || intent === 'update' ? r!.result : undefined
}

export default function AdminProducts({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const href = useLocalizedPath()
  const busy = useNavigation().state === 'submitting'
  const { rows, editing, images, notice } = loaderData
  const lastResult = refusedSave(actionData)
  // A refused add posted from elsewhere than ?new still shows its form, with what was typed.
  const mode = loaderData.mode ?? (lastResult?.initialValue?.intent === 'create' ? 'create' : null)
  return (
    <AdminLayout email={loaderData.email} title={t('adminProducts.title')}>
      <NoticeBanner notice={replyNotice(actionData, 'adminProducts.invalid') ?? notice} />
      <p className="mb-4 max-w-3xl text-slate-700">{t('adminProducts.intro')}</p>
      {mode ? (
        <section aria-labelledby="product-form-title" className="mb-8 rounded border border-slate-200 p-4">
          <h2 id="product-form-title" className="mb-4 text-lg font-bold text-slate-900">
            {editing ? t('adminProducts.editTitle', { name: editing.name }) : t('adminProducts.newTitle')}
          </h2>
          <ProductForm
            key={editing?.id ?? 'new'}
            mode={mode}
            id={editing?.id ?? null}
            defaults={editing?.defaults ?? productFormText(null)}
            images={images}
            currentPicture={editing?.picture ?? null}
            lastResult={lastResult}
            busy={busy}
          />
        </section>
      ) : (
        <div className="mb-4 flex justify-end">
          <Link to={href('/admin/products?new')} className={primaryButton}>
            {t('adminProducts.add')}
          </Link>
        </div>
      )}
      <ProductTable rows={rows} />
    </AdminLayout>
  )
}
