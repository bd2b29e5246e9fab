import type { SeedTestimonial } from './types'

/** Home-page testimonials (marketing-site spec §3). Dates are relative text, as shown to visitors. */
export const testimonials: SeedTestimonial[] = [
  {
    id: 1,
    name: 'Marcus Johnson',
    rating: 5,
    text: {
      en: 'I was running deliveries within two weeks of signing up. The training, the app and the marketing kit made it easy to land my first medical-office clients.',
      es: 'A las dos semanas de inscribirme ya estaba haciendo entregas. La capacitación, la aplicación y el kit de marketing me facilitaron conseguir mis primeros clientes en consultorios médicos.',
    },
    date: { en: '2 weeks ago', es: 'hace 2 semanas' },
    sortOrder: 1,
  },
  {
    id: 2,
    name: 'Elena Ramírez',
    rating: 5,
    text: {
      en: 'Having the legal setup, website and dispatch software ready from day one saved me months. Now I run two vans and keep adding business accounts.',
      es: 'Tener desde el primer día la parte legal, el sitio web y el software de despacho me ahorró meses. Hoy tengo dos furgonetas y sigo sumando cuentas empresariales.',
    },
    date: { en: '1 month ago', es: 'hace 1 mes' },
    sortOrder: 2,
  },
  {
    id: 3,
    name: 'David Thompson',
    rating: 5,
    text: {
      en: 'The support team answers quickly and the dropbox program adds steady income every month. It is the best investment I have made in my own business.',
      es: 'El equipo de soporte responde rápido y el programa de buzones me aporta ingresos constantes cada mes. Es la mejor inversión que he hecho en mi propio negocio.',
    },
    date: { en: '3 months ago', es: 'hace 3 meses' },
    sortOrder: 3,
  },
]
