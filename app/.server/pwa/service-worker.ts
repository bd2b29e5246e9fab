import { createHash } from 'node:crypto'
import { publicBuildAssets, type BuildManifest } from '#app/domain/pwa/build-assets'
import { offlinePageHtml, serviceWorkerSource } from '#app/domain/pwa/service-worker'
import en from '#app/i18n/en'
import es from '#app/i18n/es'

/**
 * The /sw.js script for the build whose browser manifest is `manifest` (`build.assets`; ADR 026).
 * Its BUILD ID is a hash of the precached asset URLs: they carry the content hashes (and the browser
 * manifest's name changes with any route), so a new build is a new ID, a new script and a new cache.
 */
export function serviceWorkerScript(manifest: BuildManifest): {
  buildId: string
  assets: string[]
  script: string
} {
  const assets = publicBuildAssets(manifest)
  const buildId = createHash('sha256').update(assets.join('\n')).digest('base64url').slice(0, 16)
  const script = serviceWorkerSource({
    buildId,
    assets,
    offline: { en: offlinePageHtml('en', en.offline), es: offlinePageHtml('es', es.offline) },
  })
  return { buildId, assets, script }
}
