import type en from '../en/forms'

/** Textos en español de los correos de los formularios públicos (solo en el servidor). */
const forms: typeof en = {
  yes: 'Sí',
  no: 'No',
  staff: {
    intro:
      'Ha llegado un nuevo envío desde {{page}}. Responda a este correo para contestar a {{name}} directamente.',
    meta: 'Idioma de la página: {{lang}}',
    kinds: {
      lead: { subject: 'Nuevo contacto: {{name}}', heading: 'Nuevo contacto del formulario' },
      playbook: { subject: 'Nueva solicitud del manual: {{name}}', heading: 'Nueva solicitud del manual' },
      'business-registration': {
        subject: 'Nuevo registro de empresa: {{name}}',
        heading: 'Nuevo registro de empresa',
      },
      'service-contact': {
        subject: 'Nuevo mensaje de contacto: {{name}}',
        heading: 'Nuevo mensaje de contacto',
      },
      'operator-application': {
        subject: 'Nueva solicitud de operador: {{name}}',
        heading: 'Nueva solicitud de operador',
      },
    },
  },
  confirmation: {
    greeting: 'Hola, {{name}}:',
    summary: 'Lo que nos envió:',
    closing: 'Si usted no envió esto, puede ignorar este correo.',
    kinds: {
      lead: {
        subject: 'Hemos recibido su mensaje',
        heading: 'Gracias por contactarnos',
        text: 'Hemos recibido su mensaje. Un representante se comunicará con usted en breve.',
      },
      playbook: {
        subject: 'Su manual gratuito del operador de mensajería',
        heading: 'Su manual está listo',
        text: 'Gracias por su interés. Abra el manual del operador de mensajería con el botón de abajo; puede imprimirlo o guardarlo como PDF.',
        button: 'Abrir el manual',
      },
      'business-registration': {
        subject: 'Hemos recibido el registro de su empresa',
        heading: 'Registro recibido',
        text: 'Gracias por registrar su empresa. Nuestro equipo se comunicará con usted en menos de 24 horas para configurar su cuenta.',
      },
      'service-contact': {
        subject: 'Hemos recibido su mensaje',
        heading: 'Mensaje recibido',
        text: 'Gracias por contactarnos. Le responderemos en menos de 2 horas en horario laboral.',
      },
      'operator-application': {
        subject: 'Hemos recibido su solicitud de operador',
        heading: 'Solicitud recibida',
        text: 'Gracias por su solicitud. Revisamos cada solicitud en menos de 24 horas y nos comunicaremos con usted por correo electrónico.',
      },
    },
  },
  fields: {
    firstName: 'Nombre',
    lastName: 'Apellido',
    name: 'Nombre',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    city: 'Ciudad',
    state: 'Estado',
    address: 'Dirección',
    zipCode: 'Código postal',
    companyName: 'Empresa',
    contactName: 'Persona de contacto',
    company: 'Empresa',
    message: 'Mensaje',
    hasVehicle: 'Tiene vehículo',
    experience: 'Experiencia en entregas',
    referralCode: 'Código de referido',
    hearAboutUs: 'Supo de nosotros por',
    businessType: 'Tipo de empresa',
    estimatedVolume: 'Volumen mensual estimado',
    serviceType: 'Tipo de servicio',
    investmentReady: 'Preparado para invertir',
    source: 'Origen',
    tags: 'Etiquetas',
    operator: 'Operador',
    pickup: 'Dirección de recogida',
    delivery: 'Dirección de entrega',
    when: 'Cuándo',
    notes: 'Notas',
    quote: 'Cotización al instante',
    leadMagnet: 'Material gratuito',
  },
}

export default forms
