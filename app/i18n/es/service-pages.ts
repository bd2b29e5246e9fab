import type servicePagesEn from '../en/service-pages'

/** Spanish: the customer service section's pages (network-site.md §2.4–§2.9). */
const servicePages: typeof servicePagesEn = {
  meta: {
    home: {
      title: 'Servicios de mensajería confiables en el sur de Florida | Courier Network Delivery',
      description:
        'Entregas el mismo día, seguras y aseguradas en todo el sur de Florida para empresas y particulares. Pida por la app, en línea o por teléfono.',
    },
    calculator: {
      title: 'Calculadora de precios de entrega | Courier Network Delivery',
      description:
        'Calcule al instante el precio de su entrega: tarifa base de $12 más $2 por milla. Indique la distancia en millas o los códigos postales de recogida y entrega.',
    },
    areas: {
      title: 'Áreas de servicio en el sur de Florida | Courier Network Delivery',
      description:
        'Entregamos en 15 ciudades del sur de Florida, de Miami a West Palm Beach. Busque por ciudad o código postal para comprobar su dirección.',
    },
    order: {
      title: 'Cómo pedir una entrega | Courier Network Delivery',
      description:
        'Reserve un mensajero con nuestra app para iOS y Android, nuestro formulario de reserva en línea o por teléfono. Horario de atención y guía en cuatro pasos.',
    },
    orderForm: {
      title: 'Pida una entrega en línea | Courier Network Delivery',
      description:
        'Pida una entrega de mensajería en línea: direcciones de recogida y entrega, una hora y el precio calculado para sus códigos postales. El operador de su zona de recogida confirma por correo electrónico.',
    },
    becomeOperator: {
      title: 'Hágase operador de mensajería | Courier Network Delivery',
      description:
        'Dirija su propio negocio de mensajería en nuestra red y conserve el 80% de los ingresos. Un paquete de negocio llave en mano valorado en más de $10,500.',
    },
  },
  common: {
    orderNow: 'Pedir una entrega ahora',
    calculatePrice: 'Calcular precio',
    contactUs: 'Contáctenos',
    registerBusiness: 'Registre su empresa',
  },
  home: {
    hero: {
      title: 'Servicios de mensajería confiables',
      subtitle:
        'Entregas rápidas y seguras en todo el sur de Florida para bufetes, consultorios médicos, salas de exhibición, proveedores y cualquiera que necesite que algo llegue hoy.',
      badgesLabel: 'Por qué nos eligen nuestros clientes',
      badges: {
        sameDay: 'Entrega el mismo día',
        secure: 'Seguro y asegurado',
        fleet: 'Flota profesional',
      },
    },
    quickOrder: {
      title: 'Pedido rápido',
      subtitle: 'Tres formas de reservar una entrega',
      app: {
        title: 'App móvil',
        text: 'Reserve, pague y siga su entrega desde el teléfono.',
        ios: 'iOS',
        android: 'Android',
        iosLabel: 'Descargue la app para iOS en el App Store',
        androidLabel: 'Obtenga la app para Android en Google Play',
      },
      online: {
        title: 'En línea',
        text: 'Complete nuestro formulario de reserva en dos minutos.',
        cta: 'Reservar en línea',
      },
      call: {
        title: 'Llamada',
        text: 'Hable con nuestro equipo de despacho.',
      },
    },
    industries: {
      title: 'Sectores que atendemos',
      subtitle: 'Mensajeros que conocen cómo funciona su negocio.',
      professional: {
        title: 'Servicios profesionales',
        text: 'Contratos, escritos y documentos firmados entregados a tiempo, siempre.',
      },
      healthcare: {
        title: 'Salud y medicina',
        text: 'Transporte cuidadoso y confidencial de muestras, historiales y suministros entre consultorios y laboratorios.',
      },
      design: {
        title: 'Salas de exhibición de diseño',
        text: 'Muestras, telas y acabados tratados con cuidado desde la sala de exhibición hasta el cliente.',
      },
      wholesale: {
        title: 'Proveedores mayoristas',
        text: 'Reposiciones y entregas de piezas el mismo día para que sus clientes no se detengan.',
      },
    },
    stats: {
      title: 'La confianza de todo el sur de Florida',
      deliveries: 'Entregas',
      clients: 'Clientes empresariales',
      onTime: 'Puntualidad',
    },
    cta: {
      title: '¿Necesita una entrega hoy?',
      text: 'Obtenga un precio al instante, compruebe que atendemos su zona o abra una cuenta de empresa.',
      areas: 'Ver áreas de servicio',
    },
  },
  calculator: {
    title: 'Calculadora de precios',
    intro: 'Obtenga un estimado al instante: tarifa base de {{base}} más {{perMile}} por milla.',
    distance: {
      title: 'Precio por distancia',
      label: 'Distancia (millas)',
      hint: 'La distancia de la entrega en millas, por ejemplo 12.5.',
      submit: 'Calcular',
      empty: 'Indique una distancia mayor que 0 para ver su estimado.',
    },
    estimate: {
      title: 'Precio estimado',
      base: 'Tarifa base',
      distance: 'Distancia ({{miles}} mi × {{perMile}}/mi)',
      total: 'Total',
      note: 'El precio final está sujeto a verificación. La entrega urgente, las franjas horarias programadas, la firma y la prueba fotográfica tienen un costo adicional.',
      order: 'Pedir esta entrega',
    },
    zip: {
      title: 'Precio por código postal',
      intro:
        '¿No sabe la distancia? Indique los códigos postales de recogida y de entrega. Damos precio a las entregas cuyos dos códigos postales están en nuestras áreas de servicio.',
      from: 'Código postal de recogida',
      to: 'Código postal de entrega',
      submit: 'Obtener precio',
      submitting: 'Calculando…',
      distance: 'Distancia estimada: {{miles}} millas',
      method:
        'Estimada desde el centro de ambos códigos postales: la distancia en línea recta multiplicada por {{factor}} por las calles.',
      route: 'Distancia en coche de la ruta entre ambos lugares.',
      outside_one:
        'Todavía no entregamos desde ni hacia el código postal {{zips}}: está fuera de nuestras {{areas}} áreas de servicio, así que no podemos dar un precio ni aceptar un pedido para esta entrega. Contáctenos si la necesita.',
      outside_other:
        'Todavía no entregamos desde ni hacia los códigos postales {{zips}}: están fuera de nuestras {{areas}} áreas de servicio, así que no podemos dar un precio ni aceptar un pedido para esta entrega. Contáctenos si la necesita.',
      outsideAreasLink: 'Ver nuestras áreas de servicio',
      errors: {
        required: 'Indique un código postal.',
        format: 'Indique un código postal de 5 dígitos, por ejemplo 33444.',
        unknown: 'No encontramos el código postal {{zip}}. Revíselo e inténtelo de nuevo.',
        tooClose:
          'Los códigos postales de recogida y de entrega son el mismo lugar. Indique la distancia en millas arriba.',
        failed: 'No se pudo calcular la distancia. Revise los códigos postales e inténtelo de nuevo.',
        rateLimited: 'Demasiadas solicitudes de precio. Espere {{seconds}} segundos e inténtelo de nuevo.',
      },
    },
  },
  areas: {
    title: 'Áreas de servicio',
    intro:
      'Entregamos en {{count}} ciudades del sur de Florida. Busque por ciudad o código postal y abra una ciudad para ver sus códigos postales.',
    search: {
      label: 'Buscar por ciudad o código postal',
      placeholder: 'p. ej. Miami o 33444',
      submit: 'Buscar',
      clear: 'Ver todas las áreas',
    },
    results_one: '{{count}} área',
    results_other: '{{count}} áreas',
    empty: 'No se encontraron áreas',
    emptyHint: 'Pruebe con otra ciudad o código postal, o contáctenos para preguntar por su dirección.',
    zipCount_one: '{{count}} código postal',
    zipCount_other: '{{count}} códigos postales',
    zipListLabel: 'Códigos postales de {{city}}',
    more: '+{{count}} más',
    zipServed: 'Atendemos el código postal {{zip}}',
    cta: {
      title: '¿No ve su zona?',
      text: 'Estamos creciendo en todo el sur de Florida. Pregúntenos por su dirección.',
    },
  },
  orderForm: {
    title: 'Pedir una entrega',
    intro:
      'Díganos dónde recoger y dónde entregar. El operador cuya área de servicio incluye su código postal de recogida recibe su pedido y le confirma por correo electrónico.',
    formTitle: 'Su pedido',
    formIntro:
      'Indique las direcciones completas de recogida y entrega, terminadas en su código postal. El precio se calcula de nuevo con las direcciones al enviar el pedido.',
    success:
      '¡Gracias! Su pedido se envió a {{name}}. Una confirmación con su enlace de seguimiento está en camino a su bandeja de entrada.',
    successStaff:
      '¡Gracias! Todavía ningún operador cubre su código postal de recogida, así que nuestro equipo recibió su pedido y se pondrá en contacto con usted. Una confirmación con su enlace de seguimiento está en camino a su bandeja de entrada.',
    noQuote:
      'Aún sin precio: la calculadora da el precio de una entrega entre dos códigos postales de nuestras áreas de servicio.',
    calculatorLink: 'Calcular un precio primero',
  },
  order: {
    title: 'Cómo hacer un pedido',
    intro: 'Reserve una entrega como prefiera: en la app, en línea o por teléfono.',
    methods: {
      title: 'Tres formas de pedir',
      app: {
        title: 'App móvil',
        text: 'Nuestra app para iOS y Android le permite reservar, pagar y seguir su entrega en el mapa.',
        ios: 'Descárguela en el App Store',
        android: 'Disponible en Google Play',
      },
      online: {
        title: 'Formulario de reserva en línea',
        text: 'Indique los datos de recogida y entrega en nuestro formulario; le confirmamos por correo electrónico.',
        cta: 'Abrir el formulario de reserva',
      },
      phone: {
        title: 'Teléfono',
        text: 'Llame a nuestro equipo de despacho en horario de atención y hacemos la reserva por usted.',
        cta: 'Llamar al {{phone}}',
      },
    },
    hours: {
      title: 'Horario de atención',
    },
    steps: {
      title: 'Su entrega en cuatro pasos',
      choose: {
        title: 'Elija cómo pedir',
        text: 'Use la app, el formulario en línea o llámenos.',
      },
      details: {
        title: 'Indíquenos los detalles',
        text: 'Direcciones de recogida y entrega, qué transportamos y cuándo debe llegar.',
      },
      confirm: {
        title: 'Confirme el precio',
        text: 'Conoce el precio de antemano: tarifa base de {{base}} más {{perMile}} por milla.',
      },
      track: {
        title: 'Siga y reciba',
        text: 'Siga a su mensajero y reciba la confirmación cuando se entregue.',
      },
    },
    business: {
      title: '¿Envía con frecuencia?',
      text: 'Registre su empresa para tener una cuenta propia y una facturación más sencilla.',
    },
  },
  becomeOperator: {
    hero: {
      title: 'Hágase operador',
      subtitle:
        'Dirija su propio negocio de mensajería en nuestra red, con nuestros sistemas, nuestra marca y nuestros clientes a su lado.',
      course: 'Empezar en el sitio del curso',
      apply: 'Solicitar ahora',
    },
    split: {
      title: 'Reparto de ingresos',
      text: 'Usted conserva el {{percent}} de los ingresos de cada entrega que realiza.',
    },
    package: {
      title: 'Su paquete de negocio llave en mano',
      price: '{{price}} todo incluido',
      offer: 'Oferta por tiempo limitado',
      value: 'Valor total: más de {{value}}',
      partValue: '{{value}}+ de valor',
      legal: {
        title: 'Base legal',
        text: 'Constitución de la empresa, contratos y los documentos de cumplimiento que necesita para operar.',
      },
      technology: {
        title: 'Tecnología',
        text: 'App de reservas, pagos, despacho, CRM y analítica, listos desde el primer día.',
      },
      marketing: {
        title: 'Marketing',
        text: 'Su propia página de destino, materiales con su marca y un plan de lanzamiento para su mercado.',
      },
    },
    facts: {
      title: 'Por qué se unen los operadores',
      review: 'Respondemos las solicitudes en 24 horas',
      years: 'Más de 4 años en el negocio',
      training: 'Capacitación paso a paso en el sitio del curso',
    },
    cta: {
      title: '¿Listo para empezar?',
      text: 'Haga el curso para conocer el negocio, o envíe su solicitud y le llamaremos.',
      opportunity: 'Conozca la oportunidad',
    },
  },
}

export default servicePages
