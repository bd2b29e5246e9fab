/**
 * Error page texts, kept apart from the rest of the resources so the root error boundary can show
 * them even when the root loader (and with it the page's resources) failed.
 */
export const errorMessages = {
  en: {
    notFound: {
      title: 'Page not found',
      text: "The page you're looking for doesn't exist or has been moved.",
      home: 'Go to the home page',
    },
    refused: {
      title: 'This form could not be sent',
      text: 'Your browser sent it without saying it came from this site, so it was refused to keep your account safe. Go back, reload the page and send it again.',
      home: 'Go to the home page',
    },
    unexpected: {
      title: 'Unexpected Application Error!',
      generic: 'Something went wrong. Please refresh the page or try again later.',
      home: 'Go to the home page',
    },
  },
  es: {
    notFound: {
      title: 'Página no encontrada',
      text: 'La página que busca no existe o se ha movido.',
      home: 'Ir a la página de inicio',
    },
    refused: {
      title: 'No se pudo enviar este formulario',
      text: 'Su navegador lo envió sin indicar que venía de este sitio, por lo que se rechazó para proteger su cuenta. Vuelva atrás, recargue la página y envíelo de nuevo.',
      home: 'Ir a la página de inicio',
    },
    unexpected: {
      title: '¡Error inesperado de la aplicación!',
      generic: 'Algo salió mal. Actualice la página o inténtelo de nuevo más tarde.',
      home: 'Ir a la página de inicio',
    },
  },
}
