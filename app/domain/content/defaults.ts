import type { Lang } from '../routing/locale'
import { contentEn } from './defaults-en'
import { contentEs } from './defaults-es'
import type { SiteContent } from './sections'

/** What each section holds until staff edit it, per language. */
export const defaultContent: Record<Lang, SiteContent> = { en: contentEn, es: contentEs }
