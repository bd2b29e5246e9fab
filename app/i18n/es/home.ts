/**
 * Spanish: the home page. The editable sections (hero title and subtitle, features, testimonials
 * title, call to action) come from the content store (app/domain/content); these are the rest.
 */
const home = {
  offerName: 'Paquete de negocio de mensajería llave en mano',
  hero: {
    description:
      'Lance un negocio de mensajería llave en mano con configuración legal, tecnología, marketing y capacitación incluidos, y conserve el 80% de los ingresos.',
    bullets: {
      schedule: 'Fije su propio horario',
      boss: 'Sea su propio jefe',
    },
    bookConsultation: 'Reserve una consulta gratuita',
    getStarted: 'Comience ahora',
    learnMore: 'Más información',
  },
  whyJoin: {
    title: '¿Por qué unirse a nuestra red?',
    items: {
      tech: {
        title: 'Tecnología probada',
        text: 'Software de despacho, aplicación para conductores, pagos en línea y un CRM de clientes, listos desde el primer día.',
      },
      revenue: {
        title: 'Conserve el 80% de los ingresos',
        text: 'Usted conserva el 80% de cada entrega, así que sus ingresos crecen junto con su negocio.',
      },
      support: {
        title: 'Soporte 24/7',
        text: 'Capacitación, materiales de marketing y un equipo de soporte disponible a toda hora.',
      },
    },
    videoTitle: 'Cómo empezar',
    videoText:
      'Vea cómo los nuevos operadores pasan de su primera llamada con nosotros a su primera entrega.',
  },
  testimonials: {
    label: 'Testimonios de operadores',
    rating: 'Calificación: {{rating}} de 5',
    slide: '{{index}} de {{count}}',
    goTo: 'Mostrar testimonio {{index}}',
    pagination: 'Elegir testimonios',
    pause: 'Pausar la rotación',
    play: 'Reanudar la rotación',
    viewAll: 'Ver todas las reseñas',
    sampleNote: 'Testimonios de muestra, solo como ejemplo: ningún operador los escribió.',
  },
  callToAction: {
    questions: '¿Preguntas? Llámenos al',
    learnMore: 'Más información',
  },
}

export default home
