/**
 * Spanish: the opportunity page. Hero, how it works (benefits), requirements and FAQ are editable
 * content (app/domain/content); the earnings claims and the call to action are here.
 */
const opportunity = {
  meta: {
    title: 'La oportunidad de negocio de mensajería | Courier Network',
    description:
      'Cómo funciona la oportunidad de negocio de mensajería: tres pasos para empezar, ingresos estimados, lo que necesita para comenzar y respuestas a preguntas frecuentes.',
  },
  stepLabel: 'Paso {{number}}',
  earnings: {
    title: 'Potencial de ingresos',
    subtitle: 'Lo que suelen ganar los operadores, según cómo gestionen su negocio.',
    single: { title: 'Un solo vehículo', amount: '$4,000 - $6,000/mes', text: 'Un operador, un vehículo.' },
    multiple: {
      title: 'Varios vehículos',
      amount: '$8,000 - $15,000+/mes',
      text: 'Sume vehículos y conductores a medida que crece su cartera de clientes.',
    },
    dropbox: {
      title: 'Programa de buzones',
      amount: '$1,000+/mes',
      text: 'Ingresos adicionales por cada buzón que atienda.',
    },
    disclaimer:
      '*Las cifras de ingresos son estimaciones, no garantías. Los resultados reales dependen de su mercado, de la cantidad de vehículos que opere, de los clientes que atienda y del esfuerzo que dedique.',
  },
  requirementsIntro: 'No necesita experiencia para empezar. Esto es lo que sí necesita:',
  callToAction: {
    title: '¿Listo para dar el siguiente paso?',
    description:
      'Inicie su negocio de mensajería con la capacitación, la tecnología y el apoyo de una red consolidada.',
    questions: '¿Preguntas? Llámenos al',
    getStarted: 'Comience hoy mismo',
    learnMore: 'Más información',
  },
}

export default opportunity
