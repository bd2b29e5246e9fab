import { deferredPart } from './deferred-part'

/**
 * The parts of the public shells whose code the first load does without (ADR 031). They are
 * server-rendered like the rest; the footer loads as it comes near the screen, the chat button
 * and the consent banner on the visitor's first interaction.
 */
export const DeferredMainFooter = deferredPart(
  () => import('#app/components/layout/main-footer').then((m) => m.MainFooter),
  { trigger: 'near' },
)

export const DeferredChatLauncher = deferredPart(
  () => import('#app/components/chat/chat-launcher').then((m) => m.ChatLauncher),
  { trigger: 'interaction' },
)

export const DeferredConsentBanner = deferredPart(
  () => import('#app/components/analytics/consent-banner').then((m) => m.ConsentBanner),
  { trigger: 'interaction' },
)
