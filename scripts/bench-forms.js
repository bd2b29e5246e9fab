/**
 * The accepted form POSTs `npm run bench` measures (scripts/bench.js). Empty until a form exists:
 * the report then says "no form POST yet". A form's issue adds one entry:
 *
 *   {
 *     name: 'contact: lead form',
 *     path: '/contact',
 *     // Called once before the run, e.g. to read a token from the page; returns what every request sends.
 *     prepare: async (origin) => ({
 *       headers: { 'content-type': 'application/x-www-form-urlencoded' },
 *       body: new URLSearchParams({ firstName: 'Ana', … }).toString(),
 *     }),
 *     // The status an accepted submission answers with (a redirect to the success page, or 200).
 *     acceptedStatus: 303,
 *   }
 *
 * Every request must be accepted (stored): a run where some answer otherwise is reported as failed.
 * The benchmark sets RATE_LIMIT_SCALE very high so rate limits do not turn requests away.
 *
 * @type {Array<{ name: string, path: string, acceptedStatus: number,
 *   prepare: (origin: string) => Promise<{ headers?: Record<string, string>, body: string }> }>}
 */
export const formPosts = []
