import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { productFormText } from '#app/domain/shop/product-form'
import type { Lang } from '#app/domain/routing/locale'
import { renderRoutes, resources } from '../../../tests/support/render-route'
import AdminProducts from './products'

const rows = [
  {
    id: 1,
    slug: 'starter-kit-1',
    name: 'Starter Kit 1',
    category: 'marketing',
    priceCents: 9999,
    active: true,
  },
  {
    id: 3,
    slug: 'vehicle-magnets',
    name: 'Vehicle Magnets',
    category: 'marketing',
    priceCents: 4299,
    active: false,
  },
  {
    id: 7,
    slug: 'large-branded-dropbox',
    name: 'Dropbox',
    category: 'equipment',
    priceCents: 49900,
    active: true,
  },
]

const magnets = {
  name: { en: 'Vehicle Magnets', es: 'Imanes para vehículo' },
  description: { en: 'Signs', es: 'Letreros' },
  features: [
    { en: 'One', es: 'Uno' },
    { en: 'Two', es: 'Dos' },
    { en: 'Three', es: 'Tres' },
  ],
  priceCents: 4299,
  category: 'marketing' as const,
  imageId: null,
  active: false,
}

function renderScreen(lang: Lang, options: { edit?: boolean; action?: () => unknown } = {}) {
  const path = options.edit ? '/admin/products?edit=3' : '/admin/products'
  return renderRoutes(
    [
      {
        path: lang === 'es' ? '/es/admin/products' : '/admin/products',
        Component: AdminProducts as never,
        loader: () => ({
          staff: { email: 'staff@example.com' },
          rows,
          editing: options.edit
            ? {
                id: 3,
                name: magnets.name[lang],
                values: productFormText(magnets),
                picture: '/images/products/vehicle-magnets.svg',
              }
            : null,
          images: options.edit
            ? [{ id: '0123456789abcdef', fileName: 'van.jpg', previewUrl: '/x.webp' }]
            : [],
          notice: null,
        }),
        action: options.action ?? (() => null),
      },
    ],
    { lang, path },
  )
}

for (const lang of ['en', 'es'] as const) {
  const t = resources[lang].adminProducts
  describe(`the products screen (${lang})`, () => {
    it('lists the products in order with prices in dollars, whether the shop shows them, and their actions', async () => {
      renderScreen(lang)
      const table = await screen.findByTestId('products-admin-table')
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).toEqual([
        t.table.position,
        t.table.name,
        t.table.category,
        t.table.price,
        t.table.status,
        t.table.actions,
      ])
      const prices = within(table)
        .getAllByTestId('product-row-price')
        .map((c) => c.textContent)
      expect(prices).toEqual(['$99.99', '$42.99', '$499.00'])
      const statuses = within(table)
        .getAllByTestId('product-row-status')
        .map((c) => c.textContent)
      expect(statuses).toEqual([t.table.shown, t.table.hidden, t.table.shown])
      const up = (name: string) =>
        screen.getByRole('button', { name: t.table.moveUpLabel.replace('{{name}}', name) })
      const down = (name: string) =>
        screen.getByRole('button', { name: t.table.moveDownLabel.replace('{{name}}', name) })
      expect(up('Starter Kit 1')).toBeDisabled()
      expect(down('Dropbox')).toBeDisabled()
      expect(up('Dropbox')).toBeEnabled()
      expect(
        screen.getByRole('button', { name: t.table.showLabel.replace('{{name}}', 'Vehicle Magnets') }),
      ).toBeEnabled()
      expect(screen.getByRole('link', { name: t.add })).toHaveAttribute(
        'href',
        lang === 'es' ? '/es/admin/products?new' : '/admin/products?new',
      )
    })

    it('edits a product in both languages; a bad price is refused beside its field before posting', async () => {
      const action = vi.fn(() => null)
      const { user } = renderScreen(lang, { edit: true, action })
      const form = await screen.findByTestId('product-form')
      expect(within(form).getByLabelText(t.fields.nameEn)).toHaveValue('Vehicle Magnets')
      expect(within(form).getByLabelText(t.fields.nameEs)).toHaveValue('Imanes para vehículo')
      expect(within(form).getByLabelText(t.fields.feature3Es)).toHaveValue('Tres')
      expect(within(form).getByLabelText(t.fields.category)).toHaveValue('marketing')
      expect(within(form).getByLabelText(t.fields.active)).not.toBeChecked()
      const price = within(form).getByLabelText(t.fields.price)
      expect(price).toHaveValue('42.99')
      await user.clear(price)
      await user.type(price, '-4')
      await user.click(within(form).getByRole('button', { name: t.save }))
      await waitFor(() => expect(price).toHaveAttribute('aria-invalid', 'true'))
      expect(price).toHaveAccessibleDescription(`${t.errors.priceNegative} ${t.hints.price}`)
      expect(action).not.toHaveBeenCalled()
      // Fixed, the message goes as it is typed.
      await user.clear(price)
      await user.type(price, '45')
      await waitFor(() => expect(price).not.toHaveAttribute('aria-invalid'))
    })

    it('shows the server’s refusal beside its field and keeps what was typed', async () => {
      const action = vi.fn(() => ({
        result: {
          status: 'error',
          initialValue: {
            ...productFormText(magnets),
            intent: 'save',
            id: '3',
            nameEn: 'Magnets typed',
            imageId: '0123456789abcdef',
          },
          error: { imageId: ['adminProducts.errors.imageNotFound'] },
        },
        outcome: 'failed',
      }))
      const { user } = renderScreen(lang, { edit: true, action })
      const form = await screen.findByTestId('product-form')
      await user.clear(within(form).getByLabelText(t.fields.nameEn))
      await user.type(within(form).getByLabelText(t.fields.nameEn), 'Magnets typed')
      await user.selectOptions(within(form).getByLabelText(t.fields.imageId), '0123456789abcdef')
      await user.click(within(form).getByRole('button', { name: t.save }))
      await waitFor(() => expect(action).toHaveBeenCalled())
      expect(await screen.findByRole('alert')).toHaveTextContent(t.invalid)
      const picture = within(form).getByLabelText(t.fields.imageId)
      await waitFor(() => expect(picture).toHaveAttribute('aria-invalid', 'true'))
      expect(picture).toHaveAccessibleDescription(expect.stringContaining(t.errors.imageNotFound))
      expect(within(form).getByLabelText(t.fields.nameEn)).toHaveValue('Magnets typed')
    })
  })
}
