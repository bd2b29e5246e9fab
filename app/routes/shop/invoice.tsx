import { data, redirect } from 'react-router'
import { TOKEN_PAGE_REFERRER_POLICY } from '#app/domain/http/replies'
import { formatCents } from '#app/domain/money'
import { localizedPath, splitLocalePath } from '#app/domain/routing/locale'
import { pageMeta } from '#app/i18n/meta'
import { useTranslation } from '#app/i18n/react'
import { useLang, useSiteTimeZone } from '#app/i18n/use-lang'
import { invoicePage } from '#app/.server/services/shop/order-fulfilment'
import { appContext } from '#app/.server/context'
import type { Route } from './+types/invoice'
import { formatDate } from '#app/domain/time/format'

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, { title: 'shop.invoice.meta.title', description: 'shop.invoice.meta.description' }),
  { name: 'robots', content: 'noindex, nofollow' },
]

/** The invoice is the buyer's own: never stored by a shared cache, never sent to another site as a referrer. */
const privateHeaders = { 'Cache-Control': 'private, no-store', 'Referrer-Policy': TOKEN_PAGE_REFERRER_POLICY }

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders
}

/**
 * /invoice?token=…: the printable invoice of a shop order (issue #20 item 3), opened from the
 * invoice e-mail's signed link (ADR 017's signature, purpose 'order-invoice'). A wrong or tampered
 * token is a 404: the page never says whether an order exists. Shown in the order's language.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const app = context.get(appContext)
  const { env } = app
  const invoice = await invoicePage(app, env, url.searchParams.get('token') ?? '')
  if (!invoice) throw data(null, { status: 404, headers: privateHeaders })
  const { lang } = splitLocalePath(url.pathname)
  if (lang !== invoice.lang)
    throw redirect(`${localizedPath(invoice.lang, '/invoice')}${url.search}`, { headers: privateHeaders })
  return data({ invoice }, { headers: privateHeaders })
}

export default function Invoice({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const lang = useLang()
  const timeZone = useSiteTimeZone()
  const { invoice } = loaderData
  const money = (cents: number) => formatCents(cents, lang)
  const date = (iso: string) => formatDate(iso, lang, { dateStyle: 'long', timeZone })
  return (
    <article
      className="invoice-page mx-auto max-w-3xl bg-white px-4 py-10 text-slate-900 print:max-w-none print:px-0 print:py-0"
      data-testid="invoice"
      aria-labelledby="invoice-title"
    >
      <header className="flex flex-wrap items-start justify-between gap-6 border-b border-slate-300 pb-6">
        <div>
          <h1 id="invoice-title" className="text-3xl font-black text-ink">
            {t('shop.invoice.title')}
          </h1>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="font-semibold">{t('shop.invoice.number')}</dt>
            <dd className="font-mono" data-testid="invoice-number">
              {invoice.orderNumber}
            </dd>
            <dt className="font-semibold">{t('shop.invoice.date')}</dt>
            <dd data-testid="invoice-date">{date(invoice.createdAt)}</dd>
            <dt className="font-semibold">{t('shop.invoice.status')}</dt>
            <dd data-testid="invoice-status">
              {invoice.paid && invoice.paidAt
                ? t('shop.invoice.paidOn', { date: date(invoice.paidAt) })
                : t('shop.invoice.due')}
            </dd>
          </dl>
        </div>
        <div className="text-sm not-italic">
          <p className="font-semibold">{invoice.seller.name}</p>
          <p className="whitespace-pre-line">{invoice.seller.address}</p>
          <p>{invoice.seller.phone}</p>
        </div>
      </header>
      <section className="mt-6 text-sm" aria-labelledby="invoice-bill-to">
        <h2 id="invoice-bill-to" className="font-semibold">
          {t('shop.invoice.billTo')}
        </h2>
        <p data-testid="invoice-buyer">
          {invoice.buyer.name}
          {invoice.buyer.address.map((line) => (
            <span key={line}>
              <br />
              {line}
            </span>
          ))}
          <br />
          {invoice.buyer.email}
        </p>
      </section>
      <table className="mt-6 w-full text-left text-sm" data-testid="invoice-lines">
        <caption className="sr-only">{t('shop.invoice.caption', { number: invoice.orderNumber })}</caption>
        <thead className="border-b-2 border-slate-800">
          <tr>
            <th scope="col" className="py-2 pr-2">
              {t('shop.invoice.product')}
            </th>
            <th scope="col" className="px-2 py-2 text-right">
              {t('shop.invoice.quantity')}
            </th>
            <th scope="col" className="px-2 py-2 text-right">
              {t('shop.invoice.unitPrice')}
            </th>
            <th scope="col" className="py-2 pl-2 text-right">
              {t('shop.invoice.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((line) => (
            <tr key={line.id} className="border-b border-slate-200" data-testid="invoice-line">
              <td className="py-2 pr-2">{line.name}</td>
              <td className="px-2 py-2 text-right">{line.quantity}</td>
              <td className="px-2 py-2 text-right">{money(line.unitPriceCents)}</td>
              <td className="py-2 pl-2 text-right">{money(line.lineTotalCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {(
            [
              ['subtotal', invoice.subtotalCents],
              ['shipping', invoice.shippingCents],
              ['total', invoice.totalCents],
            ] as const
          ).map(([key, cents]) => (
            <tr key={key} className={key === 'total' ? 'border-t-2 border-slate-800 font-bold' : ''}>
              <th scope="row" colSpan={3} className="py-1 pr-2 text-right font-semibold">
                {t(`shop.invoice.${key}`)}
              </th>
              <td className="py-1 pl-2 text-right" data-testid={`invoice-${key}`}>
                {money(cents)}
              </td>
            </tr>
          ))}
        </tfoot>
      </table>
      <p className="mt-8 text-sm text-slate-700">{t('shop.invoice.thanks')}</p>
      <PrintButton />
    </article>
  )
}

function PrintButton() {
  const { t } = useTranslation()
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="mt-6 rounded bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 print:hidden"
    >
      {t('shop.invoice.print')}
    </button>
  )
}
