import type { Resources } from './en'
import admin from './es/admin'
import adminBookings from './es/admin-bookings'
import adminDeliveries from './es/admin-deliveries'
import adminChatQuestions from './es/admin-chat-questions'
import adminChatTopics from './es/admin-chat-topics'
import adminPipeline from './es/admin-pipeline'
import adminCoverageGaps from './es/admin-coverage-gaps'
import adminOperatorChanges from './es/admin-operator-changes'
import portalQuotes from './es/portal-quotes'
import adminMail from './es/admin-mail'
import adminNewsletters from './es/admin-newsletters'
import adminOrders from './es/admin-orders'
import adminProducts from './es/admin-products'
import adminSettings from './es/admin-settings'
import adminMarkets from './es/admin-markets'
import { collectionTexts, viteGlob } from './collection-texts'
import adminEarningsClaims from './es/admin-earnings-claims'
import adminPerson from './es/admin-person'
import adminPersonTemplates from './es/admin-person-templates'
import richText from './es/rich-text'
import articles from './es/articles'
import adminArticles from './es/admin-articles'
import adminVideos from './es/admin-videos'
import adminSubmissions from './es/admin-submissions'
import affiliate from './es/affiliate'
import bookings from './es/bookings'
import deliveries from './es/deliveries'
import chat from './es/chat'
import chatAnswers from './es/chat-answers'
import consent from './es/consent'
import forms from './es/forms'
import playbookGuide from './es/playbook-guide'
import home from './es/home'
import launchChecklist from './es/launch-checklist'
import legal from './es/legal'
import markets from './es/markets'
import earningsClaims from './es/earnings-claims'
import operators from './es/operators'
import portal from './es/portal'
import portalPage from './es/portal-page'
import newsletter from './es/newsletter'
import opportunity from './es/opportunity'
import servicePages from './es/service-pages'
import shell from './es/shell'
import shop from './es/shop'
import troubleshooting from './es/troubleshooting'
import verifyOperators from './es/verify-operators'
import videos from './es/videos'
import whatYouGet from './es/what-you-get'

/** Spanish resources: the same keys as en.ts, one module per feature under ./es/. */
const es: Resources = {
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
  // The registered admin collections' texts, one file each under ./es/collections/ (ADR 068).
  ...collectionTexts(
    viteGlob(() => import.meta.glob('./es/collections/*.ts', { eager: true, import: 'default' })),
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

export default es
