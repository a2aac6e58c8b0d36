import { PATTERN_RULES } from '@thrivewell/core/tracking/pattern-rules';

const section = 'mt-6';
const h3 = 'text-lg font-semibold';
const p = 'mt-2 text-muted';

/**
 * How patterns are found: aggregation, fill policies, tests, lags, Benjamini–Hochberg, the
 * thresholds and the limits. The numbers come from the same constants the statistics use.
 */
export function MethodSection({ headingId }: { headingId: string }) {
  const r = PATTERN_RULES;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-border bg-surface p-6">
      <h2 id={headingId} className="text-xl font-semibold">How patterns are found</h2>
      <p className={p}>Every pattern here is computed from your own entries only, on the server, each time you open this page. Nothing is predicted and nothing is compared with other people.</p>

      <div className={section}>
        <h3 className={h3}>1. One value per day, in your time zone</h3>
        <p className={p}>
          Each entry is counted on the calendar day you lived it, in the time zone of your tracking settings. Several entries on one day become one value:
          ratings (mood, energy, stress, sleep quality) are averaged, a symptom&apos;s severity is the day&apos;s highest, counts (glasses of water) are added up,
          and yes/no factors (a walk, alcohol, a habit done) are yes if they happened at all.
        </p>
      </div>

      <div className={section}>
        <h3 className={h3}>2. Days without an entry</h3>
        <p className={p}>
          Each metric declares how a missing day counts. For counts and yes/no factors a day without an entry is zero (&ldquo;no walk&rdquo;), but only from the
          first day that metric has an entry until the last day you logged anything — before a habit existed, or after you stopped logging, &ldquo;not done&rdquo;
          is unknown. For ratings and measures a missing day is skipped, never guessed.
        </p>
      </div>

      <div className={section}>
        <h3 className={h3}>3. The tests</h3>
        <p className={p}>
          <strong>A yes/no factor</strong> (walk, alcohol): we compare your average outcome on days with it and on days without it, and only when there are at
          least {r.minDaysEach} days of each. The effect is the difference of the two averages in the outcome&apos;s own units (points, hours). Its 95 %
          interval and p-value come from Welch&apos;s t-test, which does not assume both kinds of day vary equally.
        </p>
        <p className={p}>
          <strong>A numeric factor</strong> (stress 1–10, glasses of water): we use Spearman&apos;s rank correlation ρ, which only asks whether higher goes with
          higher (or lower) and is not thrown by an odd day; tied values share their average rank. It needs at least {r.minPairedDaysNumeric} paired days. Its 95 %
          interval uses Fisher&apos;s z with the standard error √(1.06 / (n − 3)) that Fieller, Hartley and Pearson derived for rank correlations (slightly wider
          than Pearson&apos;s 1 / √(n − 3)); its p-value uses the t distribution with n − 2 degrees of freedom. For such pairs, &ldquo;days with&rdquo; counts the days
          the factor was above zero and &ldquo;days without&rdquo; the days it was zero.
        </p>
      </div>

      <div className={section}>
        <h3 className={h3}>4. Same day and next day</h3>
        <p className={p}>
          Each pair is tested twice: the factor and the outcome on the same day, and the factor on one day with the outcome on the next (alcohol tonight, sleep
          tonight, mood tomorrow). On the same day a pair and its mirror are the same question, so it is asked once.
        </p>
      </div>

      <div className={section}>
        <h3 className={h3}>5. Many questions at once</h3>
        <p className={p}>
          With 30 factors and a few outcomes we ask hundreds of questions, and some would look &ldquo;significant&rdquo; by chance. We control the false discovery rate
          with the Benjamini–Hochberg procedure over every pair tested for you: a pattern is shown only when its q-value is below {r.qThreshold}, so on
          average fewer than 1 in {Math.round(1 / r.qThreshold)} shown patterns is a fluke. On pure noise this finds nothing in at least 9 of 10 cases — we test
          that with simulated years of random data.
        </p>
      </div>

      <div className={section}>
        <h3 className={h3}>6. Big enough to matter</h3>
        <p className={p}>
          A tiny difference can be &ldquo;significant&rdquo; over a year of data. We show a pattern only when it is also large enough to notice: |ρ| at least {r.minAbsRho},
          or a difference of at least {r.minAbsStandardised} standard deviations and at least a minimum in the outcome&apos;s units (0.3 points on a 1–5 scale,
          0.5 on a 1–10 scale, 15 minutes of sleep, 10 percentage points of days for a yes/no outcome, one unit of a count). Strength is said in words: for ρ,
          weak from 0.2, moderate from 0.4, strong from 0.6; for differences, by Cohen&apos;s d — weak from 0.2, moderate from 0.5, strong from 0.8 standard deviations.
        </p>
      </div>

      <div className={section}>
        <h3 className={h3}>7. What is never compared</h3>
        <p className={p}>
          A metric is never compared with itself or with another view of the same thing (having a headache and the headache&apos;s severity, a habit and its
          count), and an emotion you tag on a mood entry is not compared with that entry&apos;s own ratings on the same day.
        </p>
      </div>

      <div className={section}>
        <h3 className={h3}>8. Limits</h3>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-muted">
          <li>Correlation, not causation: a pattern says two things went together in your data, not that one caused the other. A third thing (a busy week, an illness) may drive both.</li>
          <li>Under {r.earlySignalDays} paired days a pattern is marked an early signal: it may well disappear as you log more.</li>
          <li>Days are not fully independent (a good week has several good days in a row), which makes intervals somewhat too narrow; the thresholds above leave room for that.</li>
          <li>Only what you log can be found. Gaps in logging, or logging mostly on bad days, change what the data can show.</li>
          <li>Patterns are not medical advice. Talk to a clinician before changing treatment because of one.</li>
        </ul>
      </div>
    </section>
  );
}
