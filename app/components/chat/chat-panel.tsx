// The conversation of a chat assistant: loaded on the first press of the chat button
// (chat-launcher.tsx), with the matcher of app/domain/chat/; the knowledge it matches against comes
// from the server (/api/chat/knowledge: the topics staff keep, ADR 059).
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { Link } from 'react-router'
import { useTranslation } from '#app/i18n/react'
import type { ChatAssistant } from '#app/domain/chat/assistants'
import { replyTo, welcomeOf } from '#app/domain/chat/matcher'
import type { ChatKnowledge } from '#app/domain/chat/topics'
import type { Lang } from '#app/domain/routing/locale'
import { UNMATCHED_QUESTION_MAX_LENGTH, type UnmatchedQuestion } from '#app/domain/chat/unmatched'
import { useLang } from '#app/i18n/use-lang'
import { SUBMISSION_KEY_FIELD } from '#app/domain/forms/submission-key'
import { useSubmissionKey } from '#app/components/forms/submission-key'
import { ChatFrame, useChatContact } from './chat-frame'
import { dateFormatter } from '#app/domain/time/format'

/** marketing-site.md §9 / network-site.md §9: welcome after 0.5 s, replies after 1 to 2 s. */
export const WELCOME_DELAY_MS = 500
export const REPLY_DELAY_MIN_MS = 1000
export const REPLY_DELAY_MAX_MS = 2000

export type ChatPanelProps = { id: string; assistant: ChatAssistant; open: boolean; onClose: () => void }

type ChatMessage = {
  id: number
  text: string
  isBot: boolean
  timestamp: number
  followUp?: string[]
  /** The register's disclosure lines under an answer that states an earnings figure. */
  disclosures?: readonly string[]
}

/**
 * The knowledge of an assistant in a language. The browser keeps it and revalidates it with its
 * ETag (`no-cache`): a panel opened again after a navigation gets a 304 unless staff changed it.
 */
async function loadKnowledge(assistant: ChatAssistant, lang: Lang): Promise<ChatKnowledge> {
  const response = await fetch(`/api/chat/knowledge?assistant=${assistant}&lang=${lang}`)
  if (!response.ok) throw new Error(`chat knowledge: ${response.status}`)
  return (await response.json()) as ChatKnowledge
}

/** The knowledge for the panel: null while it loads, 'failed' when it could not be loaded. */
function useKnowledge(assistant: ChatAssistant, lang: Lang) {
  const [state, setState] = useState<{ key: string; kb: ChatKnowledge | 'failed' } | null>(null)
  const key = `${assistant}:${lang}`
  useEffect(() => {
    let current = true
    loadKnowledge(assistant, lang).then(
      (kb) => current && setState({ key, kb }),
      () => current && setState({ key, kb: 'failed' }),
    )
    return () => {
      current = false
    }
  }, [assistant, lang, key])
  return state?.key === key ? state.kb : null
}

/** Keeps a question nobody could answer, for staff (no personal data; see /api/chat/unmatched). */
function reportUnmatched(question: UnmatchedQuestion, submissionKey: string) {
  // A form, as every POST of the site: it passes the same guarded edge (guarded-edge.ts). With the
  // page's submission key, the same question asked again on this page is kept once (ADR 056).
  void fetch('/api/chat/unmatched', {
    method: 'POST',
    body: new URLSearchParams({
      ...question,
      ...(submissionKey ? { [SUBMISSION_KEY_FIELD]: submissionKey } : {}),
    }),
  }).catch(() => {
    // Losing this note must never disturb the conversation.
  })
}

