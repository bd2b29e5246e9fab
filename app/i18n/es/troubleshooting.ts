/** Spanish: the connectivity help page (network-site.md §2.19). */
const troubleshooting = {
  meta: {
    title: 'Solución de problemas de conexión | Courier Network',
    description:
      'Ayuda paso a paso cuando el sitio web de Courier Network no carga: causas frecuentes, pasos para computadora y teléfono, ajustes del navegador y cuándo llamar a su proveedor de internet.',
  },
  title: 'Solución de problemas',
  intro:
    '¿Tiene problemas para cargar este sitio o algunas de sus páginas? Siga los pasos a continuación: la mayoría de los problemas de conexión se resuelven en pocos minutos.',
  causes: {
    title: 'Causas frecuentes',
    items: [
      'Una conexión a internet lenta o inestable',
      'Datos antiguos guardados por su navegador (caché y cookies)',
      'Extensiones del navegador, como los bloqueadores de anuncios',
      'Software de seguridad, un cortafuegos o una VPN que bloquean el sitio',
      'Un navegador desactualizado',
      'Un problema temporal de su proveedor de internet o de nuestros servidores',
    ],
  },
  desktop: {
    title: 'En una computadora',
    steps: [
      'Vuelva a cargar la página (Ctrl+R, o Cmd+R en una Mac).',
      'Compruebe si cargan otros sitios web. Si no carga ninguno, reinicie su módem y su router.',
      'Borre la caché y las cookies de su navegador (vea abajo los pasos para su navegador).',
      'Abra el sitio en una ventana privada o de incógnito para descartar las extensiones.',
      'Actualice su navegador a la versión más reciente.',
      'Reinicie su computadora.',
    ],
  },
  mobile: {
    title: 'En un teléfono o una tableta',
    steps: [
      'Alterne entre Wi-Fi y datos móviles para ver si alguna de las dos conexiones funciona.',
      'Active el modo avión, espere unos segundos y desactívelo.',
      'Cierre por completo la aplicación del navegador y vuelva a abrirla.',
      'Borre la caché y los datos de sitios web del navegador.',
      'Actualice la aplicación del navegador y el sistema operativo de su dispositivo.',
      'Reinicie su dispositivo.',
    ],
  },
  browsers: {
    title: 'Pasos según el navegador',
    chrome: {
      title: 'Google Chrome',
      steps: [
        'Abra el menú (⋮) y elija Eliminar datos de navegación.',
        'Seleccione "Cookies y otros datos de sitios" e "Imágenes y archivos almacenados en caché", y elija Eliminar datos.',
        'Abra Extensiones y desactívelas una por una para encontrar la que bloquea el sitio.',
      ],
    },
    firefox: {
      title: 'Mozilla Firefox',
      steps: [
        'Abra el menú (☰) y elija Ajustes y luego Privacidad y seguridad.',
        'En "Cookies y datos del sitio", elija Limpiar datos.',
        'Para descartar los complementos, reinicie en el modo de solución de problemas: menú, Ayuda, Modo de solución de problemas.',
      ],
    },
    safari: {
      title: 'Safari',
      steps: [
        'En una Mac: Safari, Ajustes, Privacidad, Gestionar datos de sitios web, y elimine los datos de este sitio.',
        'En un iPhone o iPad: Ajustes, Safari, Borrar historial y datos de sitios web.',
        'Desactive los bloqueadores de contenido para este sitio en los ajustes de la página (el menú aA o de la página).',
      ],
    },
    edge: {
      title: 'Microsoft Edge',
      steps: [
        'Abra el menú (…) y elija Configuración y luego Privacidad, búsqueda y servicios.',
        'En "Borrar datos de exploración", elija qué borrar y luego Borrar ahora.',
        'Abra Extensiones y desactive las que puedan bloquear el sitio.',
      ],
    },
  },
  database: {
    title: 'Problemas de conexión con la base de datos y de migración',
    paragraphs: [
      'Si una página se abre pero indica que algo salió mal, o no muestra información, es posible que nuestros servidores no puedan comunicarse con la base de datos por un momento. Espere un minuto y vuelva a cargar la página.',
      'Para el personal del sitio: la dirección /readyz indica si la base de datos responde. Las actualizaciones de la base de datos (migraciones) se aplican automáticamente cuando se inicia el sitio; si un inicio falla, el registro del servidor indica la actualización o el ajuste que lo provocó.',
      'Si el problema continúa, contacte a soporte e indíquenos la hora en que ocurrió y la dirección de la página.',
    ],
  },
  security: {
    title: 'Software de seguridad',
    items: [
      'Los antivirus y programas de seguridad de internet pueden bloquear sitios que no reconocen: agregue este sitio a la lista de permitidos.',
      'Un cortafuegos en su computadora o en la red de su oficina puede bloquear la conexión: consulte a su administrador de red.',
      'Una VPN o un proxy pueden hacer más lentos o bloquear algunos sitios: desactívelos un momento para probar.',
      'Los bloqueadores de anuncios y las extensiones de privacidad pueden bloquear videos y formularios: permita este sitio.',
    ],
  },
  provider: {
    title: 'Cuándo contactar a su proveedor de internet',
    items: [
      'No carga ningún sitio web en ningún dispositivo conectado a su red.',
      'Su conexión se corta a menudo o es mucho más lenta de lo que promete su plan.',
      'Reiniciar el módem y el router no ayuda.',
      'Otras personas que usan la misma conexión tienen el mismo problema.',
    ],
  },
  help: {
    title: '¿Todavía necesita ayuda?',
    text: 'Contacte a nuestro equipo de soporte en <email>{{email}}</email> o llame al <phone>{{phone}}</phone>. Respondemos en un plazo de 24 horas.',
  },
}

export default troubleshooting
