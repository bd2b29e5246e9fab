/**
 * Spanish: the playbook guide itself (/playbook/guide with the key of the playbook e-mail). A gated
 * namespace (app/pages.ts `gatedBundles`): no page's HTML carries it; the guide's route sends it
 * only to a visitor whose link is valid (issue #29).
 */
const playbookGuide = {
  eyebrow: 'Courier Network',
  title: 'El manual del operador de mensajería',
  intro:
    'Una guía práctica para quienes quieren dirigir su propio negocio local de mensajería. Léala en línea, imprímala o guárdela como PDF desde su navegador.',
  print: 'Imprimir o guardar como PDF',
  contents: 'Contenido',
  sections: {
    model: {
      title: '1. Cómo funciona el negocio',
      paragraphs: {
        p1: 'Un operador de mensajería transporta artículos urgentes para empresas locales: muestras de laboratorio, documentos legales, repuestos, pedidos de tiendas. Los clientes pagan por entrega o por ruta, y las rutas recurrentes son las que convierten un ingreso extra en un negocio.',
        p2: 'En nuestra red usted conserva el 80% de los ingresos de cada entrega que realiza. Los pedidos le llegan por las herramientas de reserva de la red, por su propia página de operador y por los clientes que usted mismo consigue.',
      },
    },
    costs: {
      title: '2. Cuánto cuesta empezar',
      paragraphs: {
        p1: 'El paquete de operador cuesta $1,250, todo incluido. Cubre la constitución legal de su negocio, su tecnología (reservas, despacho y su propia página de operador) y el marketing de lanzamiento: más de $10,500 en valor.',
        p2: 'Reserve un presupuesto para combustible, seguro y un plan de teléfono durante el primer mes. La mayoría de los operadores empieza con el vehículo que ya tiene.',
      },
    },
    vehicle: {
      title: '3. Vehículo y equipo',
      paragraphs: {
        p1: 'Un automóvil, SUV o furgoneta pequeña confiable cubre la mayoría de las entregas locales. Añada una carretilla, mantas de mudanza, una caja con cerradura y un soporte para el teléfono; los clientes médicos pueden pedir una nevera con termómetro.',
        p2: 'Revise su seguro: las pólizas personales rara vez cubren entregas comerciales. Pida una cobertura comercial o de entregas antes de su primer viaje pagado.',
      },
    },
    clients: {
      title: '4. Sus primeros clientes',
      paragraphs: {
        p1: 'Empiece por las empresas que envían algo todos los días: consultorios médicos, farmacias, bufetes de abogados, compañías de títulos, imprentas y tiendas de repuestos. Visítelas en persona con una hoja de ventas y ofrezca una primera entrega a precio de prueba.',
        p2: 'Responda rápido. Una cotización en minutos y una entrega puntual consiguen más clientes recurrentes que cualquier descuento.',
      },
    },
    launch: {
      title: '5. Sus primeros 30 días',
      steps: {
        w1: 'Semana 1: termine la constitución legal, el seguro y su página de operador.',
        w2: 'Semana 2: haga una lista de 50 empresas cercanas que envían a diario y visite las primeras 20.',
        w3: 'Semana 3: haga sus primeras entregas y pida una reseña a cada cliente.',
        w4: 'Semana 4: convierta a sus mejores clientes en rutas programadas y planifique su segundo vehículo.',
      },
    },
  },
  next: {
    title: '¿Listo para hablar?',
    text: 'Un representante puede responder sus preguntas y comprobar la disponibilidad en su ciudad.',
    contact: 'Contáctenos',
    apply: 'Solicite ser operador',
  },
}

export default playbookGuide
