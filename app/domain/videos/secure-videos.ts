/** The private-video gate (marketing-site.md §4 and §9): one shared password, a cookie for 1 day. */
export const SECURE_VIDEOS_COOKIE = 'secure_videos_auth'
export const SECURE_VIDEOS_COOKIE_MAX_AGE_SECONDS = 24 * 60 * 60
export const SECURE_VIDEOS_PASSWORD_MAX_LENGTH = 200

/** Attempts to unlock, per visitor IP. */
export const SECURE_VIDEOS_RATE_LIMIT = { bucket: 'secure-videos:unlock', limit: 10, windowMs: 15 * 60_000 }
