import { Form } from 'react-router'
import { FilterActions, FilterSearch, FilterSelect } from '#app/components/admin/list-parts'
import { ageBuckets, peopleWho } from '#app/domain/people/people-list'
import { useTranslation } from '#app/i18n/react'

type Filter = {
  stage: string | null
  who: string | null
  owner: string | null
  source: string | null
  lang: string | null
  age: string | null
  q: string
}

/**
 * The People list's filters (who, stage, owner, source, language, age, search) and its CSV export.
 */
export function PeopleFilters(props: {
  filter: Filter
  filtered: boolean
  exportHref: string
  stages: ReadonlyArray<{ key: string; label: string }>
  owners: ReadonlyArray<{ id: number; email: string }>
  sources: readonly string[]
}) {
  const { t } = useTranslation()
  const { filter } = props
  return (
    <Form
      method="get"
      className="mb-4 grid gap-3 rounded border border-slate-200 p-4 sm:grid-cols-2 lg:grid-cols-4"
      aria-label={t('adminPipeline.people.filtersTitle')}
      data-testid="people-filters"
    >
      <FilterSearch id="people-q" label={t('adminPipeline.people.search')} defaultValue={filter.q} />
      <FilterSelect
        id="people-who"
        name="who"
        label={t('adminPipeline.people.who')}
        anyLabel={t('adminPipeline.people.everyone')}
        defaultValue={filter.who}
        options={peopleWho.map((w) => ({ value: w, label: t(`adminPipeline.people.whoOptions.${w}`) }))}
      />
      <FilterSelect
        id="people-stage"
        name="stage"
        label={t('adminPipeline.people.stage')}
        anyLabel={t('adminPipeline.people.anyStage')}
        defaultValue={filter.stage}
        options={props.stages.map((s) => ({ value: s.key, label: s.label }))}
      />
      <FilterSelect
        id="people-owner"
        name="owner"
        label={t('adminPipeline.people.owner')}
        anyLabel={t('adminPipeline.people.anyOwner')}
        defaultValue={filter.owner}
        options={[
          { value: 'none', label: t('adminPipeline.people.noOwner') },
          ...props.owners.map((o) => ({ value: String(o.id), label: o.email })),
        ]}
      />
      <FilterSelect
        id="people-source"
        name="source"
        label={t('adminPipeline.people.source')}
        anyLabel={t('adminPipeline.people.anySource')}
        defaultValue={filter.source}
        options={props.sources.map((s) => ({
          value: s,
          label: s === 'direct' ? t('adminPipeline.people.direct') : s,
        }))}
      />
      <FilterSelect
        id="people-lang"
        name="lang"
        label={t('adminPipeline.people.language')}
        anyLabel={t('adminPipeline.people.anyLanguage')}
        defaultValue={filter.lang}
        options={(['en', 'es'] as const).map((l) => ({
          value: l,
          label: t(`adminPipeline.people.languages.${l}`),
        }))}
      />
      <FilterSelect
        id="people-age"
        name="age"
        label={t('adminPipeline.people.age')}
        anyLabel={t('adminPipeline.people.anyAge')}
        defaultValue={filter.age}
        options={ageBuckets.map((a) => ({ value: a, label: t(`adminPipeline.people.ages.${a}`) }))}
      />
      <FilterActions
        className="lg:col-span-4"
        applyLabel={t('adminPipeline.people.apply')}
        clearLabel={t('adminPipeline.people.clear')}
        filtered={props.filtered}
        exportHref={props.exportHref}
        exportLabel={t('adminPipeline.people.exportCsv')}
        exportTestId="people-export"
      />
    </Form>
  )
}
