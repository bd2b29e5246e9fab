import type verifyOperators from '../en/verify-operators'

/** Español: la página de verificación de las páginas de operadores. */
const verifyOperatorsEs: typeof verifyOperators = {
  testPage: {
    title: 'Página de prueba de operador | Courier Network',
    heading: 'Página de prueba de operador',
    slug: 'Slug',
    url: 'URL',
    pathname: 'Ruta',
    operators: 'Primeros operadores',
    none: 'Todavía no hay operadores.',
  },
  invalid: 'No se pudo leer esa solicitud. Vuelva a cargar la página e inténtelo de nuevo.',
  meta: { title: 'Verificación de páginas de operadores | Courier Network' },
  title: 'Verificación de páginas de operadores',
  intro:
    'Comprueba que la tabla de operadores se puede leer y escribir, y que cada operador tiene una página en /{slug}. Se ejecuta en el servidor: el operador temporal se elimina y toda la prueba se revierte.',
  run: 'Ejecutar verificación',
  running: 'Ejecutando la verificación…',
  notRun: 'Todavía no se ha ejecutado.',
  connection: {
    title: 'Estado de la conexión',
    connected: 'Conectado: {{count}} operadores leídos en {{ms}} ms.',
    failed: 'Falló la lectura de la base de datos: {{error}}',
  },
  routing: {
    title: 'Estado de las rutas',
    summary: '{{routable}} de {{total}} páginas de operadores se pueden abrir en /{slug}.',
  },
  steps: {
    read: 'Leer los operadores',
    insert: 'Insertar un operador temporal',
    remove: 'Eliminar el operador temporal',
    passed: 'Correcto',
    failed: 'Falló: {{error}}',
    skipped: 'Omitido',
  },
  table: {
    caption: 'Operadores, del más reciente al más antiguo',
    name: 'Nombre',
    contact: 'Contacto',
    area: 'Zona',
    slug: 'Slug',
    actions: 'Acciones',
    testLoad: 'Probar carga',
    testLoadLabel: 'Probar carga: {{name}}',
    openPage: 'Abrir página',
    openPageLabel: 'Abrir página: {{name}}',
    status: {
      ok: 'Accesible',
      reserved: 'Reservado por una página del sitio',
      invalid: 'No es un slug válido',
    },
  },
  details: {
    title: 'Detalles',
    empty: 'Elija Probar carga en un operador para ver lo que carga su página.',
    loaded: 'Se cargó {{name}} para /{{slug}}.',
    failed: 'No se pudo cargar el operador: {{error}}',
    notFound: 'Operador no encontrado',
    area: 'Zona atendida',
    contact: 'Contacto',
    services: 'Servicios',
    rating: 'Calificación',
    created: 'Creado',
  },
  summary: {
    title: 'Resumen',
    operators: 'Operadores',
    routable: 'Páginas accesibles',
    read: 'Lectura',
    write: 'Inserción y eliminación',
    duration: 'Duración',
    ms: '{{ms}} ms',
    passed: 'Correcto',
    failed: 'Falló',
    skipped: 'Omitido',
  },
  recommend: {
    title: 'Recomendaciones',
    readFailed:
      'No se puede leer la tabla de operadores: revise la conexión a la base de datos y ejecute las migraciones.',
    noOperators:
      'Todavía no hay operadores: agregue uno para que el directorio y las páginas de operadores tengan contenido.',
    writeFailed:
      'No se pueden escribir operadores: revise los privilegios del usuario de la base de datos y si la base de datos es de solo lectura.',
    reserved: 'El slug "{{slug}}" lo usa una página del sitio: asigne otro slug a este operador.',
    invalid: 'El slug "{{slug}}" no es válido: use solo letras minúsculas, números y guiones.',
    allGood: 'Las {{count}} páginas de operadores están listas.',
  },
}

export default verifyOperatorsEs
