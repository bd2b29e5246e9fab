/** The two assistants: the main one on every non-service page, the service one on /service. */
export const chatAssistants = ['main', 'service'] as const
export type ChatAssistant = (typeof chatAssistants)[number]
