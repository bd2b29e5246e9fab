import type en from '../en/admin-chat-topics'

/** Español: la pantalla Temas del chat, lo que saben los asistentes (issue #45 item 3). */
const adminChatTopics: typeof en = {
  title: 'Temas del chat',
  intro:
    'Lo que responden los asistentes del chat. La pregunta de un visitante recibe la respuesta del tema con más palabras clave coincidentes (en un empate gana el tema que está más arriba en la lista), en el idioma del visitante. Un tema guardado está en el próximo chat que abra un visitante. Los temas ocultos nunca se responden.',
  add: 'Añadir un tema',
  newTitle: 'Nuevo tema del chat',
  editTitle: 'Editar el tema «{{name}}»',
  groups: {
    topic: 'Tema',
    en: 'En inglés',
    es: 'En español',
  },
  fields: {
    assistant: 'Asistente',
    kind: 'Tipo de respuesta',
    key: 'Clave',
    followUp: 'Temas de seguimiento',
    keywordsEn: 'Palabras clave (inglés)',
    keywordsEs: 'Palabras clave (español)',
    questionEn: 'Pregunta sugerida (inglés)',
    questionEs: 'Pregunta sugerida (español)',
    answerEn: 'Respuesta (inglés)',
    answerEs: 'Respuesta (español)',
  },
  hints: {
    kind: 'Simple: la respuesta tal como está escrita. Ciudades: {{cities}} en la respuesta se convierte en los mercados que tienen un operador (si no hay ninguno, el chat remite al mapa). Ganancias: cada cifra en dólares necesita una afirmación con su fundamento en la pestaña Declaraciones de ingresos, y el chat añade su línea de divulgación (sin ella no indica ninguna cifra). Bienvenida y sin coincidencia: el mensaje al abrir y cuando nada coincide.',
    key: 'Un nombre corto, en minúsculas, dígitos y guiones, como costos-iniciales. Los seguimientos nombran los temas por ella.',
    followUp:
      'Las claves de los temas que se ofrecen como botones después de esta respuesta (o al abrir, para la bienvenida), separadas por comas.',
    keywords:
      'Palabras o frases, una por línea o separadas por comas. No importan las mayúsculas, los acentos ni la puntuación; una palabra clave solo coincide con palabras completas.',
    question:
      'El texto del botón de sugerencia de este tema. Si lo deja vacío, el tema nunca se ofrece como botón.',
    answer: '{{phone}}, {{email}} y {{hours}} se convierten en los datos de contacto y el horario del sitio.',
  },
  assistants: {
    main: 'Chat principal',
    service: 'Chat del servicio (/service)',
  },
  kinds: {
    plain: 'Simple',
    cities: 'Ciudades con operadores',
    earnings: 'Ganancias',
    welcome: 'Mensaje de bienvenida',
    fallback: 'Respuesta sin coincidencia',
  },
  create: 'Añadir tema',
  save: 'Guardar tema',
  cancel: 'Cancelar',
  table: {
    caption: 'Los temas del chat, en orden de coincidencia',
    position: 'Orden',
    topic: 'Tema',
    question: 'Pregunta sugerida y respuesta',
    status: 'En el chat',
    actions: 'Acciones',
    shown: 'Visible',
    hidden: 'Oculto',
    edit: 'Editar',
    editLabel: 'Editar {{name}}',
    moveUp: 'Subir',
    moveUpLabel: 'Subir {{name}}',
    moveDown: 'Bajar',
    moveDownLabel: 'Bajar {{name}}',
    hide: 'Ocultar',
    hideLabel: 'Ocultar {{name}} del chat',
    show: 'Mostrar',
    showLabel: 'Mostrar {{name}} en el chat',
    empty: 'Todavía no hay temas del chat.',
  },
  created: 'Tema «{{name}}» añadido.',
  saved: 'Tema «{{name}}» guardado.',
  hidden: '«{{name}}» está oculto en el chat.',
  shown: '«{{name}}» se muestra en el chat.',
  moved: '«{{name}}» se movió.',
  notMoved: '«{{name}}» ya está en ese extremo de la lista.',
  notFound: 'No se encontró ese tema.',
  invalid:
    'Algunos valores no son válidos: no se guardó nada. Vea los mensajes junto a los campos.',
  errors: {
    required: 'Escriba un valor.',
    tooLong: 'Es demasiado largo.',
    oneLine: 'Escríbalo en una sola línea.',
    assistant: 'Elija un asistente.',
    kind: 'Elija un tipo de respuesta.',
    key: 'Use solo minúsculas, dígitos y guiones, 40 caracteres como máximo, como costos-iniciales.',
    keyTaken: 'Este asistente ya tiene un tema con esta clave.',
    kindTaken: 'Este asistente ya tiene este mensaje: edite ese.',
    kindFixed: 'Los mensajes de bienvenida y sin coincidencia conservan su tipo.',
    keywordsRequired: 'Escriba al menos una palabra clave.',
    tooManyKeywords: 'Escriba 60 palabras clave como máximo.',
    keywordTooLong: 'Una palabra clave puede tener 80 caracteres como máximo.',
    keywordEmpty: 'Una palabra clave necesita al menos una letra o un dígito.',
    tooManyFollowUps: 'Nombre 6 temas de seguimiento como máximo.',
    followUpKey: 'Nombre los temas por sus claves, separadas por comas.',
    followUpUnknown: 'Un seguimiento no nombra ningún tema de este asistente. Revise las claves.',
    questionElsewhere:
      'Otro tema respondería esta pregunta: añada a este tema una palabra clave de ella, o suba este tema.',
    citiesPlaceholder: 'Ponga {{cities}} donde va la lista de ciudades.',
    unbackedFigure:
      'Esta respuesta indica una cifra de ganancias que ninguna afirmación respalda. Primero dé a la afirmación su fundamento en la pestaña Declaraciones de ingresos, o quite la cifra.',
  },
}

export default adminChatTopics
