/**
 * Draws the shop's product illustrations (public/images/products/<slug>.svg) and their WebP
 * variants (<slug>-400.webp, <slug>-800.webp). Run once: `node scripts/product-images.js`.
 * Staff can replace the pictures later; these are the built-in ones.
 */
import { Buffer } from 'node:buffer'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'

const W = 800
const H = 600
const C = {
  ink: '#0f172a',
  slate: '#334155',
  line: '#cbd5e1',
  paper: '#ffffff',
  brand: '#ea580c',
  brandDark: '#9a3412',
  brand700: '#c2410c',
  brandLight: '#ffedd5',
  brandPale: '#fff7ed',
}

/** A small arrow-and-box mark standing in for the courier brand. */
const mark = (x, y, s = 1, fill = C.brand) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><rect x="-22" y="-22" width="44" height="44" rx="10" fill="${fill}"/><path d="M-11 4h14l-5 6m5-6-5-6" stroke="#fff" stroke-width="4" fill="none" stroke-linecap="round" stroke-linejoin="round"/><path d="M-11-6h8" stroke="#fff" stroke-width="4" stroke-linecap="round"/></g>`

const textLines = (x, y, widths, gap = 18, color = C.line, h = 8) =>
  widths
    .map(
      (w, i) =>
        `<rect x="${x}" y="${y + i * gap}" width="${w}" height="${h}" rx="${h / 2}" fill="${color}"/>`,
    )
    .join('')

const frame = (
  body,
  tint = C.brandPale,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${tint}"/><stop offset="1" stop-color="#f8fafc"/></linearGradient>
<filter id="sh" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dx="0" dy="14" stdDeviation="14" flood-color="#0f172a" flood-opacity=".16"/></filter></defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<circle cx="690" cy="90" r="140" fill="${C.brandLight}" opacity=".7"/><circle cx="90" cy="540" r="110" fill="${C.brandLight}" opacity=".5"/>
<ellipse cx="400" cy="520" rx="280" ry="26" fill="#0f172a" opacity=".07"/>
${body}
</svg>
`

const box = (x, y, w, h, top = C.brand, side = C.brandDark, front = C.brand700) =>
  `<g filter="url(#sh)"><path d="M${x} ${y + 40}l${w / 2} -40 l${w / 2} 40 l${-w / 2} 40z" fill="${top}"/><path d="M${x} ${y + 40}v${h}l${w / 2} 40v${-h}z" fill="${front}"/><path d="M${x + w} ${y + 40}v${h}l${-w / 2} 40v${-h}z" fill="${side}"/></g>`

const sheet = (x, y, w, h, rot, body = '') =>
  `<g transform="rotate(${rot} ${x + w / 2} ${y + h / 2})" filter="url(#sh)"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="${C.paper}"/>${body}</g>`

const kit = (n) => {
  const extra =
    n === 2
      ? sheet(
          470,
          170,
          170,
          230,
          10,
          `<rect x="470" y="170" width="170" height="60" rx="6" fill="${C.ink}"/>${mark(510, 200, 0.7)}${textLines(490, 250, [130, 110, 120, 80])}`,
        )
      : ''
  return frame(`
${extra}
${sheet(150, 190, 180, 240, -8, `<rect x="150" y="190" width="180" height="70" rx="6" fill="${C.brand700}"/>${mark(195, 225, 0.8, C.ink)}${textLines(170, 285, [140, 120, 130, 90, 110])}`)}
${box(300, 230, 220, 150)}
<g transform="translate(410 355)"><rect x="-62" y="-22" width="124" height="44" rx="8" fill="#fff" opacity=".95"/><text x="0" y="9" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="26" font-weight="700" fill="${C.brandDark}">KIT ${n}</text></g>
`)
}

const magnets = () =>
  frame(`
<g filter="url(#sh)">
<path d="M150 380 L190 290 Q205 260 240 255 L470 250 Q510 250 540 285 L600 345 L660 360 Q690 368 690 400 L690 430 Q690 450 670 450 L140 450 Q120 450 120 430 L120 410 Q120 385 150 380z" fill="${C.paper}"/>
<path d="M215 290 L245 275 L350 272 L350 340 L200 340z" fill="#bfdbfe"/><path d="M370 272 L470 272 Q495 273 515 300 L545 340 L370 340z" fill="#bfdbfe"/>
<rect x="250" y="355" width="250" height="62" rx="8" fill="${C.brand}"/>${mark(285, 386, 0.8, C.ink)}
${textLines(320, 372, [150, 110], 20, '#ffffff', 9)}
<circle cx="230" cy="450" r="42" fill="${C.ink}"/><circle cx="230" cy="450" r="18" fill="#94a3b8"/>
<circle cx="590" cy="450" r="42" fill="${C.ink}"/><circle cx="590" cy="450" r="18" fill="#94a3b8"/>
</g>
<g transform="translate(520 120) rotate(8)" filter="url(#sh)"><rect width="190" height="90" rx="10" fill="${C.brand}"/>${mark(40, 45, 0.8, C.ink)}${textLines(75, 30, [95, 70], 22, '#ffffff', 9)}</g>
`)

