/** Spanish: the What You Get page (network-site.md §2.12). */
const whatYouGet = {
  meta: {
    title: 'Qué recibe: su paquete completo de negocio de mensajería | Courier Network',
    description:
      'Configuración legal, presencia en internet, una plataforma tecnológica completa y marketing: un paquete de $10,500+ por $1,250 todo incluido, por tiempo limitado.',
  },
  hero: {
    eyebrow: 'Su negocio llave en mano',
    title: 'Qué recibe',
    revenueClaim: 'Conserve el 80% de los ingresos de cada entrega',
    description:
      'Todo lo que necesita para lanzar y operar una empresa de mensajería profesional: la base legal, su marca en internet, la tecnología y la capacitación.',
    cta: 'Inicie su negocio hoy',
  },
  legal: {
    title: 'Configuración legal',
    description:
      'Nos ocupamos de los trámites para que su empresa quede bien constituida desde el primer día, en 2 a 4 días.',
    items: {
      llc: 'Constitución de la LLC y registro estatal',
      ein: 'Registro del EIN (número de identificación fiscal federal)',
      agreement: 'Acuerdo operativo',
      licensing: 'Orientación sobre licencias comerciales',
      agent: 'Servicio de agente registrado durante el primer año',
      insurance: 'Referencias de seguros comerciales',
    },
  },
  online: {
    title: 'Presencia en internet',
    description:
      'Proyecte una imagen consolidada desde el inicio, con una marca que sus clientes encuentren y en la que confíen.',
    items: {
      website: 'Sitio web profesional con su marca',
      booking: 'Página de cotización y reservas en línea',
      google: 'Configuración del perfil de empresa en Google',
      seo: 'Optimización para búsquedas locales',
      social: 'Perfiles en redes sociales',
      email: 'Correo electrónico empresarial con su marca',
    },
  },
  technology: {
    title: 'Plataforma tecnológica',
    description:
      'Las mismas herramientas que usan las empresas de mensajería consolidadas, listas para su operación.',
    items: {
      mobile: {
        title: 'Aplicación móvil para conductores',
        text: 'Acepte trabajos, llegue a los puntos de recogida y registre firmas y fotos como prueba de entrega.',
      },
      payments: {
        title: 'Pagos en línea',
        text: 'Cobre con tarjeta y facture a cuentas empresariales, con depósitos directos en su banco.',
      },
      security: {
        title: 'Seguridad',
        text: 'Datos cifrados, accesos seguros y registros de cadena de custodia para entregas delicadas.',
      },
      crm: {
        title: 'CRM de clientes',
        text: 'Dé seguimiento a clientes, cotizaciones y contactos para no perder ninguna oportunidad.',
      },
      analytics: {
        title: 'Analítica',
        text: 'Vea de un vistazo los ingresos, el volumen de entregas y el desempeño de los conductores.',
      },
      training: {
        title: 'Capacitación',
        text: 'Cursos paso a paso sobre operaciones, ventas y crecimiento, además de asesoría continua.',
      },
    },
  },
  value: {
    title: 'Valor del paquete',
    description: 'Lo que le costaría reunir el mismo paquete por su cuenta:',
    legal: { label: 'Configuración legal', amount: '$2,500+' },
    technology: { label: 'Plataforma tecnológica', amount: '$5,000+' },
    marketing: { label: 'Marketing y presencia en internet', amount: '$3,000+' },
    total: { label: 'Valor total', amount: '$10,500+' },
  },
  investment: {
    title: 'Su inversión',
    badge: 'Oferta por tiempo limitado',
    price: '$1,250',
    priceNote: 'todo incluido',
    valueNote: 'Un valor de $10,500+',
    description:
      'Un solo pago cubre su configuración legal, presencia en internet, plataforma tecnológica, paquete de marketing y capacitación. Sin cargos ocultos.',
    cta: 'Aproveche esta oferta',
  },
  finalCta: {
    title: '¿Listo para lanzar su negocio de mensajería?',
    description: 'Únase hoy a la red y empiece a construir un negocio propio.',
    button: 'Comience hoy mismo',
  },
}

export default whatYouGet
