import type launchChecklist from '../en/launch-checklist'

/** Español: la lista de verificación para el lanzamiento. */
const launchChecklistEs: typeof launchChecklist = {
  invalid: 'No se pudo leer esa solicitud. Vuelva a cargar la página e inténtelo de nuevo.',
  meta: { title: 'Lista de verificación para el lanzamiento | Courier Network' },
  title: 'Lista de verificación para el lanzamiento',
  intro: 'Complete cada punto antes de publicar el sitio. Los puntos críticos van primero.',
  progressLabel: 'Progreso del lanzamiento',
  percent: '{{percent}}% completado',
  completedOf: '{{done}} de {{total}} puntos completados',
  critical: 'Crítico',
  recommended: 'Recomendado',
  verification: 'Cómo verificarlo:',
  done: 'Hecho',
  notDone: 'Pendiente',
  items: {
    dns: {
      title: 'Dominio y DNS',
      description:
        'Apunte el dominio al servidor (registros A/AAAA o CNAME) y redirija www a la dirección principal.',
      verification:
        'Abra el dominio desde un teléfono con datos móviles. La propagación de DNS tarda de 24 a 48 horas.',
    },
    files: {
      title: 'Archivos del sitio publicados',
      description:
        'Publique la última versión de producción; las migraciones de la base de datos se ejecutan al arrancar.',
      verification: 'Abra /healthz y /readyz en el dominio publicado: ambos responden "ok".',
    },
    ssl: {
      title: 'Certificado SSL',
      description: 'Sirva cada página por HTTPS con un certificado válido y redirija HTTP a HTTPS.',
      verification: 'El navegador muestra el candado en la página de inicio, y http:// redirige a https://.',
    },
    testing: {
      title: 'Pruebas',
      description:
        'Pruebe los recorridos principales (formulario de contacto, compra en la tienda, páginas de operadores, administración) en Chrome, Firefox, Safari y Edge, en computadora y en teléfono.',
      verification: 'Cada recorrido se completa en cada navegador sin errores.',
    },
    seo: {
      title: 'SEO',
      description:
        'Títulos y descripciones de las páginas, el mapa del sitio y robots.txt, y el sitio registrado en los buscadores.',
      verification:
        'Ejecute Lighthouse en la página de inicio: las puntuaciones de SEO y rendimiento superan el 90%.',
    },
    security: {
      title: 'Seguridad',
      description:
        'Cambie la primera contraseña de administración, configure SESSION_SECRET, revise las cuentas del personal y haga una copia de seguridad de la base de datos.',
      verification:
        'Solo el personal actual tiene cuenta, y se ha restaurado una copia de seguridad una vez como prueba.',
    },
    monitoring: {
      title: 'Monitoreo',
      description:
        'Comprobaciones de disponibilidad en /healthz, alertas ante errores en los registros y analítica cuando los visitantes lo consientan.',
      verification: 'Una alerta de prueba llega al equipo, y el panel de analítica muestra visitas.',
    },
  },
  check: {
    title: 'Revisión automática: marcadores de posición aún visibles',
    intro:
      'Se lee de los datos actuales cada vez que se carga esta página: corrija un punto en la administración y aquí se pone en verde.',
    allClear:
      'No queda ningún marcador de posición: todos los datos de contacto, enlaces, videos y ajustes parecen reales.',
    ok: 'Correcto',
    toFix: '{{count}} por corregir',
    fix: 'Corregir',
    groups: {
      settings: 'Datos de contacto y enlaces',
      content: 'Contenido del sitio',
      videos: 'Videos',
      adminPassword: 'Contraseña del primer administrador',
      env: 'Configuración de producción',
      operators: 'Operadores publicados',
      samples: 'Operadores, reseñas, testimonios y artículos de muestra',
      earningsClaims: 'Declaraciones de ingresos',
    },
    problems: {
      empty: 'vacío',
      exampleDomain: 'un dominio de ejemplo ({{value}})',
      fictionalPhone: 'un número ficticio 555-01xx ({{value}})',
      seeded: 'sigue siendo el valor de muestra ({{value}})',
    },
    setting: '{{field}}: {{problem}}',
    content:
      '{{place}} copia {{detail}} ("{{text}}"): escriba su marcador para que siga la Configuración del sitio.',
    details: {
      phone: 'un teléfono',
      email: 'un correo electrónico',
      address: 'una dirección postal',
      hours: 'una hora',
    },
    video: '"{{title}}" reproduce un identificador de video de muestra ({{id}})',
    adminPassword: 'La primera cuenta ({{email}}) conserva la contraseña con la que se creó.',
    env: '{{name}} no está definida en el servidor (defínala en el entorno y reinicie).',
    operators: 'Ningún operador tiene todavía una página publicada.',
    sampleReviews:
      '{{name}}: la valoración, el número de reseñas y los testimonios son de muestra y nadie los escribió. Introduzca los reales o bórrelos.',
    sampleArticle: {
      story:
        'La historia de éxito «{{title}}» es un ejemplo que nadie escribió. Elimínela o reemplácela por una real.',
      post: 'La publicación del blog «{{title}}» es un ejemplo que nadie escribió. Elimínela o reemplácela por una real.',
    },
    sampleOperator:
      'El operador «{{name}}» es de muestra: su correo o su teléfono es un ejemplo que no llega a nadie. Dele datos de contacto reales, o elimínelo.',
    unbackedFigure:
      'La cifra {{figure}} aparece en {{place}} y ninguna declaración de ingresos del registro la respalda. Registre su declaración, o quite la cifra de la página.',
    sampleTestimonial:
      'El testimonio de "{{name}}" en la página de inicio es de muestra y nadie lo escribió. Quítelo de la página de inicio o sustitúyalo por uno real.',
    earningsClaim: {
      incompleteBasis:
        'La declaración de ingresos "{{figure}}" no tiene una base completa (período, operadores abarcados y que la alcanzaron, dónde, qué los distingue, justificación): el sitio no puede mostrarla así.',
      reviewDue:
        'La fecha de revisión de la declaración de ingresos "{{figure}}" ya pasó: revise su base y guárdela de nuevo.',
    },
  },
  launch: {
    title: 'Lanzar el sitio',
    notLaunched:
      'El sitio se está preparando: cada página pública muestra un aviso que lo dice y pide a los buscadores que no la indexen.',
    intro:
      'Al lanzarlo se quita el aviso y los buscadores pueden indexar el sitio. Se rechaza mientras algo que el público tomaría por cierto siga siendo una muestra o un marcador de posición.',
    blockersTitle: 'Antes de lanzar el sitio ({{count}} por corregir):',
    clear: 'Nada impide lanzar el sitio.',
    advice:
      'La primera contraseña y la configuración del servidor de arriba son consejos: no detienen el lanzamiento.',
    button: 'Lanzar el sitio',
    refused: 'El sitio no se lanzó. Corrija antes cada punto de abajo:',
    launchedNow: 'El sitio está lanzado: el aviso y el noindex ya no están en ninguna página pública.',
    launched: 'El sitio está en línea desde {{at}} (lo lanzó {{by}}).',
    unlaunchIntro:
      'Volver a la preparación muestra de nuevo el aviso en cada página pública y pide a los buscadores que no las indexen.',
    unlaunch: 'Volver a la preparación',
    unlaunched:
      'El sitio ha vuelto a la preparación: el aviso y el noindex están de nuevo en cada página pública.',
    history: 'Historial de lanzamiento',
    actions: { launch: 'Lanzado', unlaunch: 'Vuelta a la preparación' },
    historyEntry: '{{action}}: {{at}}, {{by}}',
  },
  notes: {
    title: 'Notas importantes',
    dns: 'La propagación de DNS tarda de 24 a 48 horas: tenga esto en cuenta al fijar la fecha de lanzamiento.',
    critical: 'Complete todos los puntos críticos antes de anunciar el sitio.',
    lighthouse: 'Procure puntuaciones de Lighthouse superiores al 90% en rendimiento, accesibilidad y SEO.',
    backup: 'Guarde una copia de seguridad de la base de datos fuera del servidor.',
  },
}

export default launchChecklistEs