const apparel = () =>
  frame(`
<g filter="url(#sh)" transform="translate(110 150)">
<path d="M70 0 L130 0 Q150 30 170 0 L230 0 L300 60 L260 110 L230 90 L230 300 L70 300 L70 90 L40 110 L0 60z" fill="${C.ink}"/>
<path d="M130 0 Q150 30 170 0" stroke="${C.brand}" stroke-width="6" fill="none"/>
${mark(150, 120, 1.2)}
${textLines(110, 165, [80], 0, C.brand, 8)}
</g>
<g filter="url(#sh)" transform="translate(470 230)">
<path d="M10 130 Q10 20 120 20 Q230 20 230 130z" fill="${C.brand}"/>
<path d="M0 130 L300 130 Q300 160 230 160 L10 160 Q0 160 0 145z" fill="${C.brandDark}"/>
<circle cx="120" cy="20" r="10" fill="${C.brandDark}"/>
${mark(120, 85, 0.9, C.ink)}
</g>
`)

const sellSheets = () =>
  frame(`
<g filter="url(#sh)" transform="rotate(-6 300 320)"><path d="M140 160 L430 160 L430 470 L140 470z" fill="${C.brand700}"/><path d="M140 300 L430 260 L430 470 L140 470z" fill="${C.brandDark}"/>${mark(190, 210, 0.9, C.ink)}${textLines(230, 198, [120, 90], 22, '#fed7aa', 9)}</g>
${sheet(400, 140, 230, 310, 7, `<rect x="400" y="140" width="230" height="80" rx="6" fill="${C.ink}"/>${mark(440, 180, 0.8)}${textLines(475, 170, [120, 90], 20, '#94a3b8', 8)}${textLines(425, 245, [180, 160, 170, 120])}<rect x="425" y="335" width="80" height="60" rx="6" fill="${C.brandLight}"/><rect x="520" y="335" width="85" height="60" rx="6" fill="${C.brandLight}"/>${textLines(425, 410, [150, 110])}`)}
`)

const brochures = () =>
  frame(`
${[0, 1, 2, 3].map((i) => `<g filter="url(#sh)"><rect x="${150 + i * 12}" y="${300 - i * 14}" width="260" height="150" rx="6" fill="${i % 2 ? '#f1f5f9' : C.paper}"/></g>`).join('')}
<g filter="url(#sh)" transform="translate(420 150)">
<path d="M0 20 L110 0 L110 300 L0 320z" fill="${C.paper}"/>
<path d="M110 0 L220 20 L220 320 L110 300z" fill="#f8fafc"/>
<path d="M220 20 L330 0 L330 300 L220 320z" fill="${C.paper}"/>
<path d="M0 20 L110 0 L110 110 L0 130z" fill="${C.brand}"/>
${mark(55, 65, 0.8, C.ink)}
${textLines(130, 50, [70, 60, 75, 50, 70, 65], 20)}
<path d="M240 40 L310 28 L310 140 L240 152z" fill="${C.brandLight}"/>
${textLines(240, 180, [70, 60, 70], 20)}
</g>
<g transform="translate(250 250)"><circle r="48" fill="${C.ink}"/><text y="10" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="30" font-weight="700" fill="#fff">100</text></g>
`)

const dropbox = (large) => {
  const w = large ? 240 : 170
  const h = large ? 330 : 210
  const x = 400 - w / 2
  const y = 500 - h
  return frame(`
${large ? '' : `<rect x="250" y="120" width="300" height="380" fill="#e2e8f0" opacity=".6"/><rect x="250" y="120" width="300" height="6" fill="#cbd5e1"/>`}
<g filter="url(#sh)">
<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="14" fill="${C.ink}"/>
<path d="M${x} ${y + 14} Q${x} ${y - 30} ${x + w / 2} ${y - 40} Q${x + w} ${y - 30} ${x + w} ${y + 14}z" fill="${C.slate}"/>
<rect x="${x + 24}" y="${y + 26}" width="${w - 48}" height="16" rx="8" fill="#020617"/>
<rect x="${x + 18}" y="${y + 64}" width="${w - 36}" height="${large ? 90 : 56}" rx="8" fill="${C.brand}"/>
${mark(x + 48, y + 64 + (large ? 45 : 28), large ? 0.9 : 0.65, C.ink)}
${textLines(x + 80, y + (large ? 96 : 82), large ? [120, 90] : [60, 40], 22, '#ffffff', 9)}
<rect x="${x + w - 44}" y="${y + h - (large ? 110 : 70)}" width="20" height="30" rx="4" fill="#94a3b8"/>
${large ? `<rect x="${x + 18}" y="${y + h - 10}" width="30" height="14" fill="#020617"/><rect x="${x + w - 48}" y="${y + h - 10}" width="30" height="14" fill="#020617"/>` : ''}
</g>
`)
}

const images = {
  'starter-kit-1': kit(1),
  'starter-kit-2': kit(2),
  'vehicle-magnets': magnets(),
  'branded-hats-and-shirts': apparel(),
  'sell-sheets-and-folders': sellSheets(),
  'brochures-100-pack': brochures(),
  'large-branded-dropbox': dropbox(true),
  'small-dropbox': dropbox(false),
}

const dir = path.resolve(import.meta.dirname, '../public/images/products')
mkdirSync(dir, { recursive: true })
for (const [slug, svg] of Object.entries(images)) {
  const compact = svg.replace(/\n/g, '')
  writeFileSync(path.join(dir, `${slug}.svg`), compact)
  for (const width of [400, 800]) {
    await sharp(Buffer.from(compact), { density: 72 * (width / W) * 1 })
      .resize(width, Math.round((width * H) / W))
      .webp({ quality: 80 })
      .toFile(path.join(dir, `${slug}-${width}.webp`))
  }
}
console.log(`wrote ${Object.keys(images).length} illustrations to ${dir}`)
