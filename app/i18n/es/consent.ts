import type en from '../en/consent'

/** Español: el aviso de consentimiento de analítica. */
const consent: typeof en = {
  label: 'Consentimiento de cookies y seguimiento',
  text: 'Con su consentimiento usamos etiquetas de publicidad y analítica para medir qué anuncios nos traen visitas. Solo se cargan si usted acepta.',
  privacy: 'Política de privacidad',
  accept: 'Aceptar',
  decline: 'Rechazar',
}

export default consent
