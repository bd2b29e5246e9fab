import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form, Link, useNavigation } from 'react-router'
import { emptyVideoForm, videoActionSchema, type VideoFormText } from '#app/domain/videos/video-form'
import { videoCategories } from '#app/domain/videos/videos'
import { useTranslation } from '#app/i18n/react'
import { useLocalizedPath } from '#app/i18n/use-lang'
import { adminInputClass, Control, primaryButton, secondaryButton, TextField } from './fields'

/** An image of the library, as the picture select offers it. */
export type PickableImage = { id: string; fileName: string; url: string }

/**
 * The Videos screen's add and edit form (Conform, with the schema the action parses through the
 * admin edge): both languages' title and description, the address or id, the duration, the
 * category and a picture from the Image Manager. A refused post comes back in `lastResult` with
 * what was typed and the messages beside the fields.
 */
export function VideoForm(props: {
  /** The video being edited; null: a new one. */
  editing: { id: number; values: VideoFormText } | null
  images: readonly PickableImage[]
  lastResult: unknown
}) {
  const { t } = useTranslation()
  const href = useLocalizedPath()
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'save'
  const [form, fields] = useForm({
    id: props.editing ? `video-${props.editing.id}` : 'video-new',
    lastResult: props.lastResult as never,
    defaultValue: props.editing?.values ?? emptyVideoForm,
    constraint: getZodConstraint(videoActionSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: videoActionSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  const text = (name: 'titleEn' | 'titleEs' | 'address' | 'duration', hint?: string) => (
    <TextField
      label={t(`adminVideos.form.${name}`)}
      inputProps={getInputProps(fields[name], { type: 'text' })}
      errors={fields[name].errors}
      errorId={fields[name].errorId}
      hint={hint}
    />
  )
  const description = (name: 'descriptionEn' | 'descriptionEs') => (
    <Control field={fields[name]} label={t(`adminVideos.form.${name}`)}>
      {(describedBy) => {
        const { key, ...rest } = getTextareaProps(fields[name])
        return (
          <textarea key={key} {...rest} aria-describedby={describedBy} rows={3} className={adminInputClass} />
        )
      }}
    </Control>
  )
  const select = (
    name: 'category' | 'thumbnailImageId',
    options: ReadonlyArray<{ value: string; label: string }>,
  ) => (
    <Control
      field={fields[name]}
      label={t(`adminVideos.form.${name}`)}
      hint={t(`adminVideos.form.${name}Hint`)}
    >
      {(describedBy) => {
        const { key, ...rest } = getSelectProps(fields[name])
        return (
          <select key={key} {...rest} aria-describedby={describedBy} className={adminInputClass}>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )
      }}
    </Control>
  )
  const chosen = props.images.find((image) => image.id === fields.thumbnailImageId.value)
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="max-w-3xl space-y-5 rounded border border-slate-300 p-4"
      data-testid="video-form"
      aria-labelledby="video-form-title"
    >
      <h2 id="video-form-title" className="text-lg font-semibold text-slate-900">
        {props.editing
          ? t('adminVideos.form.editTitle', { id: props.editing.id })
          : t('adminVideos.form.addTitle')}
      </h2>
      <input type="hidden" name="intent" value="save" />
      {props.editing ? <input type="hidden" name="id" value={props.editing.id} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {(['En', 'Es'] as const).map((lang) => (
          <fieldset key={lang} className="space-y-3">
            <legend className="font-semibold text-slate-900">
              {t(lang === 'En' ? 'adminVideos.form.english' : 'adminVideos.form.spanish')}
            </legend>
            {text(`title${lang}`)}
            {description(`description${lang}`)}
          </fieldset>
        ))}
      </div>
      {text('address', t('adminVideos.form.addressHint'))}
      <div className="grid gap-4 sm:grid-cols-2">
        {text('duration', t('adminVideos.form.durationHint'))}
        {select(
          'category',
          videoCategories.map((value) => ({ value, label: t(`adminVideos.category.${value}`) })),
        )}
      </div>
      {select('thumbnailImageId', [
        { value: '', label: t('adminVideos.form.thumbnailNone') },
        ...props.images.map((image) => ({ value: image.id, label: image.fileName })),
      ])}
      {chosen ? (
        <img
          src={chosen.url}
          alt={t('adminVideos.form.preview')}
          width={320}
          height={180}
          className="h-auto w-48 rounded border border-slate-300 object-cover"
          data-testid="video-thumbnail-preview"
        />
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={primaryButton} disabled={busy}>
          {props.editing ? t('adminVideos.form.save') : t('adminVideos.form.add')}
        </button>
        {props.editing ? (
          <Link to={href('/admin/videos')} className={secondaryButton}>
            {t('adminVideos.form.cancel')}
          </Link>
        ) : null}
      </div>
    </Form>
  )
}
