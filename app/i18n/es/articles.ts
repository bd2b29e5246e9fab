/** Español: las historias de éxito y el blog (issue #33). */
export default {
  stories: {
    title: 'Historias de éxito',
    intro:
      'Cómo los operadores de Courier Network crearon sus negocios de entregas, en sus propias palabras.',
    empty: 'Todavía no hay historias de éxito. Vuelva pronto.',
    back: 'Todas las historias de éxito',
    feed: 'Historias de éxito (RSS)',
  },
  blog: {
    title: 'Blog',
    intro: 'Noticias, consejos e ideas para dirigir un negocio de entregas.',
    empty: 'Todavía no hay publicaciones. Vuelva pronto.',
    back: 'Todas las publicaciones',
    feed: 'Blog (RSS)',
  },
  published: 'Publicado el {{date}}',
  about: 'Sobre {{operator}}',
  readMore: 'Leer «{{title}}»',
  subscribe: 'Seguir por RSS',
  notFoundTitle: 'Página no encontrada',
  preview: {
    draft: 'Vista previa de un borrador: los visitantes no pueden ver esta página.',
    scheduled: 'Vista previa: esta entrada se publica el {{date}}; los visitantes no pueden verla antes.',
  },
}
