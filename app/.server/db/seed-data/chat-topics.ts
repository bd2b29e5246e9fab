import type { ChatTopic } from '#app/domain/chat/topics'
import { mainChatTopics } from './chat-topics/main'
import { serviceChatTopics } from './chat-topics/service'

/**
 * The chat assistants' topics a new site starts with (issue #45 item 3, ADR 059): the spec's
 * answers (marketing-site.md §4 and §9 for the main assistant, network-site.md §2.15 and §9 for the
 * service one), which were code until staff could edit them on the Chat Topics screen. Listed in
 * matching order, most specific first and the greeting last (a tie goes to the earlier topic).
 * `{{phone}}`, `{{email}}` and `{{hours}}` are filled by the chat from the site settings;
 * `{{cities}}` from the markets that have operators. The earnings answer writes its figures as
 * the register of earnings claims does, so each finds its claim once the claim has its basis.
 * Each assistant's topics are a module of `./chat-topics/` (issue #43: no file over 600 lines).
 */
export type SeedChatTopic = Omit<ChatTopic, 'id' | 'position' | 'active'>

export const chatTopicSeed: readonly SeedChatTopic[] = [...mainChatTopics, ...serviceChatTopics]
