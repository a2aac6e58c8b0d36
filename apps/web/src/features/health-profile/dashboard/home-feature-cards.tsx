import {
  CalendarCheck,
  ClipboardList,
  Droplet,
  FlaskConical,
  Leaf,
  Pill,
  ScanBarcode,
  Smile,
  TestTube,
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { requiredPlanFor, type Feature } from '@thrivewell/core/rules/plans';
import { wellnessProPlanCard } from '@thrivewell/core/copy/plans-display';

export interface HomeFeature {
  title: string;
  description: string;
  href: string;
  icon: LucideIcon;
  /** The plan feature behind the card; a Wellness Pro feature is marked as such on the free tier. */
  feature?: Feature;
}

const factChecker: HomeFeature = { title: 'Product Fact-Checker', description: 'Scan or look up a product and see what is in it.', href: '/product-fact-checker', icon: ScanBarcode, feature: 'product_fact_checker' };
const ingredientAnalyzer: HomeFeature = { title: 'Ingredient Analyzer', description: 'Paste an ingredient list to spot allergens and additives.', href: '/ingredient-analyzer', icon: FlaskConical, feature: 'ingredient_safety' };

/** Whether a card's tool is included in the user's plan (P1-SUB-13: the product tools are Wellness Pro). */
export const includedIn = (f: HomeFeature, paid: boolean) => paid || !f.feature || requiredPlanFor(f.feature) === 'wellness';

/** P2-HOME-04: the wellness (free) tier's cards. */
export const wellnessFeatures: readonly HomeFeature[] = [
  factChecker,
  ingredientAnalyzer,
  { title: 'Wellness Profile', description: 'Keep your health and lifestyle details in one place.', href: '/profile', icon: UserRound },
  { title: 'Habit Tracking', description: 'Build small daily habits and watch your streaks grow.', href: '/habits', icon: CalendarCheck },
  { title: 'Mood Tracking', description: 'Note how you feel and see patterns over time.', href: '/mood-tracking', icon: Smile },
  { title: 'Community', description: 'Share tips and encouragement with other members.', href: '/community', icon: Users },
];

/** P2-HOME-05: the paid (health) tier's cards. */
export const healthFeatures: readonly HomeFeature[] = [
  factChecker,
  ingredientAnalyzer,
  { title: 'Health Questionnaire', description: 'Answer the seven-part questionnaire behind your insights.', href: '/onboarding', icon: ClipboardList },
  { title: 'Blood Test Upload', description: 'Upload blood test results for an easy-to-read summary.', href: '/blood-test-upload', icon: Droplet },
  { title: 'Urine Test Upload', description: 'Upload urine test results and track them over time.', href: '/urine-test-upload', icon: TestTube },
  { title: 'Medication Analysis', description: 'Check your medicines together for interactions and warnings.', href: '/dashboard/medication-safety', icon: Pill },
  { title: 'Natural Remedies', description: 'Explore remedies with their evidence and safety notes.', href: '/natural-remedies', icon: Leaf },
];

/** The home dashboard's feature cards for the user's tier. */
export function HomeFeatureCards({ paid }: { paid: boolean }) {
  const titleId = useId();
  const features = paid ? healthFeatures : wellnessFeatures;
  return (
    <section aria-labelledby={titleId} className="space-y-4">
      <h2 id={titleId} className="text-xl font-semibold">
        {paid ? 'Your health tools' : 'Your wellness tools'}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {features.map((f) => (
          <li key={f.href}>
            <Link
              to={f.href}
              className="flex h-full items-start gap-3 rounded-2xl border border-border bg-surface p-4 shadow-sm transition-colors hover:border-brand/50 hover:bg-surface-2"
            >
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand">
                <f.icon aria-hidden="true" className="size-5" />
              </span>
              <span className="min-w-0">
                <span className="block font-semibold">{f.title}</span>
                {!includedIn(f, paid) && (
                  <span className="mt-1 inline-block rounded-full bg-brand-soft px-2 py-0.5 text-xs font-semibold text-brand">
                    {wellnessProPlanCard.name}
                  </span>
                )}
                <span className="block text-sm text-muted">{f.description}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
