import type { ProductImage as Image } from '#app/domain/shop/products'

/**
 * A product picture: WebP in the size the layout needs (400 or 800 px wide), the SVG otherwise.
 * Width and height are given so the grid does not shift while pictures load.
 */
export function ProductPicture({
  image,
  alt,
  sizes,
  className,
  eager = false,
}: {
  image: Image
  alt: string
  sizes: string
  className?: string
  eager?: boolean
}) {
  return (
    <picture>
      {image.webpSrcSet ? <source type="image/webp" srcSet={image.webpSrcSet} sizes={sizes} /> : null}
      <img
        src={image.src}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className={className}
      />
    </picture>
  )
}
