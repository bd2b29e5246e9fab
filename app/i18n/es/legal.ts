/**
 * Spanish: the Terms of Service and Privacy Policy (network-site.md §2.14). {{businessName}},
 * {{email}} and {{address}} come from the site settings.
 */
const legal = {
  effective: 'Fecha de entrada en vigor: 28 de febrero de 2021',
  contents: 'Contenido',
  terms: {
    meta: {
      title: 'Términos del servicio | Courier Network',
      description:
        'Los términos que se aplican cuando usa el sitio web de Courier Network, su tienda y sus formularios.',
    },
    title: 'Términos del servicio',
    sections: [
      {
        title: 'Aceptación de estos términos',
        paragraphs: [
          'Estos Términos del servicio ("Términos") rigen el uso del sitio web de {{businessName}}, incluidas sus páginas, videos, tienda y formularios (el "Sitio"). Al usar el Sitio, usted acepta estos Términos. Si no está de acuerdo, le pedimos que no use el Sitio.',
        ],
      },
      {
        title: 'Quién puede usar el Sitio',
        paragraphs: [
          'Debe tener al menos 18 años para comprar productos, enviar una solicitud o celebrar cualquier acuerdo con nosotros a través del Sitio.',
        ],
      },
      {
        title: 'La oportunidad de negocio',
        paragraphs: [
          'La información del Sitio sobre la oportunidad de negocio de mensajería, incluidos el contenido del paquete, los montos de inversión, los plazos de puesta en marcha y las estimaciones de ingresos, es información general. No constituye una oferta de venta de una franquicia ni de una oportunidad de negocio en ningún estado donde dicha oferta deba registrarse previamente, y no sustituye el contrato escrito que recibirá antes de invertir.',
        ],
      },
      {
        title: 'Aviso sobre ingresos',
        paragraphs: [
          'Las cifras de ingresos del Sitio son estimaciones basadas en la experiencia de algunos operadores. No son una promesa ni una garantía de ingresos. Sus resultados dependen de muchos factores, como su mercado, la cantidad de vehículos que opere, sus clientes, sus costos y su esfuerzo. Puede ganar menos que las cifras mostradas o perder dinero.',
        ],
      },
      {
        title: 'Pedidos y pagos',
        paragraphs: [
          'Los precios de la tienda están en dólares estadounidenses. Confirmamos cada pedido por correo electrónico. Podemos cancelar un pedido si un artículo no está disponible o si su precio se mostró con un error evidente; cualquier pago de un pedido cancelado se reembolsa en su totalidad. Los costos y plazos de envío se muestran antes de realizar el pedido.',
        ],
      },
      {
        title: 'Información que nos envía',
        paragraphs: [
          'Al enviarnos un formulario, usted confirma que la información es correcta y que puede compartirla con nosotros. La usamos según se describe en nuestra Política de privacidad.',
        ],
      },
      {
        title: 'Uso aceptable',
        paragraphs: [
          'Usted se compromete a no hacer un uso indebido del Sitio: por ejemplo, intentar acceder a zonas que no son públicas, interferir en su funcionamiento, enviar mensajes no solicitados mediante sus formularios o copiar su contenido con fines comerciales.',
        ],
      },
      {
        title: 'Propiedad intelectual',
        paragraphs: [
          'Los textos, gráficos, logotipos, videos y software del Sitio pertenecen a {{businessName}} o a sus licenciantes y están protegidos por las leyes de derechos de autor y de marcas. Puede ver e imprimir páginas para su uso personal y no comercial.',
        ],
      },
      {
        title: 'Enlaces y servicios de terceros',
        paragraphs: [
          'El Sitio enlaza e integra servicios de otras empresas, como reproductores de video, páginas de reservas, formularios de registro y mapas. No somos responsables de su contenido ni de sus prácticas; se aplican sus propios términos y políticas.',
        ],
      },
      {
        title: 'Exclusión de garantías',
        paragraphs: [
          'El Sitio se ofrece "tal cual" y "según disponibilidad", sin garantías de ningún tipo, en la máxima medida permitida por la ley.',
        ],
      },
      {
        title: 'Limitación de responsabilidad',
        paragraphs: [
          'En la máxima medida permitida por la ley, {{businessName}} no es responsable de daños indirectos, incidentales o consecuentes derivados del uso del Sitio. Nuestra responsabilidad total por cualquier reclamación relacionada con el Sitio se limita al importe que nos haya pagado, si lo hubiera, en los doce meses anteriores a la reclamación.',
        ],
      },
      {
        title: 'Ley aplicable',
        paragraphs: [
          'Estos Términos se rigen por las leyes del estado de Florida, sin tener en cuenta sus normas sobre conflictos de leyes. Cualquier disputa se resolverá en los tribunales estatales o federales del condado de Palm Beach, Florida.',
        ],
      },
      {
        title: 'Cambios en estos términos',
        paragraphs: [
          'Podemos actualizar estos Términos periódicamente. La fecha de entrada en vigor, al principio de esta página, indica cuándo cambiaron por última vez. Si sigue usando el Sitio después de un cambio, acepta los Términos actualizados.',
        ],
      },
      {
        title: 'Contáctenos',
        paragraphs: [
          '¿Preguntas sobre estos Términos? Escríbanos a {{email}} o por correo postal a {{address}}.',
        ],
      },
    ],
  },
  privacy: {
    meta: {
      title: 'Política de privacidad | Courier Network',
      description:
        'Qué información personal recopila el sitio web de Courier Network, cómo se usa y se protege, y qué opciones tiene usted.',
    },
    title: 'Política de privacidad',
    sections: [
      {
        title: 'Introducción',
        paragraphs: [
          '{{businessName}} ("nosotros") respeta su privacidad. Esta Política de privacidad explica qué información personal recopilamos a través de este sitio web, cómo la usamos y qué opciones tiene usted.',
        ],
      },
      {
        title: 'Información que recopilamos',
        paragraphs: [
          'Información que usted nos da: su nombre, correo electrónico, teléfono, ciudad y estado, y su mensaje cuando completa un formulario de contacto, solicitud o registro, se suscribe a nuestro boletín o hace un pedido (con su dirección de envío).',
          'Información que se recopila automáticamente: como la mayoría de los sitios web, nuestros servidores registran datos técnicos como su dirección IP, el tipo de navegador y las páginas que visita, para mantener el Sitio seguro y en funcionamiento.',
        ],
      },
      {
        title: 'Cómo usamos su información',
        paragraphs: [
          'Usamos su información para responder a sus preguntas y contactarlo sobre los servicios que solicitó, procesar y enviar sus pedidos, enviarle los boletines a los que se suscribió, mantener el Sitio seguro y evitar abusos, y cumplir nuestras obligaciones legales.',
        ],
      },
      {
        title: 'Cookies',
        paragraphs: [
          'Usamos las cookies que el Sitio necesita para funcionar, por ejemplo para recordar su idioma, su carrito o que desbloqueó los videos protegidos. Las cookies de analítica o de publicidad solo se instalan cuando están habilitadas y usted las ha aceptado.',
          'Cuando llega por primera vez al Sitio guardamos, en una cookie propia llamada "ft", de dónde vino: las etiquetas de campaña del enlace que siguió (utm_source, utm_medium, utm_campaign), el nombre del sitio web que lo envió y la página a la que llegó. Se conserva 90 días y nunca se comparte con nadie; si luego completa uno de nuestros formularios, la guardamos con sus datos para saber qué campaña lo trajo, mientras conservemos esos datos.',
        ],
      },
      {
        title: 'Cómo compartimos la información',
        paragraphs: [
          'No vendemos su información personal. Solo la compartimos con proveedores que nos ayudan a operar el Sitio y nuestro negocio (como alojamiento, envío de correos y servicios de listas de correo) bajo acuerdos que la protegen, con operadores de nuestra red cuando usted pide que lo contacten por sus servicios, o cuando la ley lo exige.',
        ],
      },
      {
        title: 'Conservación de los datos',
        paragraphs: [
          'Conservamos la información personal mientras la necesitemos para los fines anteriores, o durante el tiempo que exija la ley, y luego la eliminamos o la anonimizamos.',
        ],
      },
      {
        title: 'Seguridad',
        paragraphs: [
          'Protegemos su información con medidas técnicas y organizativas, incluidas conexiones cifradas. Ningún método de transmisión o almacenamiento es totalmente seguro, pero trabajamos para proteger sus datos.',
        ],
      },
      {
        title: 'Sus opciones y derechos',
        paragraphs: [
          'Puede pedirnos ver, corregir o eliminar la información personal que tenemos sobre usted, y puede darse de baja de nuestros correos en cualquier momento con el enlace incluido en cada uno. Para hacer una solicitud, contáctenos como se indica abajo.',
        ],
      },
      {
        title: 'Privacidad de los menores',
        paragraphs: [
          'El Sitio no está dirigido a menores de 13 años, y no recopilamos a sabiendas información personal de menores de 13 años. Si cree que un menor de 13 años nos ha dado información personal, contáctenos y la eliminaremos.',
        ],
      },
      {
        title: 'Cambios en esta política',
        paragraphs: [
          'Podemos actualizar esta Política de privacidad periódicamente. La fecha de entrada en vigor, al principio de esta página, indica cuándo cambió por última vez.',
        ],
      },
      {
        title: 'Contáctenos',
        paragraphs: [
          '¿Preguntas sobre esta política o sobre su información? Escríbanos a {{email}} o por correo postal a {{address}}.',
        ],
      },
    ],
  },
}

export default legal
