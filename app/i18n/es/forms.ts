import type en from '../en/forms'

/** Español: los formularios públicos (/contact, /playbook, los tres de /service) y la guía del manual. */
const forms: typeof en = {
  meta: {
    contact: {
      title: 'Contáctenos | Courier Network',
      description:
        '¿Preguntas sobre cómo iniciar su propio negocio de mensajería? Envíenos un mensaje y un representante se comunicará con usted en breve.',
    },
    playbook: {
      title: 'Manual gratuito del operador de mensajería | Courier Network',
      description:
        'Obtenga el manual gratuito del operador: cómo funciona un negocio de mensajería, cuánto cuesta empezar, cómo conseguir clientes y los primeros 30 días, paso a paso.',
    },
    guide: {
      title: 'El manual del operador de mensajería | Courier Network',
      description:
        'El manual gratuito del operador de mensajería: el modelo de negocio, los costos iniciales, los vehículos, cómo ganar clientes empresariales y un plan de lanzamiento de 30 días.',
    },
    businessRegistration: {
      title: 'Registro de cuenta empresarial | Courier Network Delivery',
      description:
        'Registre su empresa para entregas de mensajería en el sur de Florida: rutas el mismo día, programadas y recurrentes con una sola cuenta.',
    },
    serviceContact: {
      title: 'Contacte a Courier Network Delivery',
      description:
        '¿Preguntas sobre una entrega, los precios o una cuenta empresarial? Envíenos un mensaje; respondemos en menos de 2 horas.',
    },
    operatorApplication: {
      title: 'Solicitud de operador | Courier Network Delivery',
      description:
        'Solicite dirigir su propio negocio de mensajería en nuestra red. Revisamos las solicitudes en menos de 24 horas.',
    },
  },
  common: {
    optional: 'Opcional',
    selectPlaceholder: 'Seleccione una opción',
    processing: 'Procesando...',
    submitting: 'Enviando...',
    honeypot: 'Deje este campo vacío',
  },
  errors: {
    required: 'Este campo es obligatorio',
    email: 'Introduzca una dirección de correo electrónico válida',
    phone: 'Introduzca un número de teléfono válido, como (305) 555-0199',
    tooLong: 'El texto es demasiado largo',
    option: 'Elija una de las opciones',
    emailMismatch: 'Las direcciones de correo electrónico no coinciden',
    investmentReady: 'Confirme que está preparado para invertir',
    control:
      'Este campo contiene caracteres invisibles (como códigos de control) que no se pueden usar aquí. Elimínelos, por favor.',
    rateLimited: 'Demasiados envíos desde su conexión. Espere unos minutos e inténtelo de nuevo.',
  },
  options: {
    /** Codes the site stores by itself with a playbook request, in words (issue #45 item 6). */
    playbookSource: { 'playbook-page': 'La página del manual' },
    leadMagnet: { 'operator-playbook': 'El manual del operador' },
    leadExperience: {
      none: 'Ninguna',
      'less-than-1': 'Menos de 1 año',
      '1-3': '1-3 años',
      '3-5': '3-5 años',
      'more-than-5': 'Más de 5 años',
    },
    applicationExperience: {
      none: 'Sin experiencia en entregas',
      'less-than-1': 'Menos de 1 año',
      '1-3': '1-3 años',
      '3-5': '3-5 años',
      'more-than-5': 'Más de 5 años',
    },
    hearAboutUs: {
      facebook: 'Facebook',
      google: 'Búsqueda de Google',
      referral: 'Amigo/Referido',
      youtube: 'YouTube',
      other: 'Otro',
    },
    businessType: {
      'professional-services': 'Servicios profesionales',
      'healthcare-medical': 'Salud/Medicina',
      'legal-services': 'Servicios legales',
      'real-estate': 'Bienes raíces',
      'architecture-design': 'Arquitectura/Diseño',
      manufacturing: 'Manufactura',
      'retail-ecommerce': 'Comercio minorista/Comercio electrónico',
      technology: 'Tecnología',
      'financial-services': 'Servicios financieros',
      other: 'Otro',
    },
    estimatedVolume: {
      '1-5': '1-5 entregas al mes',
      '6-15': '6-15 entregas al mes',
      '16-30': '16-30 entregas al mes',
      '31-50': '31-50 entregas al mes',
      '50+': 'Más de 50 entregas al mes',
    },
    serviceType: {
      'general-inquiry': 'Consulta general',
      'same-day': 'Entrega el mismo día',
      scheduled: 'Entrega programada',
      medical: 'Entrega médica/sanitaria',
      legal: 'Entrega de documentos legales',
      bulk: 'Precios por volumen',
      'business-account': 'Apertura de cuenta empresarial',
      other: 'Otro',
    },
  },
  contact: {
    details: {
      title: 'Información de contacto',
      phone: 'Teléfono',
      email: 'Correo electrónico',
      address: 'Dirección',
      response: 'Respondemos en menos de 24 horas.',
      hours: 'Horario de oficina: {{hours}}',
      visits: 'Visitas a la oficina solo con cita previa.',
    },
    ifApplicable: 'Si corresponde',
    submit: 'Enviar mensaje',
    failure: 'No se pudo enviar el mensaje. Inténtelo de nuevo.',
    success: {
      title: '¡Gracias!',
      text: 'Hemos recibido su mensaje. Un representante se comunicará con usted en breve.',
      again: 'Enviar otro mensaje',
    },
  },
  playbook: {
    badge: 'Descarga gratuita',
    title: 'El manual del operador de mensajería',
    intro:
      '¿Está pensando en dirigir su propio negocio de mensajería? Nuestro manual gratuito explica cómo funciona el negocio, qué se necesita para empezar y cómo los nuevos operadores consiguen sus primeros clientes.',
    inside: {
      title: 'Qué incluye',
      items: {
        model: 'Cómo gana dinero un negocio de mensajería independiente, ruta por ruta',
        costs: 'Cuánto cuesta empezar y qué incluye el paquete de operador de $1,250',
        vehicle: 'Cómo elegir vehículo y equipo sin gastar de más',
        clients: 'Cómo ganar clientes médicos, legales y comerciales en su zona',
        launch: 'Un plan de lanzamiento de 30 días con una lista para cada semana',
      },
    },
    form: {
      title: 'Obtenga su copia gratuita',
      text: 'Díganos adónde enviarlo. Le enviaremos el enlace al manual por correo electrónico de inmediato.',
      firstName: 'Nombre',
      lastName: 'Apellido',
      email: 'Correo electrónico',
      phone: 'Teléfono',
      hearAboutUs: '¿Cómo supo de nosotros?',
      submit: 'Envíenme el manual',
      privacy: 'Solo usamos sus datos para enviarle el manual y darle seguimiento sobre la oportunidad.',
    },
    incomplete: 'Complete todos los campos obligatorios',
    failure: 'No se pudo enviar su información. Inténtelo de nuevo.',
    success: {
      title: '¡Gracias! Su manual está en camino',
      text: 'Le hemos enviado por correo electrónico un enlace al manual. También puede abrirlo ahora mismo.',
      open: 'Abrir el manual',
      again: 'Solicitar otra copia',
    },
  },
  businessRegistration: {
    title: 'Registro de empresas',
    intro:
      'Abra una cuenta empresarial para entregas el mismo día, programadas y recurrentes. Cuéntenos sobre su empresa y nuestro equipo se comunicará con usted en menos de 24 horas.',
    companyName: 'Nombre de la empresa',
    contactName: 'Persona de contacto',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    address: 'Dirección',
    city: 'Ciudad',
    state: 'Estado',
    zipCode: 'Código postal',
    businessType: 'Tipo de empresa',
    estimatedVolume: 'Volumen mensual estimado',
    submit: 'Registrar empresa',
    incomplete: 'Complete todos los campos obligatorios',
    failure: 'No se pudo enviar el registro. Inténtelo de nuevo.',
    success: {
      title: '¡Registro recibido!',
      text: 'Gracias por registrar su empresa. Nuestro equipo se comunicará con usted en menos de 24 horas para configurar su cuenta.',
      again: 'Registrar otra empresa',
    },
  },
  serviceContact: {
    title: 'Contáctenos',
    intro:
      '¿Preguntas sobre una entrega, nuestros precios o una cuenta empresarial? Envíenos un mensaje y le responderemos en menos de 2 horas en horario laboral.',
    name: 'Nombre completo',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    company: 'Empresa',
    serviceType: 'Tipo de servicio',
    message: 'Mensaje',
    submit: 'Enviar mensaje',
    failure: 'No se pudo enviar el mensaje. Inténtelo de nuevo.',
    success: {
      title: '¡Mensaje enviado!',
      text: 'Gracias por contactarnos. Le responderemos en menos de 2 horas en horario laboral.',
      again: 'Enviar otro mensaje',
    },
  },
  operatorApplication: {
    title: 'Solicitud de operador',
    intro:
      'Solicite dirigir su propio negocio de mensajería en nuestra red. Revisamos cada solicitud y respondemos en menos de 24 horas.',
    firstName: 'Nombre',
    lastName: 'Apellido',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    city: 'Ciudad',
    state: 'Estado',
    experience: 'Experiencia en entregas',
    hasVehicle: 'Tengo un vehículo confiable',
    investmentReady: 'Estoy preparado para invertir en el paquete de operador de {{price}}',
    message: 'Cuéntenos sobre usted',
    submit: 'Enviar solicitud',
    incomplete: 'Complete todos los campos obligatorios y confirme que está preparado para invertir',
    failure: 'No se pudo enviar la solicitud. Inténtelo de nuevo.',
    success: {
      title: '¡Solicitud enviada!',
      text: 'Gracias por su solicitud. Revisamos cada solicitud en menos de 24 horas y nos comunicaremos con usted por correo electrónico.',
      again: 'Enviar otra solicitud',
    },
  },
}

export default forms
