import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderPage, tFor } from '../../../tests/support/render-route'
import { ImageCard, type StoredImage } from './image-manager'

const id = '0123456789abcdef'
const image: StoredImage = {
  id,
  fileName: 'van.png',
  width: 2400,
  height: 1200,
  altEn: 'A van',
  altEs: 'Una furgoneta',
  variants: [320, 640, 1280, 1920].map((width) => ({ width, url: `/images/u/${id}-${width}.webp` })),
  uses: { content: [], products: [], videos: [] },
}
const inUse: StoredImage = {
  ...image,
  uses: {
    content: [{ page: 'home', section: 'hero', lang: 'en' }],
    products: [{ id: 1, name: { en: 'Cap', es: 'Gorra' } }],
    videos: [{ id: 2, title: { en: 'Intro', es: 'Introducción' } }],
  },
}

describe('the Image Manager card: where an image is used', () => {
  it('says an unused image can be deleted, its variants up to 1920 px listed', async () => {
    renderPage(<ImageCard image={image} busy={false} />)
    const t = tFor('en')
    expect(await screen.findByText(t('admin.images.unused'))).toBeTruthy()
    expect(screen.getByRole('link', { name: '1920 px' }).getAttribute('href')).toBe(
      `/images/u/${id}-1920.webp`,
    )
  })

  it('lists every use in the staff language and ties it to the delete button', async () => {
    renderPage(<ImageCard image={inUse} busy={false} />, { lang: 'es' })
    const t = tFor('es')
    const list = await screen.findByTestId('image-uses')
    const items = [...list.querySelectorAll('li')].map((li) => li.textContent)
    expect(items).toEqual([
      t('admin.images.usedContent', { page: 'home', section: 'hero', lang: 'en' }),
      t('admin.images.usedProduct', { name: 'Gorra' }),
      t('admin.images.usedVideo', { title: 'Introducción' }),
    ])
    const button = screen.getByRole('button', { name: t('admin.images.delete', { name: 'van.png' }) })
    expect(button.getAttribute('aria-describedby')).toBe(list.id)
    expect(screen.getByText(t('admin.images.inUseHint'))).toBeTruthy()
  })
})
