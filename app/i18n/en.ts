import admin from './en/admin'
import adminBookings from './en/admin-bookings'
import adminDeliveries from './en/admin-deliveries'
import adminChatQuestions from './en/admin-chat-questions'
import adminChatTopics from './en/admin-chat-topics'
import adminPipeline from './en/admin-pipeline'
import adminCoverageGaps from './en/admin-coverage-gaps'
import adminOperatorChanges from './en/admin-operator-changes'
import portalQuotes from './en/portal-quotes'
import adminMail from './en/admin-mail'
import adminNewsletters from './en/admin-newsletters'
import adminOrders from './en/admin-orders'
import adminProducts from './en/admin-products'
import adminSettings from './en/admin-settings'
import adminMarkets from './en/admin-markets'
import { collectionTexts, viteGlob } from './collection-texts'
import adminEarningsClaims from './en/admin-earnings-claims'
import adminPerson from './en/admin-person'
import adminPersonTemplates from './en/admin-person-templates'
import richText from './en/rich-text'
import articles from './en/articles'
import adminArticles from './en/admin-articles'
import adminVideos from './en/admin-videos'
import adminSubmissions from './en/admin-submissions'
import affiliate from './en/affiliate'
import bookings from './en/bookings'
import deliveries from './en/deliveries'
import chat from './en/chat'
import chatAnswers from './en/chat-answers'
import consent from './en/consent'
import forms from './en/forms'
import playbookGuide from './en/playbook-guide'
import home from './en/home'
import launchChecklist from './en/launch-checklist'
import legal from './en/legal'
import markets from './en/markets'
import earningsClaims from './en/earnings-claims'
import operators from './en/operators'
import portal from './en/portal'
import portalPage from './en/portal-page'
import newsletter from './en/newsletter'
import opportunity from './en/opportunity'
import servicePages from './en/service-pages'
import shell from './en/shell'
import shop from './en/shop'
import troubleshooting from './en/troubleshooting'
import verifyOperators from './en/verify-operators'
import videos from './en/videos'
import whatYouGet from './en/what-you-get'

/**
 * English resources, one module per feature under ./en/. Every key here must exist in es.ts too
 * (a test checks). A feature adds its module in both languages and one line in each aggregator.
 */
const en = {
  ...shell,
  home,
  servicePages,
  opportunity,
  whatYouGet,
  affiliate,
  legal,
  troubleshooting,
  videos,
  markets,
  earningsClaims,
  chat,
  chatAnswers,
  bookings,
  deliveries,
  newsletter,
  consent,
  forms,
  playbookGuide,
  admin,
  adminMail,
  adminSubmissions,
  adminChatQuestions,
  adminChatTopics,
  adminPipeline,
  adminCoverageGaps,
  adminOperatorChanges,
  portalQuotes,
  adminOrders,
  adminBookings,
  adminDeliveries,
  adminProducts,
  adminSettings,
  adminVideos,
  adminMarkets,
  // The registered admin collections' texts, one file each under ./en/collections/ (ADR 068).
  ...collectionTexts(
    viteGlob(() => import.meta.glob('./en/collections/*.ts', { eager: true, import: 'default' })),
  ),
  adminEarningsClaims,
  adminPerson,
  adminPersonTemplates,
  richText,
  articles,
  adminArticles,
  adminNewsletters,
  launchChecklist,
  verifyOperators,
  shop,
  operators,
  portal,
  portalPage,
}

export default en
export type Resources = typeof en
