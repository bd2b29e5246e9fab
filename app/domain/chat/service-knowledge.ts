import type { Lang } from '../routing/locale'
import type { KnowledgeBase } from './matcher'

/**
 * The service chat on /service (network-site.md §2.15 and §9): seven topics, with the section's
 * facts (12 dollars base fare plus 2 per mile; three ways to order; the 15 South Florida cities;
 * business accounts; the service hours; becoming an operator). Topics are listed most specific
 * first: a tie goes to the earlier one (see matcher.ts). `{{phone}}` and `{{email}}` are filled from
 * the site settings (the service phone and the support e-mail).
 */
export const serviceTopicIds = [
  'price',
  'order',
  'business',
  'operator',
  'hours',
  'area',
  'greeting',
] as const
export type ServiceTopicId = (typeof serviceTopicIds)[number]

const en: KnowledgeBase<ServiceTopicId> = {
  topics: [
    {
      id: 'price',
      keywords: [
        'price',
        'prices',
        'pricing',
        'cost',
        'costs',
        'how much',
        'rate',
        'rates',
        'fare',
        'quote',
        'estimate',
        'charge',
        'per mile',
        'fee',
      ],
      response:
        'Deliveries cost a $12 base fare plus $2 per mile. Use our price calculator for an instant estimate; rush delivery, scheduled windows, signature and photo proof are extra.',
      followUp: ['order', 'area', 'business'],
    },
    {
      id: 'order',
      keywords: [
        'order',
        'orders',
        'book',
        'booking',
        'place',
        'schedule',
        'request',
        'send a package',
        'pickup',
        'pick up',
        'ship',
      ],
      response:
        'You can order three ways: in our mobile app (iOS and Android), with the online booking form, or by phone at {{phone}}.',
      followUp: ['price', 'hours', 'area'],
    },
    {
      id: 'business',
      keywords: [
        'business',
        'businesses',
        'account',
        'accounts',
        'company',
        'corporate',
        'volume',
        'recurring',
        'register',
        'registration',
        'invoice',
      ],
      response:
        'We serve professional offices, healthcare, design showrooms and wholesale suppliers. Register your business for an account with recurring deliveries and volume pricing.',
      followUp: ['price', 'order', 'hours'],
    },
    {
      id: 'operator',
      keywords: [
        'operator',
        'operators',
        'driver',
        'drivers',
        'job',
        'jobs',
        'work',
        'career',
        'apply',
        'join',
        'own business',
        'franchise',
      ],
      response:
        'Become an independent courier operator: keep an 80% revenue split with a $1,250 all-inclusive business package. Apply online and we will answer within 24 hours.',
      followUp: ['area', 'hours', 'price'],
    },
    {
      id: 'hours',
      keywords: [
        'hours',
        'hour',
        'open',
        'opening',
        'close',
        'closed',
        'when',
        'weekend',
        'saturday',
        'sunday',
        'time',
      ],
      response: 'We are open {{hours}}.',
      followUp: ['order', 'price', 'area'],
    },
    {
      id: 'area',
      keywords: [
        'area',
        'areas',
        'where',
        'city',
        'cities',
        'zip',
        'zip code',
        'serve',
        'cover',
        'coverage',
        'location',
        'miami',
        'fort lauderdale',
        'boca raton',
        'west palm beach',
        'south florida',
      ],
      response:
        'We deliver across South Florida: Miami, Fort Lauderdale, West Palm Beach, Hollywood, Pembroke Pines, Coral Springs, Miramar, Davie, Plantation, Sunrise, Pompano Beach, Deerfield Beach, Boca Raton, Delray Beach and Boynton Beach.',
      followUp: ['price', 'order', 'hours'],
    },
    {
      id: 'greeting',
      keywords: ['hi', 'hello', 'hey', 'greetings', 'good morning', 'good afternoon', 'good evening'],
      response: 'Hello! How can I help with your delivery today?',
      followUp: ['price', 'order', 'area'],
    },
  ],
  questions: {
    price: 'How much does a delivery cost?',
    order: 'How do I place an order?',
    business: 'Do you offer business accounts?',
    operator: 'How can I become an operator?',
    hours: 'What are your hours?',
    area: 'Which areas do you serve?',
  },
  welcome: {
    text: 'Hi! I can help with prices, ordering, service areas and hours. What do you need?',
    suggestions: ['price', 'order', 'area', 'hours'],
  },
  noMatch: {
    text: "I'm not sure I can help with that. Please call us at {{phone}} or email {{email}} and our team will help you.",
    followUp: ['price', 'order', 'area'],
  },
}

