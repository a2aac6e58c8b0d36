import { AlertOctagon, AlertTriangle, Ban, CheckCircle2, ChevronDown, FlaskConical, Info, Leaf, Pill, Wheat } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { ConcernLevel, ConditionFinding } from '@thrivewell/core/contracts/ingredient-analysis';
import { Badge, type BadgeTone } from '../../ui/badge';
import { TieredContentWrapper } from './tiered-content-wrapper';
import { SourceLinks, type SourceRef } from '../../ui/source-links';
import { IngredientVerdict } from './ingredient-verdict';
import { InteractionCard } from './interaction-list';
import type { IngredientAnalysis, PersonalIngredientAnalysis } from './safety-api';
import { isSerious } from './severity';

type Meta = { label: string; tone: BadgeTone; icon: typeof Info; border: string };

/** Condition notes: colour AND word AND icon. */
const conditionMeta: Record<ConditionFinding['severity'], Meta> = {
  avoid: { label: 'Avoid', tone: 'danger', icon: Ban, border: 'border-l-danger' },
  caution: { label: 'Caution', tone: 'warning', icon: AlertTriangle, border: 'border-l-warning' },
  info: { label: 'Good to know', tone: 'brand', icon: Info, border: 'border-l-brand' },
};

const concernMeta: Record<ConcernLevel, Meta> = {
  high: { label: 'High concern', tone: 'danger', icon: AlertOctagon, border: 'border-l-danger' },
  moderate: { label: 'Moderate concern', tone: 'warning', icon: AlertTriangle, border: 'border-l-warning' },
  low: { label: 'Low concern', tone: 'neutral', icon: Info, border: 'border-l-border' },
  none: { label: 'No known concern', tone: 'success', icon: CheckCircle2, border: 'border-l-success' },
};

const categoryLabel = (category: string) => category.charAt(0).toUpperCase() + category.slice(1).replace(/-/g, ' ');

function MetaBadge({ meta }: { meta: Meta }) {
  const Icon = meta.icon;
  return (
    <Badge tone={meta.tone}>
      <Icon aria-hidden="true" className="size-3.5" />
      {meta.label}
    </Badge>
  );
}

/** What the person told us that makes this analysis urgent: a serious interaction or their own allergen. */
export function hasCriticalFinding(a: IngredientAnalysis): boolean {
  return a.interactions.some((i) => isSerious(i.severity)) || a.allergens.some((f) => f.matchesProfile) || a.personalAllergies.length > 0;
}

function Section({ id, title, icon: Icon, count, children }: { id: string; title: string; icon: typeof Info; count?: number; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h3 id={id} className="flex items-center gap-2 text-lg font-semibold text-ink">
        <Icon aria-hidden="true" className="size-5 text-brand" />
        {title}
        {count !== undefined && <span className="text-base font-normal text-muted">({count})</span>}
      </h3>
      {children}
    </section>
  );
}

function Card({ border = 'border-l-border', tone = 'bg-surface', children }: { border?: string; tone?: string; children: ReactNode }) {
  return <div className={`rounded-xl border border-border border-l-4 p-4 ${border} ${tone}`}>{children}</div>;
}

function Sources({ sources }: { sources: readonly SourceRef[] }) {
  if (sources.length === 0) return null;
  return (
    <div className="mt-2">
      <SourceLinks sources={sources} />
    </div>
  );
}

const ingredientName = (text: string) => <span className="font-semibold">“{text}”</span>;

