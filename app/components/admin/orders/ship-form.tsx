import { getFormProps, getInputProps, getSelectProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form, useNavigation } from 'react-router'
import { carrierNames, carriers, orderActionSchema } from '#app/domain/shop/fulfilment'
import { useTranslation } from '#app/i18n/react'
import { adminInputClass, Control, primaryButton, TextField } from '../fields'

/**
 * "Mark shipped" of an order (issue #20 item 3), or, once shipped, its tracking details: the carrier
 * (optional) and the tracking number (optional), checked with the schema the action parses with.
 * A refused post comes back in `lastResult`: the message beside the field, what was typed kept.
 */
export function ShipForm(props: {
  orderId: number
  shipped: boolean
  carrier: string | null
  trackingNumber: string | null
  lastResult: unknown
}) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'ship'
  const [form, fields] = useForm({
    id: `ship-${props.orderId}`,
    lastResult: props.lastResult as never,
    defaultValue: { carrier: props.carrier ?? '', trackingNumber: props.trackingNumber ?? '' },
    constraint: getZodConstraint(orderActionSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: orderActionSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="mt-2 max-w-xl space-y-3 rounded border border-slate-300 p-3"
      data-testid="order-ship-form"
      aria-labelledby={`${form.id}-title`}
    >
      <h4 id={`${form.id}-title`} className="text-sm font-semibold text-slate-800">
        {props.shipped ? t('adminOrders.shipment.editTitle') : t('adminOrders.shipment.title')}
      </h4>
      <input type="hidden" name="intent" value="ship" />
      <input type="hidden" name="id" value={props.orderId} />
      <div className="grid gap-3 sm:grid-cols-2">
        <Control field={fields.carrier} label={t('adminOrders.shipment.carrier')}>
          {(describedBy) => {
            const { key, ...rest } = getSelectProps(fields.carrier)
            return (
              <select key={key} {...rest} aria-describedby={describedBy} className={adminInputClass}>
                <option value="">{t('adminOrders.shipment.noCarrier')}</option>
                {carriers.map((c) => (
                  <option key={c} value={c}>
                    {c === 'other' ? t('adminOrders.shipment.otherCarrier') : carrierNames[c]}
                  </option>
                ))}
              </select>
            )
          }}
        </Control>
        <TextField
          label={t('adminOrders.shipment.trackingNumber')}
          inputProps={getInputProps(fields.trackingNumber, { type: 'text' })}
          errors={fields.trackingNumber.errors}
          errorId={fields.trackingNumber.errorId}
          hint={t('adminOrders.shipment.trackingHint')}
        />
      </div>
      <button type="submit" className={primaryButton} disabled={busy} data-testid="order-set-shipped">
        {props.shipped
          ? t('adminOrders.shipment.update')
          : t('adminOrders.setTo', { status: t('adminOrders.status.shipped') })}
      </button>
    </Form>
  )
}
