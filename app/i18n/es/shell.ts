/** Spanish: the site shell (navigation, footers, errors) and page metadata. */
import { errorMessages } from '../errors'

const shell = {
  /** The privacy line of every form that collects personal data (forms/form-parts.tsx). */
  privacyNote: {
    text: 'Usamos sus datos solo para responder a su solicitud y nunca los vendemos.',
    link: 'Política de privacidad',
  },
  meta: {
    siteName: 'Courier Network',
    socialCardAlt: 'Courier Network: tenga su propio negocio de mensajería',
    defaultDescription:
      'Inicie su propio negocio de mensajería con un negocio llave en mano: configuración legal, tecnología, marketing y capacitación.',
    home: {
      title: 'Tenga su propio negocio de mensajería | Courier Network',
      description:
        'Conviértase en operador independiente de mensajería: conserve el 80% de los ingresos, fije su horario y crezca con nuestra tecnología y apoyo.',
    },
    notFound: { title: 'Página no encontrada | Courier Network' },
    error: { title: 'Error | Courier Network' },
  },
  video: {
    play: 'Reproducir video: {{title}}',
  },
  /** El aviso de cada página pública hasta que el personal lance el sitio (issue #45). */
  setUpNotice: {
    label: 'Aviso del sitio',
    text: 'Este sitio se está preparando y aún no es público. Todo lo marcado como «Muestra» es un ejemplo, no un negocio, una reseña ni una cifra reales.',
  },
  common: {
    skipToContent: 'Saltar al contenido principal',
    opensInNewTab: '(se abre en una pestaña nueva)',
    sample: 'Muestra',
    logoAlt: 'Inicio de Courier Network',
  },
  nav: {
    label: 'Navegación principal',
    home: 'Inicio',
    opportunity: 'Oportunidad',
    whatYouGet: 'Lo que recibe',
    operators: 'Nuestros operadores',
    affiliate: 'Programa de afiliados',
    playbook: 'Guía',
    videos: 'Videos',
    products: 'Productos',
    contact: 'Contacto',
    cart: 'Carrito',
    cartItems_one: '{{count}} artículo en el carrito',
    cartItems_other: '{{count}} artículos en el carrito',
    openMenu: 'Abrir menú',
    closeMenu: 'Cerrar menú',
  },
  language: {
    label: 'Idioma',
    en: 'EN',
    es: 'ES',
    enName: 'English',
    esName: 'Español',
    switchTo: 'Ver esta página en {{language}}',
  },
  footer: {
    description:
      'Courier Network ayuda a operadores independientes a lanzar y hacer crecer su propio negocio de mensajería con sistemas probados, tecnología y apoyo.',
    licensedTitle: 'Conviértase en operador con licencia',
    licensedText: '¿Le interesa dirigir su propio negocio de mensajería? Escríbanos a',
    contactTitle: 'Contacto',
    addressLabel: 'Dirección',
    phoneLabel: 'Teléfono',
    emailLabel: 'Correo electrónico',
    linksTitle: 'Empresa',
    resourcesTitle: 'Recursos',
    privacy: 'Política de privacidad',
    terms: 'Términos del servicio',
    operators: 'Nuestros operadores',
    cookies: 'Configuración de cookies',
    troubleshooting: 'Solución de problemas',
    operatorPortal: 'Portal de operadores',
    trainingResources: 'Recursos de capacitación',
    successStories: 'Historias de éxito',
    blog: 'Blog',
    socialTitle: 'Síganos',
    facebook: 'Facebook',
    instagram: 'Instagram',
    linkedin: 'LinkedIn',
    youtube: 'YouTube',
    copyright: '© {{year}} Courier Network. Todos los derechos reservados.',
  },
  service: {
    brand: 'Courier Network Entregas',
    navLabel: 'Navegación del servicio',
    nav: {
      home: 'Inicio',
      areas: 'Áreas de servicio',
      calculator: 'Calculadora de precios',
      order: 'Cómo ordenar',
      becomeOperator: 'Hágase operador',
      businessRegistration: 'Registro de empresas',
      contact: 'Contacto',
    },
    callUs: 'Llamar al {{phone}}',
    openMenu: 'Abrir menú del servicio',
    closeMenu: 'Cerrar menú del servicio',
    footer: {
      description:
        'Servicios de mensajería confiables el mismo día en todo el sur de Florida para empresas y particulares.',
      servicesTitle: 'Servicios',
      areas: 'Áreas de servicio',
      calculator: 'Calculadora de precios',
      order: 'Cómo ordenar',
      businessRegistration: 'Registro de empresas',
      becomeOperator: 'Hágase operador',
      opportunity: 'Oportunidad de negocio',
      contactTitle: 'Contáctenos',
      phone: 'Teléfono',
      email: 'Soporte',
      hoursTitle: 'Horario de atención',
    },
  },
  /** La página sin conexión que muestra el service worker cuando una página no carga (ADR 026). */
  offline: {
    title: 'Sin conexión | Courier Network',
    heading: 'No hay conexión',
    text: 'No se pudo cargar esta página porque no hay conexión a internet. Compruebe su conexión e inténtelo de nuevo.',
    retry: 'Intentar de nuevo',
  },
  errors: errorMessages.es,
}

export default shell
