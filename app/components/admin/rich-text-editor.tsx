import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { emptyRichText, isSafeHref, normalizeHref, parseRichText } from '#app/domain/rich-text/document'
import { useTranslation } from '#app/i18n/react'
import { adminInputClass, secondaryButton } from './fields'

/**
 * The admin's rich-text editor (issue #33, ADR 047): TipTap with only what the stored format keeps
 * (app/domain/rich-text/document.ts): paragraphs, bold, italic, links, bullet and numbered lists,
 * line breaks. A labelled group of toggle buttons (aria-pressed), an editable area that is a
 * multi-line textbox named by the field's label, a small labelled form for a link's address
 * (Ctrl+K, Enter applies, Escape closes), and a hidden input carrying the document as JSON, so the
 * field posts with a normal <Form>. Admin screens only: no public route imports it.
 */
export function RichTextEditor(props: {
  /** The form field's name (the hidden input's). */
  name: string
  label: string
  /** The document as JSON text (a stored or typed one); empty or unreadable: an empty document. */
  initialValue?: string
  hint?: string
  errors?: readonly string[]
  errorId?: string
  testId?: string
  /** Called with the document as JSON after each change (a form that keeps its own state). */
  onChange?: (json: string) => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const labelId = `${id}-label`
  const hintId = props.hint ? `${id}-hint` : undefined
  const shortcutsId = `${id}-keys`
  const errorId = props.errors?.length ? (props.errorId ?? `${id}-error`) : undefined
  const describedBy = [hintId, shortcutsId, errorId].filter(Boolean).join(' ')
  const initial = parseRichText(props.initialValue ?? '') ?? emptyRichText
  const [json, setJson] = useState(() => JSON.stringify(initial))
  const [linkOpen, setLinkOpen] = useState(false)

  const attributes = {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    'aria-describedby': describedBy,
    'aria-invalid': errorId ? 'true' : 'false',
    class: `${adminInputClass} rich-text min-h-40 rounded-t-none`,
    'data-testid': props.testId ? `${props.testId}-area` : 'rich-text-area',
  }
  // Ctrl+K (⌘K) opens the link's form, as in most editors.
  const handleKeyDown = (_view: unknown, event: KeyboardEvent) => {
    if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'k') return false
    event.preventDefault()
    setLinkOpen(true)
    return true
  }
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: false,
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: {
          openOnClick: false,
          autolink: true,
          HTMLAttributes: { target: null, rel: null },
          isAllowedUri: (url) => isSafeHref(url),
        },
      }),
    ],
    content: initial,
    editorProps: { attributes, handleKeyDown },
    onUpdate: ({ editor }) => {
      const next = JSON.stringify(editor.getJSON())
      setJson(next)
      props.onChange?.(next)
    },
  })
  // The messages come and go after a post: the editable area's description follows them.
  useEffect(() => {
    editor?.setOptions({ editorProps: { attributes, handleKeyDown } })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editor, describedBy, errorId])

  return (
    <div data-testid={props.testId}>
      <span id={labelId} className="block text-sm font-semibold text-slate-800">
        {props.label}
      </span>
      <div className="mt-1">
        <Toolbar editor={editor} label={props.label} linkOpen={linkOpen} onLink={() => setLinkOpen(true)} />
        {linkOpen && editor ? <LinkForm editor={editor} onClose={() => setLinkOpen(false)} /> : null}
        {editor ? (
          <EditorContent editor={editor} />
        ) : (
          <div className={`${adminInputClass} min-h-40 rounded-t-none text-slate-600`}>
            {t('richText.loading')}
          </div>
        )}
      </div>
      <input type="hidden" name={props.name} value={json} />
      {props.hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {props.hint}
        </p>
      ) : null}
      <p id={shortcutsId} className="mt-1 text-xs text-slate-600">
        {t('richText.shortcuts')}
      </p>
      {errorId ? (
        <p id={errorId} className="mt-1 text-sm text-red-800">
          {props.errors!.map((e) => t(e)).join(' ')}
        </p>
      ) : null}
    </div>
  )
}

