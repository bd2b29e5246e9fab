import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import { useTranslation } from '#app/i18n/react'
import { Form } from 'react-router'
import type { ImageUsesData } from '#app/domain/images/uses'
import { checkFileName, MAX_ALT_LENGTH, MAX_INPUT_PIXELS, MAX_UPLOAD_BYTES } from '#app/domain/images/upload'
import { useLang } from '#app/i18n/use-lang'
import { adminInputClass, dangerButton, primaryButton, secondaryButton } from './fields'

/** The Image Manager's upload form and its card per stored image. */

const MB = MAX_UPLOAD_BYTES / 1024 / 1024
/** The values the upload problems' messages mention (limits). */
export const imageProblemValues = { mb: MB, megapixels: MAX_INPUT_PIXELS / 1_000_000, max: MAX_ALT_LENGTH }
const problemValues = imageProblemValues

const inputClass = adminInputClass

/** The upload form: a preview and an early size/name check in the browser; the server decides. */
export function UploadForm({ busy }: { busy: boolean }) {
  const { t } = useTranslation()
  const id = useId()
  const [preview, setPreview] = useState<string | null>(null)
  const [clientError, setClientError] = useState<string | null>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const reading = useRef<FileReader | null>(null)
  useEffect(() => () => reading.current?.abort(), [])

  function onFileChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    setClientError(null)
    setPreview(null)
    if (!file) return
    if (file.size > MAX_UPLOAD_BYTES) return setClientError('admin.images.errors.tooLarge')
    if (checkFileName(file.name)) return setClientError('admin.images.errors.badName')
    if (!/^image\/(png|jpeg|webp)$/.test(file.type)) return
    // A data: URL rather than a blob: one (Chromium may fetch blob: URLs again under connect-src).
    reading.current?.abort()
    const reader = new FileReader()
    reader.onload = () => typeof reader.result === 'string' && setPreview(reader.result)
    reader.readAsDataURL(file)
    reading.current = reader
  }
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const file = inputRef.current?.files?.[0]
    if (!file) {
      event.preventDefault()
      setClientError('admin.images.errors.noFile')
    } else if (clientError) {
      event.preventDefault()
    }
  }
  return (
    <Form method="post" encType="multipart/form-data" className="space-y-4" onSubmit={onSubmit}>
      <input type="hidden" name="intent" value="upload" />
      <div>
        <label htmlFor={`${id}-file`} className="block text-sm font-semibold text-slate-800">
          {t('admin.images.file')}
        </label>
        <input
          ref={inputRef}
          id={`${id}-file`}
          name="file"
          type="file"
          accept="image/png,image/jpeg,image/webp"
          aria-describedby={`${id}-file-hint${clientError ? ` ${id}-file-error` : ''}`}
          aria-invalid={clientError ? true : undefined}
          onChange={onFileChange}
          className="mt-1 block w-full text-sm text-slate-800 file:mr-3 file:rounded file:border file:border-slate-400 file:bg-white file:px-3 file:py-1.5 file:font-semibold"
        />
        <p id={`${id}-file-hint`} className="mt-1 text-sm text-slate-600">
          {t('admin.images.fileHint', { mb: MB })}
        </p>
        {clientError ? (
          <p id={`${id}-file-error`} role="alert" className="mt-1 text-sm text-red-800">
            {t(clientError, problemValues)}
          </p>
        ) : null}
      </div>
      {preview ? (
        <figure>
          <img
            src={preview}
            alt={t('admin.images.preview')}
            className="max-h-48 rounded border border-slate-200"
          />
        </figure>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {(['altEn', 'altEs'] as const).map((name) => (
          <div key={name}>
            <label htmlFor={`${id}-${name}`} className="block text-sm font-semibold text-slate-800">
              {t(`admin.images.${name}`)}
            </label>
            <input
              id={`${id}-${name}`}
              name={name}
              maxLength={MAX_ALT_LENGTH}
              aria-describedby={`${id}-alt-hint`}
              className={inputClass}
            />
          </div>
        ))}
      </div>
      <p id={`${id}-alt-hint`} className="text-sm text-slate-600">
        {t('admin.images.altHint')}
      </p>
      <button type="submit" className={primaryButton} disabled={busy}>
        {busy ? t('admin.images.uploading') : t('admin.images.upload')}
      </button>
    </Form>
  )
}

/** A stored image as the Image Manager's loader lists it (variants smallest first). */
export type StoredImage = {
  id: string
  fileName: string
  width: number
  height: number
  altEn: string
  altEs: string
  variants: { width: number; url: string }[]
  /** Where it is used; absent (e.g. the Content Editor's picker) means not listed. */
  uses?: ImageUsesData
}

export function ImageCard({ image, busy }: { image: StoredImage; busy: boolean }) {
  const { t } = useTranslation()
  const lang = useLang()
  const id = useId()
  const small = image.variants[0]!
  const alt = (lang === 'es' ? image.altEs : image.altEn) || ''
  return (
    <li>
      <article
        aria-labelledby={`${id}-name`}
        className="rounded-lg border border-slate-200 p-4"
        data-testid="image-card"
      >
        <div className="flex flex-col gap-4 sm:flex-row">
          <img
            src={small.url}
            alt={alt}
            width={small.width}
            height={Math.round((small.width * image.height) / image.width)}
            loading="lazy"
            className="h-auto max-h-40 w-40 flex-none rounded border border-slate-200 object-contain"
          />
          <div className="min-w-0 flex-1">
            <h3 id={`${id}-name`} className="break-all font-semibold text-slate-900">
              {image.fileName}
            </h3>
            <p className="text-sm text-slate-600">
              {t('admin.images.dimensions', { width: image.width, height: image.height })}
            </p>
            <p className="mt-1 text-sm text-slate-700">
              {t('admin.images.sizes')}:{' '}
              {image.variants.map((v, i) => (
                <span key={v.width}>
                  {i > 0 ? ', ' : ''}
                  <a href={v.url} className="text-brand-800 underline">
                    {v.width} px
                  </a>
                </span>
              ))}
            </p>
            <p className="mt-1 break-all text-sm text-slate-700">
              {t('admin.images.address')}:{' '}
              <code data-testid="image-url">{image.variants[image.variants.length - 1]!.url}</code>
            </p>
            <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-2">
              <input type="hidden" name="intent" value="alt" />
              <input type="hidden" name="id" value={image.id} />
              {(['altEn', 'altEs'] as const).map((name) => (
                <div key={name}>
                  <label htmlFor={`${id}-${name}`} className="block text-sm font-semibold text-slate-800">
                    {t(`admin.images.${name}`)}
                  </label>
                  <input
                    id={`${id}-${name}`}
                    name={name}
                    defaultValue={image[name]}
                    maxLength={MAX_ALT_LENGTH}
                    className={inputClass}
                  />
                </div>
              ))}
              <div className="flex flex-wrap gap-2 sm:col-span-2">
                <button type="submit" className={secondaryButton} disabled={busy}>
                  {t('admin.images.saveAlt')}
                </button>
              </div>
            </Form>
            {image.uses ? <ImageUsesList uses={image.uses} id={`${id}-uses`} /> : null}
            <Form
              method="post"
              className="mt-2"
              onSubmit={(event) => {
                if (!window.confirm(t('admin.images.deleteConfirm'))) event.preventDefault()
              }}
            >
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="id" value={image.id} />
              <button
                type="submit"
                className={dangerButton}
                aria-label={t('admin.images.delete', { name: image.fileName })}
                aria-describedby={image.uses ? `${id}-uses` : undefined}
                disabled={busy}
              >
                {t('admin.images.deleteShort')}
              </button>
            </Form>
          </div>
        </div>
      </article>
    </li>
  )
}

/** Where the image is used (content sections, products, videos): an image in use is not deleted. */
function ImageUsesList({ uses, id }: { uses: ImageUsesData; id: string }) {
  const { t } = useTranslation()
  const lang = useLang()
  const items = [
    ...uses.content.map((c) => ({
      key: `c-${c.page}-${c.section}-${c.lang}`,
      text: t('admin.images.usedContent', c),
    })),
    ...uses.products.map((p) => ({
      key: `p-${p.id}`,
      text: t('admin.images.usedProduct', { name: p.name[lang] || p.name.en }),
    })),
    ...uses.videos.map((v) => ({
      key: `v-${v.id}`,
      text: t('admin.images.usedVideo', { title: v.title[lang] || v.title.en }),
    })),
  ]
  return (
    <div id={id} className="mt-3 text-sm text-slate-700" data-testid="image-uses">
      <h4 className="font-semibold text-slate-800">{t('admin.images.usesTitle')}</h4>
      {items.length === 0 ? (
        <p>{t('admin.images.unused')}</p>
      ) : (
        <>
          <ul className="list-disc pl-5">
            {items.map((item) => (
              <li key={item.key}>{item.text}</li>
            ))}
          </ul>
          <p className="mt-1">{t('admin.images.inUseHint')}</p>
        </>
      )}
    </div>
  )
}
