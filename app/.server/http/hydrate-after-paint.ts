import { Transform } from 'node:stream'
import { StringDecoder } from 'node:string_decoder'

/** React Router's module preloads (written into the head) and its module script (end of body). */
const PRELOAD = /<link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*>/g
const MODULE_SCRIPT = /<script([^>]*?) type="module"( async="")?>/g
const NONCE = /\snonce="([^"]*)"/

/**
 * When the page counts as painted even if no frame comes: a browser may paint no frame for a page
 * it shows (a headless or occluded window, a busy machine), and the page must still come alive.
 */
export const START_AT_THE_LATEST_MS = 1000

/** How often the starter looks again for the end of the inert script while the page still streams. */
export const POLL_MS = 50

/**
 * The browser code that starts hydration once the first frame has been shown (ADR 030). Two steps:
 *
 * - *painted* (two animation frames and a task after the page is shown; at once for a hidden page;
 *   without a frame after START_AT_THE_LATEST_MS or at `load`): the preloads are added to the head.
 * - *parsed*: the inert copy of React Router's module script is run (a real module script with
 *   its text and the page's nonce takes its place) only once the parser is past its end tag, that
 *   is once the script has a next sibling or the document is no longer loading. The body streams
 *   in chunks: a script found earlier may hold only part of its text, and a truncated module never
 *   hydrates the page (what withdrew this code once). Until then it looks again every POLL_MS and
 *   at `DOMContentLoaded`.
 *
 * The starter then removes itself: hydration finds the body's scripts as React Router rendered them.
 */
function starter(hrefs: string[]): string {
  const code = [
    `const p=${JSON.stringify(hrefs).replaceAll('<', '\\u003c')},me=document.currentScript,n=me.nonce;`,
    'let painted=0,started=0;',
    // The inert script, once the parser has gone past its end tag (null before).
    "const inert=()=>{const s=document.querySelector('script[data-after-paint]');",
    "return s&&(s.nextSibling||document.readyState!=='loading')?s:null};",
    'const run=()=>{if(started)return;const s=inert();',
    `if(!s){if(document.readyState==='loading')setTimeout(run,${POLL_MS});return}started=1;`,
    "const m=document.createElement('script');m.type='module';m.nonce=n;m.async=true;",
    'm.textContent=s.textContent;s.replaceWith(m);me.remove()};',
    'const paint=()=>{if(painted)return;painted=1;',
    "for(const h of p){const l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.append(l)}",
    'run()};',
    "document.addEventListener('DOMContentLoaded',()=>{if(painted)run()},{once:true});",
    "addEventListener('load',paint,{once:true});",
    "if(document.visibilityState==='hidden')paint();else{document.addEventListener('visibilitychange',paint,{once:true});",
    'if(window.requestAnimationFrame)requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(paint)));',
    `setTimeout(paint,${START_AT_THE_LATEST_MS})}`,
  ]
  return `(()=>{${code.join('')}})()`
}

/**
 * A stream over the server-rendered HTML that lets the page paint before any script is asked for
 * (ADR 030). React Router writes some 10-25 module preloads into the head and a module script at
 * the end of the body; on a phone they compete with the stylesheet, the document and the first
 * image, and hydrating before the first paint pushes the paint back. Here the preloads are taken
 * out of the head, and the module script is kept inert (`type="text/plain"`, its nonce kept) behind a small
 * script (with the page's nonce) that, two frames after the page is shown, adds the preloads back
 * and runs the module script unchanged. Everything else passes through byte for byte.
 *
 * A tag split across two chunks is handled: an unfinished tag at the end of a chunk waits for the
 * next chunk.
 */
export function hydrateAfterPaint(): Transform {
  let carry = ''
  const hrefs: string[] = []
  // A character of several bytes may be split between two chunks: decode across them.
  const decoder = new StringDecoder('utf8')
  const rewrite = (text: string) =>
    text
      .replace(PRELOAD, (_tag, href: string) => {
        hrefs.push(href)
        return ''
      })
      .replace(MODULE_SCRIPT, (tag) => {
        const nonce = NONCE.exec(tag)?.[1]
        const nonceAttr = nonce === undefined ? '' : ` nonce="${nonce}"`
        return `<script${nonceAttr}>${starter(hrefs)}</script><script${nonceAttr} type="text/plain" data-after-paint="">`
      })
  return new Transform({
    transform(chunk: Buffer | string, _encoding, done) {
      const text = carry + (typeof chunk === 'string' ? chunk : decoder.write(chunk))
      const keep = unfinishedTagAtEnd(text)
      carry = text.slice(text.length - keep)
      done(null, rewrite(text.slice(0, text.length - keep)))
    },
    flush(done) {
      done(null, rewrite(carry + decoder.end()))
    },
  })
}

/** How many characters at the end of `text` are a tag not closed yet (0 when none). */
function unfinishedTagAtEnd(text: string): number {
  const open = text.lastIndexOf('<')
  if (open < 0 || text.indexOf('>', open) >= 0) return 0
  return text.length - open
}
