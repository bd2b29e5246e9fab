/**
 * ProseMirror (the rich-text editor, ADR 047) measures the selection on screen to scroll it into
 * view; jsdom lays nothing out. Call in a `beforeAll` of a jsdom test that renders the editor.
 */
export function stubEditorLayout() {
  const rect = { x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) }
  const list = Object.assign([rect], { item: () => rect }) as unknown as DOMRectList
  Range.prototype.getBoundingClientRect = () => rect as DOMRect
  Range.prototype.getClientRects = () => list
  Element.prototype.getClientRects = () => list
  document.elementFromPoint = () => null
}
