/**
 * English: what the chat says where a topic's answer cannot be said as written (issue #45 item 3,
 * app/domain/chat/topics.ts). Sent with the chat's knowledge (/api/chat/knowledge), in no page.
 */
export default {
  noCities:
    'No market has an active operator yet: we are recruiting our first operators across major US metro areas. The map on our home page shows every market we are growing in; ask us to check the availability of your area.',
  noEarningsClaim:
    'What an operator earns depends on their market, their vehicles and the hours they put in. We state an earnings figure only with its basis on our Earnings Claim Statement; book a free consultation call and we will go through the numbers with you.',
}
