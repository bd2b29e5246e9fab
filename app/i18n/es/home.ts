/** Spanish: the home page. */
const home = {
  hero: {
    title: 'Tenga su propio negocio de mensajería',
    subtitle: 'Únase a una red creciente de operadores independientes de mensajería',
    description:
      'Lance un negocio de mensajería llave en mano con configuración legal, tecnología, marketing y capacitación incluidos, y conserve el 80% de los ingresos.',
    bullets: {
      schedule: 'Fije su propio horario',
      earnings: 'Gane de $4,000 a $6,000+ al mes',
      boss: 'Sea su propio jefe',
    },
    bookConsultation: 'Reserve una consulta gratuita',
    getStarted: 'Comience ahora',
    learnMore: 'Más información',
    videoTitle: 'Video de presentación del negocio',
  },
}

export default home
