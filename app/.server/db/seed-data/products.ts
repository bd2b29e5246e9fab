import type { SeedProduct } from './types'

/**
 * The feature lines the spec's details dialog shows for every product; each product starts with
 * them and staff edit them per product (migration 0017 gave them to the products of older sites).
 */
export const seedFeatureLines = [
  {
    en: 'Professional design with your courier brand',
    es: 'Diseño profesional con la marca de su empresa de mensajería',
  },
  {
    en: 'Durable, high-quality materials built for daily use',
    es: 'Materiales duraderos y de alta calidad para el uso diario',
  },
  { en: 'Ready to use the day it arrives', es: 'Listo para usar el mismo día en que llega' },
]

/** The built-in shop catalogue (marketing-site spec §3). Prices in integer US cents. */
export const products: SeedProduct[] = [
  {
    id: 1,
    slug: 'starter-kit-1',
    name: { en: 'Starter Kit 1', es: 'Kit de inicio 1' },
    description: {
      en: 'Our entry-level kit with the essential branded materials to launch your courier business and win your first local customers.',
      es: 'Nuestro kit básico, con los materiales de marca esenciales para lanzar su negocio de mensajería y conseguir sus primeros clientes locales.',
    },
    features: seedFeatureLines,
    priceCents: 9999,
    image: '/images/products/starter-kit-1.svg',
    category: 'marketing',
    sortOrder: 1,
  },
  {
    id: 2,
    slug: 'starter-kit-2',
    name: { en: 'Starter Kit 2', es: 'Kit de inicio 2' },
    description: {
      en: 'An expanded kit with extra branded materials for operators who want to grow faster across their territory.',
      es: 'Un kit ampliado, con más materiales de marca para los operadores que quieren crecer más rápido en su territorio.',
    },
    features: seedFeatureLines,
    priceCents: 13400,
    image: '/images/products/starter-kit-2.svg',
    category: 'marketing',
    sortOrder: 2,
  },
  {
    id: 3,
    slug: 'vehicle-magnets',
    name: { en: 'Vehicle Magnets', es: 'Imanes para vehículo' },
    description: {
      en: 'A pair of durable, weather-resistant magnetic signs that turn your vehicle into a moving advertisement. Easy to put on and take off.',
      es: 'Un par de letreros magnéticos resistentes a la intemperie que convierten su vehículo en un anuncio en movimiento. Se colocan y se retiran con facilidad.',
    },
    features: seedFeatureLines,
    priceCents: 4299,
    image: '/images/products/vehicle-magnets.svg',
    category: 'marketing',
    sortOrder: 3,
  },
  {
    id: 4,
    slug: 'branded-hats-and-shirts',
    name: { en: 'Branded Hats and Shirts', es: 'Gorras y camisetas con logotipo' },
    description: {
      en: 'Comfortable branded apparel that gives you and your drivers a professional, recognizable look on every delivery.',
      es: 'Ropa cómoda con su marca que les da a usted y a sus conductores una imagen profesional y reconocible en cada entrega.',
    },
    features: seedFeatureLines,
    priceCents: 3499,
    image: '/images/products/branded-hats-and-shirts.svg',
    category: 'apparel',
    sortOrder: 4,
  },
  {
    id: 5,
    slug: 'sell-sheets-and-folders',
    name: { en: 'Sell Sheets and Folders', es: 'Hojas de venta y carpetas' },
    description: {
      en: 'Professionally designed sell sheets and presentation folders to introduce your services to local businesses and close more accounts.',
      es: 'Hojas de venta y carpetas de presentación con diseño profesional para dar a conocer sus servicios a las empresas locales y cerrar más cuentas.',
    },
    features: seedFeatureLines,
    priceCents: 18999,
    image: '/images/products/sell-sheets-and-folders.svg',
    category: 'marketing',
    sortOrder: 5,
  },
  {
    id: 6,
    slug: 'brochures-100-pack',
    name: { en: 'Brochures (100-Pack)', es: 'Folletos (paquete de 100)' },
    description: {
      en: 'One hundred full-color tri-fold brochures that explain your delivery services, ideal for sales calls and networking events.',
      es: 'Cien folletos trípticos a todo color que explican sus servicios de entrega, ideales para visitas comerciales y eventos de networking.',
    },
    features: seedFeatureLines,
    priceCents: 6999,
    image: '/images/products/brochures-100-pack.svg',
    category: 'marketing',
    sortOrder: 6,
  },
  {
    id: 7,
    slug: 'large-branded-dropbox',
    name: { en: 'Large Branded Dropbox', es: 'Buzón de depósito grande con logotipo' },
    description: {
      en: 'A large, lockable dropbox with your branding for busy locations where customers can leave packages for pickup.',
      es: 'Un buzón de depósito grande, con cerradura y con su marca, para lugares concurridos donde los clientes pueden dejar paquetes para su recogida.',
    },
    features: seedFeatureLines,
    priceCents: 49900,
    image: '/images/products/large-branded-dropbox.svg',
    category: 'equipment',
    sortOrder: 7,
  },
  {
    id: 8,
    slug: 'small-dropbox',
    name: {
      en: 'Small Wall-Mount or Floor Dropbox',
      es: 'Buzón de depósito pequeño de pared o de piso',
    },
    description: {
      en: 'A compact, lockable dropbox that mounts on a wall or stands on the floor, ideal for offices, clinics and retail counters.',
      es: 'Un buzón de depósito compacto con cerradura, para montar en la pared o colocar en el piso, ideal para oficinas, clínicas y comercios.',
    },
    features: seedFeatureLines,
    priceCents: 22500,
    image: '/images/products/small-dropbox.svg',
    category: 'equipment',
    sortOrder: 8,
  },
]
