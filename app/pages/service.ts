import { page, type PageDef } from './define'

/** The customer service section (network-site.md), in registry order. */
export const servicePages: PageDef[] = [
  page({
    id: 'service',
    path: 'service',
    file: 'routes/service/home.tsx',
    shell: 'service',
    texts: ['servicePages'],
    nav: { menu: 'service', label: 'service.nav.home' },
  }),
  page({
    id: 'service-areas',
    path: 'service/areas',
    file: 'routes/service/areas.tsx',
    shell: 'service',
    texts: ['servicePages', 'forms'],
    nav: { menu: 'service', label: 'service.nav.areas' },
  }),
  page({
    id: 'service-calculator',
    path: 'service/calculator',
    file: 'routes/service/calculator.tsx',
    shell: 'service',
    formPage: true,
    texts: ['servicePages', 'forms'],
    nav: { menu: 'service', label: 'service.nav.calculator' },
  }),
  page({
    id: 'service-order',
    path: 'service/order',
    file: 'routes/service/order.tsx',
    shell: 'service',
    texts: ['servicePages', 'forms'],
    nav: { menu: 'service', label: 'service.nav.order' },
  }),
  // The on-site order form (issue #44, ADR 066), under How to Order in the menu (a prefix match).
  page({
    id: 'service-order-form',
    path: 'service/order/new',
    file: 'routes/service/order-form.tsx',
    shell: 'service',
    formPage: true,
    texts: ['servicePages', 'forms', 'operators'],
  }),
  page({
    id: 'service-become-operator',
    path: 'service/become-operator',
    file: 'routes/service/become-operator.tsx',
    shell: 'service',
    formPage: true,
    texts: ['servicePages', 'forms'],
    nav: { menu: 'service', label: 'service.nav.becomeOperator' },
  }),
  page({
    id: 'service-business-registration',
    path: 'service/business-registration',
    file: 'routes/service/business-registration.tsx',
    formPost: 'business-registration',
    shell: 'service',
    formPage: true,
    texts: ['servicePages', 'forms'],
    nav: { menu: 'service', label: 'service.nav.businessRegistration' },
  }),
  page({
    id: 'service-contact',
    path: 'service/contact',
    file: 'routes/service/contact.tsx',
    formPost: 'service-contact',
    shell: 'service',
    formPage: true,
    texts: ['servicePages', 'forms'],
    nav: { menu: 'service', label: 'service.nav.contact' },
  }),
  page({
    id: 'service-operator-application',
    path: 'service/operator-application',
    file: 'routes/service/operator-application.tsx',
    formPost: 'operator-application',
    shell: 'service',
    formPage: true,
    texts: ['servicePages', 'forms'],
  }),

  // Anything else under /service: the 404 page inside the service shell.
  page({ id: 'service-not-found', path: 'service/*', file: 'routes/system/not-found.tsx', shell: 'service' }),
]
