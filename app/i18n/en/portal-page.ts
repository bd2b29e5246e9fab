/** "My page" of the operator portal (issue #21 item 2), and staff's queue of page changes. */
export default {
  meta: { title: 'My page' },
  title: 'My page',
  intro:
    'Edit your page in English and Spanish. Your changes are kept as a draft: our staff review them before they appear on your public page.',
  publicPage: 'Open your public page',
  status: {
    label: 'Status',
    published: 'No changes waiting: your public page shows your last approved version.',
    draft: 'Draft saved, not yet submitted for approval.',
    submitted: 'Waiting for approval by our staff.',
    rejected: 'Not approved: {{reason}} Correct your draft and submit it again.',
  },
  fields: {
    serviceAreas: 'Areas and ZIP codes served',
    serviceAreasHint: 'One town or ZIP code per line.',
    hoursOfOperation: 'Hours of operation',
    photo: 'New photo',
    photoHint:
      'JPEG, PNG or WebP, up to 8 MB. It is re-encoded for the web; leave empty to keep the current one.',
    currentPhoto: 'Current photo',
  },
  save: 'Save draft',
  submit: 'Submit for approval',
  saved: 'Your draft is saved. Submit it when it is ready.',
  submitted: 'Your changes were sent to our staff for approval.',
  nothingToSubmit: 'There is nothing to submit: your draft is the same as your public page.',
  photoError: 'This file cannot be used as a photo. Use a JPEG, PNG or WebP image of up to 8 MB.',
  preview: {
    title: 'Preview',
    intro:
      'Your page with your draft, as visitors will see it once approved (in the language of the portal).',
  },
}
