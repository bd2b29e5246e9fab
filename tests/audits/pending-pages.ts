/**
 * Pages the shell already links to that another issue builds. The link audit accepts a 404 from
 * these paths (in English and under /es) and from nothing else; and it FAILS as soon as one of them
 * answers 2xx, so the list can only shrink: the issue that builds a page deletes its line here.
 *
 * English paths, each with the number of the issue that builds it. Never add a path to silence a
 * broken link that no issue is going to build: fix the link.
 */
export const pendingPages: Record<string, number> = {}
