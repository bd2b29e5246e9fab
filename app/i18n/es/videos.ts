import type en from '../en/videos'

/** Español: /videos, /videos/{id} y /secure-videos. */
const videos: typeof en = {
  meta: {
    title: 'Videos | Courier Network',
    description:
      'Vea cómo funciona el negocio de mensajería llave en mano: presentaciones, ingresos, historias de éxito y tutoriales para operadores.',
    notFoundTitle: 'Video no encontrado | Courier Network',
  },
  hero: {
    title: 'Videos del negocio',
    subtitle:
      'Descubra cómo funciona el negocio de mensajería llave en mano, escuche a los operadores y conozca las herramientas que usará cada día.',
  },
  featured: {
    label: 'Presentación destacada',
  },
  filter: {
    label: 'Filtrar videos por categoría',
    all: 'Todos los videos',
    business: 'Negocio',
    tutorial: 'Videos tutoriales',
  },
  category: {
    business: 'Negocio',
    tutorial: 'Tutorial',
  },
  gridLabel: 'Videos',
  empty: 'No se encontraron videos en esta categoría.',
  showAll: 'Ver todos los videos',
  secured: {
    title: 'Contenido protegido',
    text: 'Estos videos contienen información confidencial del negocio y requieren autenticación para verlos.',
    badge: 'Protegido',
    enterPassword: 'Introducir la contraseña',
  },
  duration: 'Duración',
  watch: 'Ver video: {{title}}',
  unlockToWatch: 'Desbloquear para ver: {{title}}',
  detail: {
    categoryLabel: 'Categoría',
    backToVideos: 'Volver a los videos',
    interest: {
      title: '¿Listo para iniciar su propio negocio de mensajería?',
      text: 'Hable con nuestro equipo sobre el negocio llave en mano: constitución legal, tecnología, marketing y capacitación incluidos.',
      contact: 'Contáctenos',
      opportunity: 'Conozca la oportunidad',
    },
    related: 'Videos relacionados',
  },
  notFound: {
    title: 'Video no encontrado',
    text: 'El video que busca no existe o ha sido eliminado.',
    back: 'Volver a los videos',
  },
  secure: {
    meta: {
      title: 'Videos protegidos | Courier Network',
      description: 'Videos tutoriales privados para los operadores de Courier Network.',
    },
    title: 'Videos protegidos',
    intro: 'Los videos tutoriales son para nuestros operadores. Introduzca la contraseña para verlos.',
    passwordLabel: 'Contraseña',
    showPassword: 'Mostrar contraseña',
    hidePassword: 'Ocultar contraseña',
    submit: 'Acceder a los videos',
    submitting: 'Comprobando...',
    incorrect: 'Contraseña incorrecta. Inténtelo de nuevo.',
    tooManyAttempts_one: 'Demasiados intentos. Inténtelo de nuevo dentro de {{count}} minuto.',
    tooManyAttempts_other: 'Demasiados intentos. Inténtelo de nuevo dentro de {{count}} minutos.',
    unlockedTitle: 'Videos tutoriales',
    unlockedIntro: 'Bienvenido de nuevo. Estos tutoriales le enseñan las herramientas que usa cada día.',
    logout: 'Cerrar sesión',
    details: 'Detalles del video: {{title}}',
  },
}

export default videos
