import type en from '../en/chat'

/**
 * Español: los controles de los asistentes de chat (sus respuestas son los temas del chat que edita
 * el personal, ADR 059).
 */
const chat: typeof en = {
  open: 'Chatee con nosotros',
  close: 'Cerrar el chat',
  title: 'Asistente de Courier',
  serviceTitle: 'Asistente de entregas',
  subtitle: 'Pregúntenos lo que quiera',
  messagesLabel: 'Conversación',
  you: 'Usted',
  assistant: 'Asistente',
  typing: 'El asistente está escribiendo…',
  suggestions: 'Preguntas sugeridas',
  inputLabel: 'Su mensaje',
  placeholder: 'Escriba su pregunta…',
  send: 'Enviar',
  call: 'Llamar al {{phone}}',
  email: 'Escríbanos',
  loading: 'Cargando el chat…',
  unavailable: 'No se pudo cargar el chat. Llámenos o escríbanos.',
}

export default chat
