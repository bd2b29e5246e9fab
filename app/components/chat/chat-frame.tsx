import { useId, type KeyboardEvent, type ReactNode } from 'react'
import { useTranslation } from '#app/i18n/react'
import type { ChatAssistant } from '#app/domain/chat/assistants'
import { businessHoursSentence, officeHours, telHref } from '#app/domain/settings/site-settings'
import { useLang, useSiteSettings } from '#app/i18n/use-lang'
import { CloseIcon } from '../icons/icon'

/** Who the chat's call and e-mail links reach: the service section has its own line and inbox. */
/** The values the chat's answers fill in (`{{phone}}`, `{{email}}`, `{{hours}}`). */
export type ChatContact = { phone: string; email: string; hours: string }

export function useChatContact(assistant: ChatAssistant): ChatContact {
  const settings = useSiteSettings()
  const lang = useLang()
  return assistant === 'service'
    ? {
        phone: settings.servicePhone,
        email: settings.supportEmail,
        hours: businessHoursSentence(settings, lang),
      }
    : { phone: settings.phone, email: settings.email, hours: officeHours(settings, lang) }
}

/**
 * The chat panel's frame: a 320 px non-modal dialog at bottom right with its title, close button and
 * the call and e-mail links. Escape closes it. Small, so it ships with the page; the conversation
 * inside (chat-panel.tsx) loads on demand.
 */
export function ChatFrame({
  id,
  assistant,
  open,
  onClose,
  children,
}: {
  id: string
  assistant: ChatAssistant
  open: boolean
  onClose: () => void
  children: ReactNode
}) {
  const { t } = useTranslation()
  const titleId = useId()
  const contact = useChatContact(assistant)
  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation()
      onClose()
    }
  }
  return (
    <div
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      hidden={!open}
      onKeyDown={onKeyDown}
      className="fixed bottom-24 right-4 z-50 flex max-h-[min(36rem,calc(100dvh-8rem))] w-80 max-w-[calc(100vw-2rem)] flex-col overflow-hidden rounded-xl border border-slate-200 bg-white text-ink shadow-2xl"
      data-testid="chat-panel"
    >
      <div className="flex items-start justify-between gap-2 bg-slate-900 px-4 py-3 text-white">
        <div>
          <h2 id={titleId} className="font-bold">
            {t(assistant === 'service' ? 'chat.serviceTitle' : 'chat.title')}
          </h2>
          <p className="text-xs text-slate-300">{t('chat.subtitle')}</p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('chat.close')}
          className="rounded p-1 text-slate-200 hover:bg-white/10 hover:text-white"
        >
          <CloseIcon className="h-5 w-5" />
        </button>
      </div>
      <div className="flex flex-wrap gap-x-4 gap-y-1 border-b border-slate-200 bg-slate-50 px-4 py-2 text-sm">
        <a
          href={telHref(contact.phone)}
          className="font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {t('chat.call', { phone: contact.phone })}
        </a>
        <a
          href={`mailto:${contact.email}`}
          className="font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {t('chat.email')}
        </a>
      </div>
      {children}
    </div>
  )
}

/** When the conversation's code cannot be downloaded: the frame, a note, and the call and e-mail links. */
export function ChatUnavailable({
  id,
  assistant,
  open,
  onClose,
}: {
  id: string
  assistant: ChatAssistant
  open: boolean
  onClose: () => void
}) {
  const { t } = useTranslation()
  return (
    <ChatFrame id={id} assistant={assistant} open={open} onClose={onClose}>
      <p role="status" className="p-4 text-sm text-slate-700">
        {t('chat.unavailable')}
      </p>
    </ChatFrame>
  )
}
