import type en from '../en/chat-answers'

/**
 * Español: lo que dice el chat donde la respuesta de un tema no puede decirse tal como está escrita
 * (issue #45 item 3). Se envía con el conocimiento del chat (/api/chat/knowledge), en ninguna página.
 */
const chatAnswers: typeof en = {
  noCities:
    'Todavía ningún mercado tiene un operador activo: estamos reclutando a nuestros primeros operadores en las principales áreas metropolitanas de EE. UU. El mapa de nuestra página de inicio muestra cada mercado en el que crecemos; pídanos que verifiquemos la disponibilidad en su zona.',
  noEarningsClaim:
    'Lo que gana un operador depende de su mercado, sus vehículos y las horas que dedica. Solo indicamos una cifra de ganancias con su fundamento en nuestra Declaración sobre afirmaciones de ingresos; reserve una llamada de consulta gratuita y repasaremos las cifras con usted.',
}

export default chatAnswers
