import { plainToRichText as rich } from '../rich-text/document'
import type { SiteContent } from './sections'

/** The content a new site starts with, in Spanish (seeded into content_sections). */
export const contentEs: SiteContent = {
  home: {
    hero: {
      title: 'Tenga su propio negocio de mensajería',
      subtitle: 'Únase a una red creciente de operadores independientes de mensajería',
      earnings: 'Gane de $4,000 a $6,000+ al mes',
      backgroundImage: '',
    },
    features: {
      title: '¿Por qué elegir nuestra oportunidad de negocio de mensajería?',
      description:
        'Todo lo que necesita para crear una empresa local de entregas rentable a su manera, con un sistema probado que lo respalda.',
      items: [
        {
          title: 'Horario flexible',
          description:
            'Trabaje en el horario que le convenga: mañanas, tardes, entre semana o fines de semana. Usted decide cuándo funciona su negocio.',
        },
        {
          title: 'Crecimiento ilimitado',
          description:
            'Empiece con un vehículo y sume conductores, rutas y buzones a medida que crece su lista de clientes empresariales.',
        },
        {
          title: 'Libertad financiera',
          description:
            'Conserve el 80% de los ingresos y genere ganancias que premian su propio esfuerzo, no el de otra persona.',
        },
        {
          title: 'Equilibrio entre trabajo y vida',
          description:
            'Construya un negocio que se adapte a su vida, con tiempo para su familia y para lo que más le importa.',
        },
      ],
    },
    testimonials: {
      title: 'Lo que dicen nuestros operadores',
      items: [1, 2, 3],
    },
    callToAction: {
      title: '¿Listo para iniciar su negocio de mensajería?',
      description:
        'Únase a los operadores independientes de las principales áreas metropolitanas de EE. UU. que están creando su propia empresa de entregas con nuestro negocio llave en mano.',
      buttonText: 'Comience hoy mismo',
    },
  },
  opportunity: {
    hero: {
      title: 'La oportunidad de negocio de mensajería',
      description:
        'Lance su propia empresa de mensajería con un sistema probado, la tecnología para gestionarla y un equipo que lo apoya las 24 horas, los 7 días de la semana.',
      video: 2,
    },
    benefits: {
      title: 'Cómo funciona',
      items: [
        {
          title: 'Constituya su empresa',
          description: 'Creamos su empresa y preparamos todo lo que necesita para operar legalmente.',
          features: [
            'Constitución de la LLC y número EIN',
            'Orientación sobre licencias comerciales',
            'Referencias de seguros comerciales',
          ],
        },
        {
          title: 'Capacítese y equípese',
          description: 'Aprenda el sistema paso a paso y lance su marca en internet.',
          features: [
            'Capacitación paso a paso para operadores',
            'Su propio sitio web y página de reservas',
            'Software de despacho y aplicación para conductores',
          ],
        },
        {
          title: 'Empiece a entregar y a crecer',
          description: 'Atienda a empresas locales y crezca a su propio ritmo.',
          features: [
            'Kit de marketing para conseguir clientes locales',
            'Conserve el 80% de los ingresos',
            'Soporte para operadores 24/7',
          ],
        },
      ],
    },
    earnings: {
      title: 'Potencial de ingresos',
      subtitle: 'Lo que suelen ganar los operadores, según cómo gestionen su negocio.',
      items: [
        { title: 'Un solo vehículo', amount: '$4,000 - $6,000/mes', text: 'Un operador, un vehículo.' },
        {
          title: 'Varios vehículos',
          amount: '$8,000 - $15,000+/mes',
          text: 'Sume vehículos y conductores a medida que crece su cartera de clientes.',
        },
        {
          title: 'Programa de buzones',
          amount: '$1,000+/mes',
          text: 'Ingresos adicionales por cada buzón que atienda.',
        },
      ],
      disclaimer:
        '*Las cifras de ingresos son estimaciones, no garantías. Los resultados reales dependen de su mercado, de la cantidad de vehículos que opere, de los clientes que atienda y del esfuerzo que dedique.',
    },
    requirements: {
      title: 'Lo que necesita',
      items: [
        {
          title: 'Vehículo',
          details: [
            'Un automóvil, SUV, minivan o furgoneta de carga confiable',
            'Una licencia de conducir vigente y un buen historial de manejo',
            'Seguro de auto (cobertura comercial antes de su primera entrega)',
          ],
        },
        {
          title: 'Elementos del negocio',
          details: [
            'Un teléfono inteligente (iOS o Android) para la aplicación del conductor',
            'Una computadora o tableta para gestionar pedidos y facturas',
            'Una cuenta bancaria comercial para recibir pagos',
          ],
        },
        {
          title: 'Tiempo',
          details: [
            'Medio tiempo: unas 20 horas por semana para empezar',
            'Tiempo completo: crezca con más vehículos y conductores',
            'Algunas horas para la incorporación y la capacitación',
          ],
        },
      ],
    },
    faq: {
      title: 'Preguntas frecuentes',
      items: [
        {
          question: '¿Cuánto cuesta empezar?',
          answer: rich(
            'La inversión inicial comienza en $1000 US. Cubre la constitución de su empresa, su plataforma tecnológica y sus materiales de marketing. Pregunte por las ofertas vigentes durante su consulta gratuita.',
          ),
        },
        {
          question: '¿Cuánto puedo ganar?',
          answer: rich(
            'Los operadores con un solo vehículo suelen ganar de $4,000 a $6,000 al mes; con varios vehículos, de $8,000 a $15,000+ al mes, y cada buzón puede sumar $1,000+ al mes. Los ingresos no están garantizados: dependen de su mercado, de su esfuerzo y de los clientes que atienda.',
          ),
        },
        {
          question: '¿Necesito experiencia en mensajería?',
          answer: rich(
            'No. Nuestra capacitación cubre el despacho, los precios, la atención al cliente y el marketing, así que puede empezar aunque nunca haya tenido un negocio de entregas.',
          ),
        },
        {
          question: '¿Cuánto tiempo se tarda en empezar?',
          answer: rich(
            'La mayoría de los operadores quedan listos para hacer sus primeras entregas en aproximadamente una semana.',
          ),
        },
        {
          question: '¿En qué zonas trabajan?',
          answer: rich(
            'Nuestros operadores trabajan en las principales áreas metropolitanas de EE. UU., entre ellas Nueva York, Los Ángeles, Chicago, Houston, Miami, Atlanta, Dallas, Phoenix, Las Vegas y Richmond. Contáctenos para confirmar la disponibilidad en su ciudad.',
          ),
        },
        {
          question: '¿Qué parte de los ingresos conservo?',
          answer: rich('Usted conserva el 80% de los ingresos de cada entrega que realiza.'),
        },
        {
          question: '¿Qué apoyo recibiré?',
          answer: rich(
            'Recibe capacitación paso a paso, un kit de marketing y acceso a nuestro equipo de soporte las 24 horas, los 7 días de la semana. Respondemos todas las preguntas en un plazo de 24 horas.',
          ),
        },
      ],
    },
  },
  videos: {
    featured: {
      title: 'Presentación destacada',
      description:
        'Vea nuestra presentación del negocio para conocer cómo funciona el negocio de mensajería llave en mano y todo lo que incluye.',
      videoUrl: 'https://www.youtube-nocookie.com/embed/PLACEHOLD02',
    },
    categories: {
      title: 'Explorar por categoría',
      items: [
        { id: 'all', label: 'Todos los videos' },
        { id: 'business', label: 'Videos de negocio' },
        { id: 'tutorial', label: 'Videos tutoriales' },
      ],
    },
  },
  products: {
    hero: {
      title: 'Materiales de marketing y equipamiento',
      description:
        'Kits de marketing profesionales, ropa con su marca y buzones para promocionar y hacer crecer su negocio de mensajería.',
    },
    categories: {
      title: 'Categorías',
      items: [
        { id: 'all', label: 'Todos los productos' },
        { id: 'marketing', label: 'Marketing' },
        { id: 'apparel', label: 'Ropa' },
        { id: 'equipment', label: 'Equipamiento' },
      ],
    },
  },
  contact: {
    hero: {
      title: 'Contáctenos',
      description:
        '¿Listo para iniciar su negocio de mensajería o tiene alguna pregunta? Envíenos un mensaje y un representante se comunicará con usted en breve.',
    },
    form: {
      title: 'Envíenos un mensaje',
      fields: {
        firstName: 'Nombre',
        lastName: 'Apellido',
        email: 'Correo electrónico',
        confirmEmail: 'Confirme su correo electrónico',
        phone: 'Teléfono',
        city: 'Ciudad',
        state: 'Estado',
        experience: 'Experiencia en entregas',
        hasVehicle: 'Tengo un vehículo confiable',
        message: 'Mensaje',
        referralCode: 'Código de referido',
      },
    },
  },
}
