/** Español: la declaración sobre afirmaciones de ingresos enviada a quien presenta una solicitud (issue #35). */
export default {
  subject: 'Declaración sobre afirmaciones de ingresos',
  heading: 'DECLARACIÓN SOBRE AFIRMACIONES DE INGRESOS EXIGIDA POR LA LEY',
  seller: 'Vendedor: {{seller}}',
  date: 'Fecha: {{date}}',
  intro:
    'Gracias por su solicitud. Estas son las declaraciones de ingresos que hacemos, cada una con la base en que se apoya.',
  none: 'Por ahora no hacemos ninguna declaración de ingresos.',
  unbackedTitle: 'Cifras que muestra nuestro sitio cuya base aún no está registrada (no se base en ellas):',
  unbackedBasis: '{{figure}}: base aún no registrada',
  claim: 'Declaración',
  period: 'Período',
  periodValue: 'del {{start}} al {{end}}',
  achieved: 'Operadores que la alcanzaron como mínimo',
  achievedValue: '{{achieved}} de {{covered}} ({{share}} %)',
  where: 'Dónde están',
  differs: 'En qué se distinguen quienes la alcanzaron',
  substantiation:
    'La justificación escrita de estas declaraciones de ingresos está a su disposición si la solicita.',
}
