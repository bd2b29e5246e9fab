/** Spanish: the Affiliate Program page (network-site.md §2.13). */
const affiliate = {
  meta: {
    title: 'Programa de afiliados: gane hasta $500 por referido | Courier Network',
    description:
      'Recomiende a futuros dueños de negocios de mensajería y gane hasta $500 por cada operador referido que se incorpore. Regístrese en el programa de afiliados en minutos.',
  },
  hero: {
    title: 'Programa de afiliados',
    subtitle: 'Gane hasta $500 por cada operador referido que se incorpore',
    description:
      '¿Conoce a alguien que quiera tener su propio negocio de mensajería? Preséntele nuestra red y reciba una recompensa cuando se convierta en operador.',
  },
  steps: {
    title: 'Cómo funciona',
    register: {
      title: 'Regístrese',
      text: 'Complete el formulario de registro de afiliados que aparece más abajo. Solo toma unos minutos.',
    },
    refer: {
      title: 'Recomiende',
      text: 'Comparta la oportunidad con amigos, clientes y seguidores que quieran tener su propio negocio.',
    },
    earn: {
      title: 'Gane',
      text: 'Reciba hasta $500 por cada persona referida que se convierta en operador.',
    },
  },
  note: 'Un referido se considera exitoso cuando la persona que usted recomendó se ha unido a la red y ha completado su incorporación como operador.',
  form: {
    title: 'Registro de afiliados',
    frameTitle: 'Formulario de registro de afiliados',
    fallback: 'Si el formulario no carga,',
    fallbackLink: 'ábralo en una pestaña nueva',
  },
  contact: {
    title: '¿Preguntas sobre el programa?',
    text: 'Escriba a nuestro equipo de afiliados a',
  },
}

export default affiliate