const toggleClass =
  'rounded border border-slate-400 bg-white px-2.5 py-1 text-sm font-semibold text-slate-800 hover:bg-slate-100 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white disabled:opacity-60'

function Toolbar(props: { editor: Editor | null; label: string; linkOpen: boolean; onLink: () => void }) {
  const { t } = useTranslation()
  const { editor } = props
  const state = useEditorState({
    editor,
    selector: ({ editor }) => ({
      bold: editor?.isActive('bold') ?? false,
      italic: editor?.isActive('italic') ?? false,
      link: editor?.isActive('link') ?? false,
      bulletList: editor?.isActive('bulletList') ?? false,
      orderedList: editor?.isActive('orderedList') ?? false,
    }),
  }) ?? { bold: false, italic: false, link: false, bulletList: false, orderedList: false }
  const button = (key: keyof typeof state, run: () => void, content: ReactNode) => (
    <button
      type="button"
      className={toggleClass}
      aria-pressed={state[key] || (key === 'link' && props.linkOpen)}
      disabled={!editor}
      onClick={run}
      data-testid={`rich-text-${key}`}
    >
      {content}
    </button>
  )
  const chain = () => editor!.chain().focus()
  return (
    <div
      role="group"
      aria-label={t('richText.toolbar', { label: props.label })}
      className="flex flex-wrap gap-1 rounded-t border border-b-0 border-slate-400 bg-slate-50 p-1"
    >
      {button('bold', () => chain().toggleBold().run(), <strong>{t('richText.bold')}</strong>)}
      {button('italic', () => chain().toggleItalic().run(), <em>{t('richText.italic')}</em>)}
      {button('link', props.onLink, t('richText.link'))}
      {button('bulletList', () => chain().toggleBulletList().run(), t('richText.bulletList'))}
      {button('orderedList', () => chain().toggleOrderedList().run(), t('richText.orderedList'))}
    </div>
  )
}

/** The address of a link: the selection's link, or the text to become one (or the address itself). */
function LinkForm({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const { t } = useTranslation()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [href, setHref] = useState(() => (editor.getAttributes('link').href as string | undefined) ?? '')
  const [invalid, setInvalid] = useState(false)
  const active = editor.isActive('link')
  useEffect(() => input.current?.focus(), [])
  const close = () => {
    onClose()
    editor.commands.focus()
  }
  const apply = () => {
    const address = normalizeHref(href)
    if (!isSafeHref(address)) {
      setInvalid(true)
      input.current?.focus()
      return
    }
    const chain = editor.chain().focus().extendMarkRange('link')
    if (editor.state.selection.empty && !active)
      chain
        .insertContent({ type: 'text', text: address, marks: [{ type: 'link', attrs: { href: address } }] })
        .run()
    else chain.setLink({ href: address }).run()
    onClose()
  }
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run()
    onClose()
  }
  return (
    <div className="border border-b-0 border-slate-400 bg-white p-2" data-testid="rich-text-link-form">
      <label htmlFor={`${id}-href`} className="block text-sm font-semibold text-slate-800">
        {t('richText.linkAddress')}
      </label>
      <input
        ref={input}
        id={`${id}-href`}
        type="text"
        inputMode="url"
        autoComplete="url"
        value={href}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-error` : `${id}-hint`}
        onChange={(event) => {
          setHref(event.target.value)
          setInvalid(false)
        }}
        onKeyDown={(event) => {
          // Enter applies the link, not the whole form; Escape goes back to the text.
          if (event.key === 'Enter') {
            event.preventDefault()
            apply()
          } else if (event.key === 'Escape') {
            event.preventDefault()
            close()
          }
        }}
        className={adminInputClass}
      />
      {invalid ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
          {t('richText.linkInvalid')}
        </p>
      ) : (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {t('richText.linkHint')}
        </p>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="button" className={secondaryButton} onClick={apply} data-testid="rich-text-link-apply">
          {t('richText.applyLink')}
        </button>
        {active ? (
          <button type="button" className={secondaryButton} onClick={remove}>
            {t('richText.removeLink')}
          </button>
        ) : null}
        <button type="button" className={secondaryButton} onClick={close}>
          {t('richText.cancel')}
        </button>
      </div>
    </div>
  )
}
