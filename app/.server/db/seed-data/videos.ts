import type { SeedVideo } from './types'

/**
 * The 8 videos (marketing-site spec §3): ids 2, 3, 4, 6, 7, 8, 9, 10; tutorials are 4, 6 and 10.
 * The YouTube ids are PLACEHOLDERS ('PLACEHOLD' + two-digit video id, 11 characters like a real
 * id): staff replace them with the real uploads on the admin's Videos screen.
 */
const youtube = (id: string) => ({ provider: 'youtube' as const, providerVideoId: id })
const thumb = (id: number) => `/images/videos/video-${id}.svg`

export const featuredVideoId = 2
export const tutorialVideoIds = [4, 6, 10]

export const videos: SeedVideo[] = [
  {
    id: 2,
    title: {
      en: 'Business Overview: Your Courier Business in a Box',
      es: 'Presentación: su negocio de mensajería llave en mano',
    },
    description: {
      en: 'See how the business-in-a-box program works and everything included to launch your own local courier company.',
      es: 'Descubra cómo funciona el programa de negocio llave en mano y todo lo que incluye para lanzar su propia empresa de mensajería local.',
    },
    thumbnailUrl: thumb(2),
    ...youtube('PLACEHOLD02'),
    duration: '1:48',
    category: 'business',
    sortOrder: 1,
  },
  {
    id: 3,
    title: { en: 'How to Get Started', es: 'Cómo empezar' },
    description: {
      en: 'From application to first delivery: the steps to get your courier business running in about two weeks.',
      es: 'De la solicitud a la primera entrega: los pasos para poner en marcha su negocio de mensajería en unas dos semanas.',
    },
    thumbnailUrl: thumb(3),
    ...youtube('PLACEHOLD03'),
    duration: '3:12',
    category: 'business',
    sortOrder: 2,
  },
  {
    id: 4,
    title: { en: 'Tutorial: Using the Driver App', es: 'Tutorial: cómo usar la aplicación del conductor' },
    description: {
      en: 'Learn how to accept jobs, navigate to pickups and capture signatures and photo proof of delivery in the driver app.',
      es: 'Aprenda a aceptar trabajos, llegar a los puntos de recogida y registrar firmas y fotos como prueba de entrega en la aplicación del conductor.',
    },
    thumbnailUrl: thumb(4),
    ...youtube('PLACEHOLD04'),
    duration: '4:05',
    category: 'tutorial',
    sortOrder: 3,
  },
  {
    id: 6,
    title: { en: 'Tutorial: Dispatching Orders', es: 'Tutorial: cómo despachar pedidos' },
    description: {
      en: 'A walkthrough of the dispatch board: create orders, assign drivers and track every delivery in real time.',
      es: 'Un recorrido por el panel de despacho: cree pedidos, asigne conductores y siga cada entrega en tiempo real.',
    },
    thumbnailUrl: thumb(6),
    ...youtube('PLACEHOLD06'),
    duration: '5:27',
    category: 'tutorial',
    sortOrder: 4,
  },
  {
    id: 7,
    title: { en: 'Understanding Your Earnings', es: 'Cómo se generan sus ingresos' },
    description: {
      en: 'A realistic look at how operators earn, from single-vehicle routes to multi-vehicle fleets and dropbox programs.',
      es: 'Una mirada realista a cómo ganan dinero los operadores, desde rutas con un solo vehículo hasta flotas de varios vehículos y programas de buzones.',
    },
    thumbnailUrl: thumb(7),
    ...youtube('PLACEHOLD07'),
    duration: '2:36',
    category: 'business',
    sortOrder: 5,
  },
  {
    id: 8,
    title: { en: 'Operator Success Story', es: 'Historia de éxito de un operador' },
    description: {
      en: 'Meet an operator who turned one vehicle into a growing delivery company serving medical offices and law firms.',
      es: 'Conozca a un operador que convirtió un solo vehículo en una empresa de entregas en crecimiento que atiende a consultorios médicos y bufetes de abogados.',
    },
    thumbnailUrl: thumb(8),
    ...youtube('PLACEHOLD08'),
    duration: '4:41',
    category: 'business',
    sortOrder: 6,
  },
  {
    id: 9,
    title: {
      en: 'Winning Local Business Clients',
      es: 'Cómo conseguir clientes empresariales locales',
    },
    description: {
      en: 'Proven ways to market your courier service to pharmacies, clinics, law offices and retailers in your area.',
      es: 'Estrategias comprobadas para promocionar su servicio de mensajería entre farmacias, clínicas, despachos de abogados y comercios de su zona.',
    },
    thumbnailUrl: thumb(9),
    ...youtube('PLACEHOLD09'),
    duration: '3:54',
    category: 'business',
    sortOrder: 7,
  },
  {
    id: 10,
    title: {
      en: 'Tutorial: Managing Customers in the CRM',
      es: 'Tutorial: gestión de clientes en el CRM',
    },
    description: {
      en: 'Add customers, log calls and follow up on quotes so no lead slips through the cracks.',
      es: 'Registre clientes, anote sus llamadas y dé seguimiento a las cotizaciones para que no se le escape ningún cliente potencial.',
    },
    thumbnailUrl: thumb(10),
    ...youtube('PLACEHOLD10'),
    duration: '6:18',
    category: 'tutorial',
    sortOrder: 8,
  },
]
