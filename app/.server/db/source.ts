import type { Db } from './client'

/**
 * What a service that reads or writes data is given (issue #31 item 6): the database handle itself
 * (inside the server's own layers and in their tests), or the request's app context, which is all a
 * route holds. Routes never hold the handle: lint refuses `.db` under app/routes and app/components.
 */
export type DataSource = Db | { readonly db: Db }

/** The database handle of a data source. */
export function dbOf(source: DataSource): Db {
  return 'select' in source ? source : source.db
}
