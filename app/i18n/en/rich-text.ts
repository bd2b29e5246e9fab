/** English: the rich-text editor of the admin (issue #33, ADR 047). */
export default {
  toolbar: 'Formatting of {{label}}',
  bold: 'Bold',
  italic: 'Italic',
  link: 'Link',
  bulletList: 'Bullet list',
  orderedList: 'Numbered list',
  linkAddress: 'Link address',
  linkHint: 'A web address (https://…), an e-mail address, or a page of this site such as /contact.',
  linkInvalid: 'Enter an address starting with https://, an e-mail address, or a path starting with /.',
  applyLink: 'Apply link',
  removeLink: 'Remove link',
  cancel: 'Cancel',
  loading: 'The editor needs JavaScript; it is loading.',
  shortcuts: 'Shortcuts: Ctrl+B bold, Ctrl+I italic, Ctrl+K link.',
}
