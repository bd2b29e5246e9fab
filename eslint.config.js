import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

// Import patterns in gitignore syntax: a pattern starting with '#' is a comment, so '#' is escaped.
const serverReadsTheScreens = {
  group: ['\\#app/components/*', '\\#app/routes/*', '**/components/*', '**/routes/*'],
  message: 'The server never imports the screens: shared shapes live in app/domain.',
}
const serverRendersMail = {
  group: [
    '**/mail/render',
    '**/mail/components',
    '**/mail/templates',
    '**/mail/templates/*',
    '@react-email/*',
    'react-dom/server',
  ],
  message:
    'Only app/.server/mail renders e-mail: queue a template of mail/templates/ by its name and data with enqueueEmails (ADR 041).',
}
const lowerReadsTheUpper = {
  group: [
    '\\#app/.server/services/*',
    '\\#app/.server/http/*',
    '\\#app/.server/jobs/*',
    '../services/*',
    '../../services/*',
    '../http/*',
    '../jobs/*',
  ],
  message:
    'app/.server by role (issue #31 item 5): sign-in, repositories, the database, adapters, security and the newsletter helpers sit below the services, the web edge and the jobs, which call them, never the other way.',
}
const mailReadsTheServices = {
  group: ['\\#app/.server/services/*', '**/services/*', '\\#app/.server/jobs/*', '**/jobs/*'],
  message: 'app/.server/mail is below the services and jobs: they call it, never the other way (ADR 041).',
}

// Gitignore syntax: a pattern starting with '#' is a comment, so '#' is escaped; relative paths
// into the same folders are caught too.
const databaseGroup = [
  'drizzle-orm',
  'drizzle-orm/*',
  'pg',
  'pg/*',
  '@electric-sql/pglite',
  '@electric-sql/pglite/*',
  '\\#app/.server/repos/*',
  '\\#app/.server/db/*',
  '**/.server/repos/*',
  '**/.server/db/*',
]
const databasePatterns = [
  {
    group: databaseGroup,
    message: 'Routes and components reach data through services (app/.server/services), never the database.',
  },
]

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'data/**',
      '.react-router/**',
      'reports/**',
      'test-results/**',
      'playwright-report/**',
      'drizzle/**',
      // Files that must fail lint, linted on purpose by tests/lint/boundaries.test.ts.
      'tests/lint/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',

      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.js'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
      },
    },
  },
  {
    // domain/ stays pure: no framework, no server modules.
    files: ['app/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          // Gitignore syntax: a pattern starting with '#' is a comment, so '#' is escaped.
          patterns: ['react-router', 'react', 'drizzle-orm', '*/.server/*', '\\#app/.server/*', 'node:*'],
        },
      ],
      'no-restricted-globals': ['error', 'process', 'fetch'],
    },
  },
  {
    // routes and components never talk to the database directly.
    files: ['app/routes/**/*.{ts,tsx}', 'app/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          // Gitignore syntax: a pattern starting with '#' is a comment, so '#' is escaped; relative
          // paths into the same folders are caught too.
          patterns: databasePatterns,
        },
      ],
      // A dynamic import() of the database walks around the rule above: refused the same way.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'ImportExpression[source.value=/(\\.server\\/(db|repos)\\/|^drizzle-orm|^pg$|^@electric-sql\\/pglite)/]',
          message:
            'Routes and components reach data through services (app/.server/services), never the database.',
        },
        // The request's app context is handed to services whole (a DataSource): its database handle
        // is never read here, by property or by destructuring (issue #31 item 6).
        {
          selector: "MemberExpression[property.name='db']",
          message:
            'Routes and components never hold the database handle: pass the app context (context.get(appContext)) to a service.',
        },
        {
          selector: "ObjectPattern > Property[key.name='db']",
          message:
            'Routes and components never hold the database handle: pass the app context (context.get(appContext)) to a service.',
        },
      ],
    },
  },
  {
    // Components sit below routes (issue #31 item 5): the data they are given is typed by the
    // service that makes it, never by a route's loader or action.
    files: ['app/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...databasePatterns,
            {
              group: ['\\#app/routes/*', '**/routes/*'],
              message: 'Components never import from routes: type their data by the service that makes it.',
            },
          ],
        },
      ],
    },
  },
  {
    // The server never reaches up into the screens: shared shapes live in app/domain (issue #31).
    // Only app/.server/mail renders e-mail: the rest queues a template by its name (ADR 041).
    files: ['app/.server/**/*.{ts,tsx}'],
    ignores: ['app/.server/**/*.test.{ts,tsx}', 'app/.server/mail/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [serverReadsTheScreens, serverRendersMail] }],
      'no-restricted-syntax': [
        'error',
        ...['JSXElement', 'JSXFragment'].map((selector) => ({
          selector,
          message: serverRendersMail.message,
        })),
      ],
    },
  },
  {
    // The mail layer sits below the services and the jobs that call it (ADR 041).
    files: ['app/.server/mail/**/*.{ts,tsx}'],
    ignores: ['app/.server/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [serverReadsTheScreens, mailReadsTheServices] }],
    },
  },
  {
    files: ['app/.server/{auth,repos,db,adapters,security,newsletter,pwa}/**/*.{ts,tsx}'],
    ignores: ['app/.server/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [serverReadsTheScreens, serverRendersMail, lowerReadsTheUpper] },
      ],
    },
  },
)
