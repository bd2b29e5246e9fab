import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react'
import { useTranslation } from '#app/i18n/react'
import type { ChatAssistant } from '#app/domain/chat/assistants'
import type { ChatPanelProps } from './chat-panel'
import { ChatFrame, ChatUnavailable } from './chat-frame'
import { CloseIcon, Icon } from '../icons/icon'

/** The panel, its knowledge bases and the matcher download on the first press of the button. */
const ChatPanel = lazy(async () => {
  try {
    return await import('./chat-panel')
  } catch {
    return { default: (props: ChatPanelProps) => <ChatUnavailable {...props} /> }
  }
})

const iconSize = 'h-6 w-6 lg:h-7 lg:w-7'

function ChatIcon() {
  return (
    <Icon className={iconSize}>
      <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
      <path d="M8 11h.01M12 11h.01M16 11h.01" strokeWidth="3" />
    </Icon>
  )
}

/**
 * The floating chat button at bottom right (marketing-site.md §2; network-site.md §2.15). The
 * conversation stays while the visitor moves between pages (the shell keeps this mounted).
 * Below 1024 px the page's column is the whole width, so a button floating over it always covered
 * some text or control (issue #30 item 8): there it sits in the sticky header's top-right corner,
 * where the header leaves room for it (`data-chat-room`, app.css).
 */
export function ChatLauncher({ assistant }: { assistant: ChatAssistant }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const [loaded, setLoaded] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelId = useId()
  const close = useCallback(() => {
    setOpen(false)
    buttonRef.current?.focus()
  }, [])
  return (
    <div data-testid={`chat-${assistant}`} data-chat-assistant={assistant}>
      {loaded ? (
        <Suspense
          fallback={
            <ChatFrame id={panelId} assistant={assistant} open={open} onClose={close}>
              <p role="status" className="p-4 text-sm text-slate-600">
                {t('chat.loading')}
              </p>
            </ChatFrame>
          }
        >
          <ChatPanel id={panelId} assistant={assistant} open={open} onClose={close} />
        </Suspense>
      ) : null}
      <button
        ref={buttonRef}
        type="button"
        onClick={() => {
          setLoaded(true)
          setOpen((v) => !v)
        }}
        aria-expanded={open}
        aria-controls={loaded ? panelId : undefined}
        aria-label={open ? t('chat.close') : t('chat.open')}
        className="fixed right-2 top-2.5 z-50 flex h-11 w-11 items-center lg:right-4 lg:top-auto lg:bottom-4 lg:h-14 lg:w-14 justify-center rounded-full bg-brand-700 text-white shadow-lg transition hover:bg-brand-800 focus-visible:outline focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        data-testid="chat-toggle"
      >
        {open ? <CloseIcon className={iconSize} /> : <ChatIcon />}
      </button>
    </div>
  )
}
