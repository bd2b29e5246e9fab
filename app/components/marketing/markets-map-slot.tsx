/**
 * Where the Map Locator section (marketing-site.md §2, "Map Locator section") goes on the home
 * page. The map is built in its own issue; until then the slot renders nothing.
 */
export function MarketsMapSlot() {
  return null
}
