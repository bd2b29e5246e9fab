import type { CollectionStore } from '../http/admin-collection'
import { videoCollection } from '../services/content/video-admin'
import { marketCollection } from '../services/operators/markets'

/**
 * The stores of the collections that have one of their own (a ZIP code's centre looked up, a count
 * from another table), by the name their config gives (`store: 'markets'`). A collection kept in
 * one table of its own needs none: its config names the table (`table-store.ts`).
 */
export const namedStores: Record<string, CollectionStore<unknown, never, never, { values: object }>> = {
  videos: videoCollection as never,
  markets: marketCollection as never,
}
