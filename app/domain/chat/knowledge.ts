import type { Lang } from '../routing/locale'
import type { ChatAssistant } from './assistants'
import { mainKnowledge } from './main-knowledge'
import type { KnowledgeBase } from './matcher'
import { serviceKnowledge } from './service-knowledge'

export { chatAssistants, type ChatAssistant } from './assistants'

export function knowledgeBaseFor(assistant: ChatAssistant, lang: Lang): KnowledgeBase {
  return assistant === 'service' ? serviceKnowledge[lang] : mainKnowledge[lang]
}
