import type { MarketShown } from '#app/domain/markets/markets'
import type { TFunction } from '#app/i18n/translate'

/**
 * A market's line on its card ('operators') or in its popup ('activeOperators'): the real count,
 * or the label of a market without operators (never a number).
 */
export function marketShownText(t: TFunction, shown: MarketShown, countKey: 'operators' | 'activeOperators') {
  return shown.kind === 'operators'
    ? t(`markets.${countKey}`, { count: shown.count })
    : t(`markets.${shown.kind}`)
}