const es: KnowledgeBase<ServiceTopicId> = {
  topics: [
    {
      id: 'price',
      keywords: [
        'precio',
        'precios',
        'costo',
        'costos',
        'cuesta',
        'cuánto',
        'tarifa',
        'tarifas',
        'cotización',
        'presupuesto',
        'estimado',
        'cobran',
        'por milla',
      ],
      response:
        'Las entregas cuestan una tarifa base de 12 dólares más 2 dólares por milla. Use nuestra calculadora de precios para un estimado al instante; la entrega urgente, las franjas programadas, la firma y la foto de entrega tienen un costo adicional.',
      followUp: ['order', 'area', 'business'],
    },
    {
      id: 'order',
      keywords: [
        'pedido',
        'pedidos',
        'pedir',
        'ordenar',
        'orden',
        'reservar',
        'solicitar',
        'hago',
        'enviar un paquete',
        'recogida',
        'recoger',
        'enviar',
      ],
      response:
        'Puede pedir de tres maneras: en nuestra aplicación móvil (iOS y Android), con el formulario de reserva en línea o por teléfono al {{phone}}.',
      followUp: ['price', 'hours', 'area'],
    },
    {
      id: 'business',
      keywords: [
        'empresa',
        'empresas',
        'negocio',
        'negocios',
        'cuenta',
        'cuentas',
        'corporativo',
        'volumen',
        'recurrente',
        'recurrentes',
        'registrar',
        'registro',
        'factura',
      ],
      response:
        'Atendemos a despachos profesionales, el sector salud, salas de exhibición de diseño y mayoristas. Registre su empresa para abrir una cuenta con entregas recurrentes y precios por volumen.',
      followUp: ['price', 'order', 'hours'],
    },
    {
      id: 'operator',
      keywords: [
        'operador',
        'operadores',
        'conductor',
        'conductores',
        'trabajo',
        'empleo',
        'trabajar',
        'carrera',
        'postular',
        'unirme',
        'propio negocio',
        'franquicia',
      ],
      response:
        'Conviértase en operador de mensajería independiente: quédese con el 80 % de los ingresos con un paquete de negocio todo incluido de 1.250 dólares. Postúlese en línea y le responderemos en menos de 24 horas.',
      followUp: ['area', 'hours', 'price'],
    },
    {
      id: 'hours',
      keywords: [
        'horario',
        'horarios',
        'hora',
        'horas',
        'abierto',
        'abren',
        'cierran',
        'cerrado',
        'cuándo',
        'fin de semana',
        'sábado',
        'domingo',
      ],
      response: 'Nuestro horario de atención: {{hours}}.',
      followUp: ['order', 'price', 'area'],
    },
    {
      id: 'area',
      keywords: [
        'zona',
        'zonas',
        'área',
        'áreas',
        'dónde',
        'ciudad',
        'ciudades',
        'código postal',
        'cubren',
        'cobertura',
        'atienden',
        'ubicación',
        'miami',
        'fort lauderdale',
        'boca raton',
        'west palm beach',
        'sur de florida',
      ],
      response:
        'Hacemos entregas en todo el sur de Florida: Miami, Fort Lauderdale, West Palm Beach, Hollywood, Pembroke Pines, Coral Springs, Miramar, Davie, Plantation, Sunrise, Pompano Beach, Deerfield Beach, Boca Raton, Delray Beach y Boynton Beach.',
      followUp: ['price', 'order', 'hours'],
    },
    {
      id: 'greeting',
      keywords: ['hola', 'buenas', 'buenos días', 'buenas tardes', 'buenas noches', 'saludos', 'hi', 'hello'],
      response: '¡Hola! ¿Cómo puedo ayudarle con su entrega hoy?',
      followUp: ['price', 'order', 'area'],
    },
  ],
  questions: {
    price: '¿Cuánto cuesta una entrega?',
    order: '¿Cómo hago un pedido?',
    business: '¿Ofrecen cuentas para empresas?',
    operator: '¿Cómo puedo ser operador?',
    hours: '¿Cuál es su horario?',
    area: '¿En qué zonas atienden?',
  },
  welcome: {
    text: '¡Hola! Puedo ayudarle con precios, pedidos, zonas de servicio y horarios. ¿Qué necesita?',
    suggestions: ['price', 'order', 'area', 'hours'],
  },
  noMatch: {
    text: 'No estoy seguro de poder ayudarle con eso. Llámenos al {{phone}} o escríbanos a {{email}} y nuestro equipo le ayudará.',
    followUp: ['price', 'order', 'area'],
  },
}

export const serviceKnowledge: Record<Lang, KnowledgeBase<ServiceTopicId>> = { en, es }
