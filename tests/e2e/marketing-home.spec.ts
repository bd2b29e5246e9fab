import { videos as seedVideos } from '../../app/.server/db/seed-data/videos'
import { videoEmbedUrl } from '../../app/domain/videos/video-source'
import { expect, localized, test, visit, journeyLangs } from './fixtures'
import { stubExternalFrames } from './marketing-helpers'

const video = (id: number) => {
  const seeded = seedVideos.find((v) => v.id === id)!
  return { ...seeded, videoUrl: videoEmbedUrl({ provider: seeded.provider, id: seeded.providerVideoId }) }
}

// The home page's sections, links and structured data are read from the server's HTML
// (marketing-home.http.spec.ts); the browser proves that a video's player loads only when played.
for (const lang of journeyLangs) {
  const home = localized(lang, '/')

  test.describe(`home page (${lang})`, () => {
    test('videos load their player only when played', async ({ page }) => {
      const external = await stubExternalFrames(page)
      await visit(page, home)
      await expect(page.locator('iframe')).toHaveCount(0)
      expect(external).toEqual([])
      const overview = video(2)
      const heroVideo = page.getByTestId('hero-video')
      await expect(heroVideo.locator('img')).toHaveAttribute('src', overview.thumbnailUrl)
      await heroVideo.getByRole('button').click()
      const frame = heroVideo.getByTestId('video-frame')
      await expect(frame).toHaveAttribute('src', `${overview.videoUrl}?autoplay=1`)
      await expect(frame).toHaveAttribute('title', overview.title[lang])
      await expect(page.locator('iframe')).toHaveCount(1)
      await expect.poll(() => external).toEqual([`${overview.videoUrl}?autoplay=1`])
    })
  })
}
