/** Español: la declaración sobre afirmaciones de ingresos y la línea junto a una cifra (issue #35). */
export default {
  meta: {
    title: 'Declaración sobre afirmaciones de ingresos | Courier Network',
    description:
      'Las declaraciones de ingresos que hace este sitio, con el período, el número y la proporción de operadores que las alcanzaron, y en qué se distinguen.',
  },
  statement: {
    heading: 'DECLARACIÓN SOBRE AFIRMACIONES DE INGRESOS EXIGIDA POR LA LEY',
    seller: 'Vendedor: {{seller}}',
    date: 'Fecha: {{date}}',
    intro:
      'Estas son las declaraciones de ingresos que hacemos sobre la oportunidad de negocio de mensajería, cada una con la base en que se apoya. Sus propios resultados pueden ser distintos.',
    none: 'Por ahora no hacemos ninguna declaración de ingresos.',
    unbackedTitle: 'Cifras que muestra este sitio cuya base aún no está registrada',
    unbackedIntro:
      'Estas cifras aparecen en este sitio, pero la base en que se apoyan (el período, los operadores que abarcan y cuántos las alcanzaron) aún no está registrada. No se base en ellas.',
    unbackedBasis: 'Base aún no registrada',
    claim: 'Declaración',
    period: 'Período',
    periodValue: 'del {{start}} al {{end}}',
    covered: 'Operadores que abarca la cifra',
    achieved: 'Operadores que la alcanzaron como mínimo',
    achievedValue: '{{achieved}} de {{covered}} ({{share}} %)',
    where: 'Dónde están',
    differs: 'En qué se distinguen quienes la alcanzaron',
    substantiation:
      'La justificación escrita de estas declaraciones de ingresos está a su disposición si la solicita.',
  },
  disclosure:
    '{{figure}}: la alcanzaron {{achieved}} de {{covered}} operadores ({{share}} %) del {{start}} al {{end}}.',
  statementLink: 'Declaración sobre afirmaciones de ingresos',
}
