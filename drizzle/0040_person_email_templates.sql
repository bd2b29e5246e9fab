-- Two starting templates for e-mailing a person from their page (issue #34); staff edit them on /admin/people/templates.
INSERT INTO "person_email_templates" ("name", "subject_en", "subject_es", "body_en", "body_es") VALUES
  ('Call follow-up',
   'Following up on our call, {{firstName}}',
   'Seguimiento de nuestra llamada, {{firstName}}',
   E'Hi {{firstName}},\n\nThank you for taking the time to talk with us about running your own courier business in {{city}}. As promised, here is a short summary: we will send you the next steps, and you can reply to this e-mail with any question.\n\nWe look forward to hearing from you.',
   E'Hola {{firstName}}:\n\nGracias por tomarse el tiempo de hablar con nosotros sobre tener su propio negocio de mensajería en {{city}}. Como le prometimos, le enviaremos los próximos pasos; puede responder a este correo con cualquier pregunta.\n\nQuedamos atentos a su respuesta.'),
  ('Application received',
   'We received your application, {{firstName}}',
   'Recibimos su solicitud, {{firstName}}',
   E'Hi {{firstName}},\n\nWe received your application to become an operator. Our team is reviewing it and will contact you within two business days to book a call.\n\nThank you for your interest.',
   E'Hola {{firstName}}:\n\nRecibimos su solicitud para ser operador. Nuestro equipo la está revisando y le contactará en un plazo de dos días hábiles para agendar una llamada.\n\nGracias por su interés.');