/** The analysis of one ingredient list: the verdict first, then the findings, most urgent first; shared by the analyzer and the product checker. */
export function IngredientResults({ analysis: a }: { analysis: PersonalIngredientAnalysis }) {
  const uid = useId();
  const allergens = [...a.allergens].sort((x, y) => Number(y.matchesProfile) - Number(x.matchesProfile));
  const traces = [...a.mayContain].sort((x, y) => Number(y.matchesProfile) - Number(x.matchesProfile));
  return (
    <TieredContentWrapper level={hasCriticalFinding(a) ? 'critical' : 'advanced'}>
      <div className="space-y-8">
        <IngredientVerdict analysis={a} />

        {a.interactions.length > 0 && (
          <Section id={`${uid}-interactions`} title="Interactions with your medicines" icon={Pill} count={a.interactions.length}>
            <ul className="space-y-3">
              {a.interactions.map((i) => (
                <li key={`${i.ruleId}+${i.aId}+${i.bId}+${i.ingredient}`} className="space-y-1.5">
                  <p className="text-sm text-muted">Found in the ingredient {ingredientName(i.ingredient)}</p>
                  <InteractionCard interaction={i} />
                </li>
              ))}
            </ul>
          </Section>
        )}

        {allergens.length > 0 && (
          <Section id={`${uid}-allergens`} title="Allergens" icon={Wheat} count={allergens.length}>
            <ul className="space-y-2">
              {allergens.map((f) => (
                <li key={`${f.allergenId}+${f.ingredient}`}>
                  <Card border={f.matchesProfile ? 'border-l-danger border-danger/50' : 'border-l-border'} tone={f.matchesProfile ? 'bg-danger-soft' : 'bg-surface'}>
                    <div className="flex flex-wrap items-center gap-2">
                      {f.matchesProfile ? (
                        <Badge tone="danger" className="ring-1 ring-danger/60 ring-inset">
                          <AlertOctagon aria-hidden="true" className="size-3.5" />
                          Matches your allergy
                        </Badge>
                      ) : (
                        <Badge tone="neutral">
                          <Info aria-hidden="true" className="size-3.5" />
                          Allergen
                        </Badge>
                      )}
                      <span className="font-semibold text-ink">{f.allergen}</span>
                    </div>
                    <p className="mt-1.5 text-sm text-ink">
                      In {ingredientName(f.ingredient)}. Listed as a major allergen in {f.regions.map((r) => (r === 'US' ? 'the US' : 'the EU')).join(' and ')}.
                    </p>
                    <Sources sources={f.sources} />
                  </Card>
                </li>
              ))}
            </ul>
          </Section>
        )}

        {(traces.length > 0 || a.traces.length > 0) && (
          <Section id={`${uid}-traces`} title="May contain (traces, not ingredients)" icon={Info} count={a.traces.length}>
            <p className="text-sm text-muted">The label warns these may be present in small amounts from the factory. They are not ingredients, but they matter for a severe allergy.</p>
            <ul className="space-y-2">
              {traces.map((f) => (
                <li key={`${f.allergenId ?? f.allergen}+${f.ingredient}`}>
                  <Card border={f.matchesProfile ? 'border-l-warning border-warning/50' : 'border-l-border'} tone={f.matchesProfile ? 'bg-warning-soft' : 'bg-surface'}>
                    <div className="flex flex-wrap items-center gap-2">
                      <Badge tone={f.matchesProfile ? 'warning' : 'neutral'}>
                        {f.matchesProfile ? <AlertTriangle aria-hidden="true" className="size-3.5" /> : <Info aria-hidden="true" className="size-3.5" />}
                        {f.matchesProfile ? 'Your allergy: may contain' : 'May contain'}
                      </Badge>
                      <span className="font-semibold text-ink">{f.allergen}</span>
                      <span className="text-sm text-muted">({ingredientName(f.ingredient)})</span>
                    </div>
                  </Card>
                </li>
              ))}
              {a.traces
                .filter((t) => !traces.some((f) => f.ingredient.split(', ').includes(t)))
                .map((t) => (
                  <li key={`trace+${t}`} className="text-sm text-ink">
                    May contain {ingredientName(t)}
                  </li>
                ))}
            </ul>
          </Section>
        )}

        {a.personalAllergies.length > 0 && (
          <Section id={`${uid}-personal`} title="Your other allergies" icon={AlertOctagon} count={a.personalAllergies.length}>
            <ul className="space-y-2">
              {a.personalAllergies.map((f) => (
                <li key={`${f.allergy}+${f.ingredient}`}>
                  <Card border="border-l-danger border-danger/50" tone="bg-danger-soft">
                    <Badge tone="danger" className="ring-1 ring-danger/60 ring-inset">
                      <AlertOctagon aria-hidden="true" className="size-3.5" />
                      Matches your allergy
                    </Badge>
                    <p className="mt-1.5 text-sm text-ink">
                      {ingredientName(f.ingredient)} contains {f.allergy}, which you told us you are allergic to.
                    </p>
                  </Card>
                </li>
              ))}
            </ul>
          </Section>
        )}

        {a.dietConflicts.length > 0 && (
          <Section id={`${uid}-diets`} title="Not in your diet" icon={Leaf} count={a.dietConflicts.length}>
            <ul className="space-y-2">
              {a.dietConflicts.map((f) => (
                <li key={`${f.dietId}+${f.ingredient}`}>
                  <Card border="border-l-warning">
                    <div className="flex flex-wrap items-center gap-2">
                      <Badge tone="warning">
                        <AlertTriangle aria-hidden="true" className="size-3.5" />
                        Not {f.diet.toLowerCase()}
                      </Badge>
                      <span className="text-sm text-ink">{ingredientName(f.ingredient)}</span>
                    </div>
                    <p className="mt-1.5 text-sm text-muted">{f.reason}</p>
                  </Card>
                </li>
              ))}
            </ul>
          </Section>
        )}

        {a.conditionFindings.length > 0 && (
          <Section id={`${uid}-conditions`} title="For your health conditions" icon={AlertTriangle} count={a.conditionFindings.length}>
            <ul className="space-y-2">
              {a.conditionFindings.map((f) => (
                <li key={`${f.condition}+${f.ingredient}+${f.reason}`}>
                  <Card border={conditionMeta[f.severity].border}>
                    <div className="flex flex-wrap items-center gap-2">
                      <MetaBadge meta={conditionMeta[f.severity]} />
                      <span className="text-sm text-ink">
                        {ingredientName(f.ingredient)} with {f.condition}
                      </span>
                    </div>
                    <p className="mt-1.5 text-sm text-ink">{f.reason}</p>
                    <Sources sources={f.sources} />
                  </Card>
                </li>
              ))}
            </ul>
          </Section>
        )}

        {a.additives.length > 0 && (
          <Section id={`${uid}-additives`} title="Additives" icon={FlaskConical} count={a.additives.length}>
            <ul className="space-y-2">
              {a.additives.map((f) => (
                <li key={`${f.code}+${f.ingredient}`}>
                  <Card border={concernMeta[f.concernLevel].border}>
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="rounded-md bg-surface-2 px-2 py-0.5 font-mono text-sm font-semibold text-ink">{f.code}</span>
                      <span className="font-semibold text-ink">{f.name}</span>
                      <span className="text-sm text-muted">{categoryLabel(f.category)}</span>
                      <MetaBadge meta={concernMeta[f.concernLevel]} />
                    </div>
                    <p className="mt-1.5 text-sm text-ink">{f.concern}</p>
                    <Sources sources={f.sources} />
                  </Card>
                </li>
              ))}
            </ul>
          </Section>
        )}

        {(a.uncheckedMedications.length > 0 || a.unknownDiets.length > 0) && (
          <div className="space-y-2 rounded-xl border border-border bg-surface-2 p-4 text-sm text-ink">
            {a.uncheckedMedications.length > 0 && (
              <p className="flex items-start gap-2">
                <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
                <span>
                  We did not recognise {a.uncheckedMedications.join(', ')}, so {a.uncheckedMedications.length === 1 ? 'it was' : 'they were'} not checked against this list. Check the spelling or try the generic name.
                </span>
              </p>
            )}
            {a.unknownDiets.length > 0 && (
              <p className="flex items-start gap-2">
                <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
                <span>We do not know the diet {a.unknownDiets.join(', ')} yet, so the list was not checked against it.</span>
              </p>
            )}
          </div>
        )}

        {a.ingredients.length > 0 && (
          <details className="group rounded-xl border border-border bg-surface">
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 px-4 py-2 font-semibold text-ink [&::-webkit-details-marker]:hidden">
              The {a.ingredients.length} {a.ingredients.length === 1 ? 'ingredient' : 'ingredients'} we read
              <ChevronDown aria-hidden="true" className="size-5 text-muted transition-transform group-open:rotate-180" />
            </summary>
            <ol className="list-decimal space-y-1 border-t border-border px-4 py-3 pl-9 text-sm text-ink">
              {a.ingredients.map((text, index) => (
                <li key={`${index}-${text}`}>{text}</li>
              ))}
            </ol>
          </details>
        )}
      </div>
    </TieredContentWrapper>
  );
}
