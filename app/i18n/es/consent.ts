import type en from '../en/consent'

/** Español: el aviso de consentimiento de analítica. */
const consent: typeof en = {
  label: 'Consentimiento de cookies y seguimiento',
  text: 'Con su consentimiento usamos etiquetas de publicidad y analítica para medir qué anuncios nos traen visitas. Solo se cargan si usted acepta.',
  privacy: 'Política de privacidad',
  accept: 'Aceptar',
  decline: 'Rechazar',
  current: {
    granted: 'Su elección actual: etiquetas permitidas.',
    denied: 'Su elección actual: etiquetas rechazadas.',
  },
  saved: {
    granted: 'Guardado: se permiten las etiquetas de publicidad y analítica.',
    denied: 'Guardado: no se carga ninguna etiqueta de publicidad ni de analítica.',
    withdrawn:
      'Consentimiento retirado: las etiquetas de publicidad y analítica se quitan desde la próxima página que abra.',
  },
  close: 'Cerrar',
}

export default consent
