/** English: the chat assistants' controls (their answers are the Chat Topics staff keep, ADR 059). */
const chat = {
  open: 'Chat with us',
  close: 'Close chat',
  title: 'Courier Assistant',
  serviceTitle: 'Delivery Assistant',
  subtitle: 'Ask us anything',
  messagesLabel: 'Conversation',
  you: 'You',
  assistant: 'Assistant',
  typing: 'The assistant is typing…',
  suggestions: 'Suggested questions',
  inputLabel: 'Your message',
  placeholder: 'Type your question…',
  send: 'Send',
  call: 'Call {{phone}}',
  email: 'Email us',
  loading: 'Loading chat…',
  unavailable: 'The chat could not be loaded. Please call or email us.',
}

export default chat
