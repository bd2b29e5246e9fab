/**
 * Spanish: the opportunity page. Hero, how it works (benefits), earnings, requirements and FAQ are editable
 * content (app/domain/content); the call to action is here.
 */
const opportunity = {
  meta: {
    title: 'La oportunidad de negocio de mensajería | Courier Network',
    description:
      'Cómo funciona la oportunidad de negocio de mensajería: tres pasos para empezar, ingresos estimados, lo que necesita para comenzar y respuestas a preguntas frecuentes.',
  },
  stepLabel: 'Paso {{number}}',
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
