import {
  cookieValue,
  decodeFirstTouch,
  FIRST_TOUCH_COOKIE,
  type FirstTouch,
} from '#app/domain/people/first-touch'

/**
 * The visitor's first touch (issue #34) from the `ft` cookie server/app.js set at their first
 * landing, or null. A form posted with its own `utm_*` fields (a page without cookies) is not
 * trusted over it.
 */
export function firstTouchOfRequest(request: Request): FirstTouch | null {
  return firstTouchOfCookie(request.headers.get('cookie'))
}

/** The first touch of a request's Cookie header. */
export function firstTouchOfCookie(cookie: string | null | undefined): FirstTouch | null {
  return decodeFirstTouch(cookieValue(cookie ?? null, FIRST_TOUCH_COOKIE))
}