export default function ChatPanel({ id, assistant, open, onClose }: ChatPanelProps) {
  const { t } = useTranslation()
  const lang = useLang()
  const submissionKey = useSubmissionKey()
  const contact = useChatContact(assistant)
  const knowledge = useKnowledge(assistant, lang)
  const kb = knowledge === 'failed' ? null : knowledge
  const [messages, setMessages] = useState<ChatMessage[]>([])
  const [input, setInput] = useState('')
  const [pending, setPending] = useState(false)
  const nextId = useRef(1)
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>())
  const inputRef = useRef<HTMLTextAreaElement>(null)
  const logRef = useRef<HTMLDivElement>(null)
  const inputId = useId()
  const time = dateFormatter(lang, {
    hour: 'numeric',
    minute: '2-digit',
  })

  const later = useCallback((fn: () => void, ms: number) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer)
      fn()
    }, ms)
    timers.current.add(timer)
  }, [])

  const addMessage = useCallback((message: Omit<ChatMessage, 'id' | 'timestamp'>) => {
    setMessages((list) => [...list, { ...message, id: nextId.current++, timestamp: Date.now() }])
  }, [])

  useEffect(() => {
    const pendingTimers = timers.current
    return () => {
      for (const timer of pendingTimers) clearTimeout(timer)
    }
  }, [])

  // The first opening greets after 0.5 s (once the knowledge is in).
  const greeted = useRef(false)
  useEffect(() => {
    if (!open || !kb || greeted.current) return
    greeted.current = true
    later(() => {
      const welcome = welcomeOf(kb, contact)
      addMessage({ text: welcome.text, isBot: true, followUp: welcome.suggestions })
    }, WELCOME_DELAY_MS)
  }, [open, kb, contact, later, addMessage])

  // Opening puts the cursor in the input (enabled once the knowledge is in).
  useEffect(() => {
    if (open && kb) inputRef.current?.focus()
  }, [open, kb])

  // The newest message stays in view.
  useEffect(() => {
    const log = logRef.current
    if (log) log.scrollTop = log.scrollHeight
  }, [messages, pending])

  function send(raw: string) {
    const text = raw.trim()
    if (!text || pending || !kb) return
    addMessage({ text, isBot: false })
    setInput('')
    setPending(true)
    const delay = REPLY_DELAY_MIN_MS + Math.random() * (REPLY_DELAY_MAX_MS - REPLY_DELAY_MIN_MS)
    later(() => {
      const reply = replyTo(kb, text, contact)
      addMessage({ text: reply.text, isBot: true, followUp: reply.followUp, disclosures: reply.disclosures })
      setPending(false)
      if (reply.topic === null)
        reportUnmatched({ assistant, lang, text, page: window.location.pathname }, submissionKey)
    }, delay)
  }

  // Back to the input once a reply is in (it was disabled while pending).
  useEffect(() => {
    if (!pending && open && messages.length > 1) inputRef.current?.focus()
  }, [pending, open, messages.length])

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    send(input)
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends; Shift+Enter starts a new line; Enter while composing (IME) does neither.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      send(input)
    }
  }

  const canSend = !pending && kb !== null && input.trim() !== ''

  return (
    <ChatFrame id={id} assistant={assistant} open={open} onClose={onClose}>
      <div
        ref={logRef}
        role="log"
        aria-label={t('chat.messagesLabel')}
        className="min-h-48 flex-1 space-y-3 overflow-y-auto px-4 py-3"
        data-testid="chat-messages"
      >
        {knowledge === null || knowledge === 'failed' ? (
          <p role="status" className="text-sm text-slate-600">
            {t(knowledge === null ? 'chat.loading' : 'chat.unavailable')}
          </p>
        ) : null}
        {messages.map((message) => (
          <div
            key={message.id}
            className={`flex flex-col ${message.isBot ? 'items-start' : 'items-end'}`}
            data-testid={message.isBot ? 'chat-bot-message' : 'chat-user-message'}
          >
            <p
              className={`max-w-[85%] whitespace-pre-line rounded-2xl px-3 py-2 text-sm ${
                message.isBot
                  ? 'rounded-bl-sm bg-slate-100 text-ink'
                  : 'rounded-br-sm bg-brand-700 text-white'
              }`}
            >
              <span className="sr-only">{message.isBot ? t('chat.assistant') : t('chat.you')}: </span>
              {message.text}
            </p>
            {message.disclosures?.length && kb ? (
              <div className="mt-1 max-w-[85%] text-xs text-slate-700" data-testid="chat-disclosure">
                {message.disclosures.map((line) => (
                  <p key={line}>{line}</p>
                ))}
                <Link to={kb.statement.href} className="font-semibold text-brand-700 underline">
                  {kb.statement.label}
                </Link>
              </div>
            ) : null}
            <time
              className="mt-0.5 text-[11px] text-slate-600"
              dateTime={new Date(message.timestamp).toISOString()}
            >
              {time.format(message.timestamp)}
            </time>
            {message.followUp?.length ? (
              <ul
                aria-label={t('chat.suggestions')}
                className="mt-1.5 flex flex-wrap gap-1.5"
                data-testid="chat-suggestions"
              >
                {message.followUp.map((question) => (
                  <li key={question}>
                    <button
                      type="button"
                      disabled={pending}
                      onClick={() => send(question)}
                      className="rounded-full border border-brand-700 bg-white px-2.5 py-1 text-left text-xs font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-50"
                    >
                      {question}
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ))}
        {pending ? (
          <div
            className="flex items-center gap-1 rounded-2xl bg-slate-100 px-3 py-3 w-fit"
            data-testid="chat-typing"
          >
            <span className="sr-only">{t('chat.typing')}</span>
            {[0, 150, 300].map((delay) => (
              <span
                key={delay}
                aria-hidden="true"
                className="h-2 w-2 rounded-full bg-slate-500 motion-safe:animate-bounce"
                style={{ animationDelay: `${delay}ms` }}
              />
            ))}
          </div>
        ) : null}
      </div>
      <form onSubmit={onSubmit} className="flex items-end gap-2 border-t border-slate-200 p-3">
        <label htmlFor={inputId} className="sr-only">
          {t('chat.inputLabel')}
        </label>
        <textarea
          ref={inputRef}
          id={inputId}
          rows={1}
          value={input}
          maxLength={UNMATCHED_QUESTION_MAX_LENGTH}
          disabled={pending || !kb}
          placeholder={t('chat.placeholder')}
          onChange={(event) => setInput(event.target.value)}
          onKeyDown={onKeyDown}
          className="max-h-24 min-h-10 flex-1 resize-none rounded-lg border border-slate-400 px-3 py-2 text-sm outline-none focus:border-brand-700 focus:ring-2 focus:ring-brand-700/30 disabled:bg-slate-100"
          data-testid="chat-input"
        />
        <button
          type="submit"
          disabled={!canSend}
          className="rounded-lg bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-400"
          data-testid="chat-send"
        >
          {t('chat.send')}
        </button>
      </form>
    </ChatFrame>
  )
}
