import { BookOpen, ClipboardList, ShieldCheck, UserPlus, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { product } from '@thrivewell/core/copy/product';
import { CtaBand } from '../features/marketing/cta-band';
import { LongDisclaimer } from '../features/marketing/long-disclaimer';
import { PageHeader } from '../features/marketing/page-header';
import { Section } from '../features/marketing/section';
import { buttonClass } from '../ui/button';

interface Step {
  icon: LucideIcon;
  title: string;
  text: string;
  points: string[];
  link: { to: string; label: string };
}

const steps: Step[] = [
  {
    icon: UserPlus,
    title: 'Create your account',
    text: 'Sign up with your e-mail address and a password. The Free plan needs no card; you can move to Wellness Pro whenever you like.',
    points: ['Free Wellness or Wellness Pro', 'For adults aged 18 and over', 'Your data stays yours: export or delete it any time'],
    link: { to: '/register', label: 'Create a free account' },
  },
  {
    icon: ClipboardList,
    title: 'Build your health profile',
    text: 'A guided onboarding walks through seven short sections: personal information, medical history, current symptoms, medications and supplements, lifestyle, diet and nutrition, and health goals. Answers save as you go, so you can stop and pick up where you left off.',
    points: ['About 8 minutes from start to finish', 'A completeness score shows what is still missing', 'Edit any section later from your profile'],
    link: { to: '/onboarding', label: 'About onboarding' },
  },
  {
    icon: ShieldCheck,
    title: 'Check safety and start tracking',
    text: 'Your medications, supplements and foods are checked against each other. Timing guidance tells you what to keep apart. Daily logs for symptoms, mood, habits and meals take seconds.',
    points: ['Findings with a severity and a source', 'Timing guidance for food and drugs', 'Symptom, mood and habit logs'],
    link: { to: '/interaction-analyzer', label: 'Open the interaction checker' },
  },
  {
    icon: BookOpen,
    title: 'Understand it: insights, reports and AI chat',
    text: 'Insights connect your logs and results over time. Reports summarise everything for an appointment. The AI chat answers questions from a curated knowledge base and cites it.',
    points: ['Biomarker insights for blood and urine dipstick results', 'Reports you can export as PDF (Wellness Pro)', 'Every AI answer labelled as AI-generated'],
    link: { to: '/sample-report', label: 'See a sample report' },
  },
];

/** /how-it-works (P1-ROUTE-53): the member's journey from sign-up to grounded insights. */
export default function HowItWorksPage() {
  return (
    <>
      <PageHeader
        eyebrow="How it works"
        title="From sign-up to insight in four steps"
        intro={
          <p>
            {product.name} starts with a short health profile and turns it, with your daily logs, into safety checks,
            timing guidance and explanations you can take to the professionals who care for you.
          </p>
        }
      >
        <Link to="/register" className={buttonClass('primary', 'lg')}>
          Start for free
        </Link>
        <Link to="/features" className={buttonClass('secondary', 'lg')}>
          See all features
        </Link>
      </PageHeader>

      <Section id="journey" title="Your journey">
        <ol className="grid gap-6 md:grid-cols-2">
          {steps.map((s, i) => (
            <li key={s.title} className="flex flex-col rounded-2xl border border-border bg-surface p-6 shadow-sm">
              <div className="flex items-center gap-3">
                <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-soft text-brand">
                  <s.icon aria-hidden="true" className="size-6" />
                </span>
                <span className="text-sm font-semibold text-muted">Step {i + 1}</span>
              </div>
              <h3 className="mt-4 text-lg font-semibold">{s.title}</h3>
              <p className="mt-2 text-sm text-muted">{s.text}</p>
              <ul className="mt-4 flex-1 list-disc space-y-1 pl-5 text-sm">
                {s.points.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
              <Link to={s.link.to} className="mt-5 inline-flex font-semibold text-brand underline-offset-2 hover:underline">
                {s.link.label} <span aria-hidden="true">&nbsp;→</span>
              </Link>
            </li>
          ))}
        </ol>
      </Section>

      <Section
        id="grounded"
        tone="surface"
        title="How answers stay grounded"
        intro={<p>The AI does not make up facts about your medicines. It works from a knowledge base we curate and can show you.</p>}
      >
        <div className="grid gap-8 md:grid-cols-3">
          <div>
            <h3 className="font-semibold">A sourced knowledge base</h3>
            <p className="mt-2 text-sm text-muted">
              Interactions, timing rules, ingredients, essential oils and biomarker reference ranges are stored as curated
              facts. Each one records where it comes from, such as FDA drug labels, the NIH Office of Dietary Supplements
              or MedlinePlus, and when it was last checked.
            </p>
          </div>
          <div>
            <h3 className="font-semibold">Answers that cite</h3>
            <p className="mt-2 text-sm text-muted">
              When you ask the chat a question, it looks up the relevant facts first and answers from them, with the
              sources listed. If the knowledge base has nothing on a topic, it says so instead of guessing.
            </p>
          </div>
          <div>
            <h3 className="font-semibold">Clear limits</h3>
            <p className="mt-2 text-sm text-muted">
              AI-generated content is labelled, and serious findings carry a stronger disclaimer. Anything that may need
              a change to your treatment is a question for your doctor or pharmacist, and the app says so.
            </p>
          </div>
        </div>
      </Section>

      <Section id="privacy" title="What happens to your data" width="narrow">
        <ul className="list-disc space-y-2 pl-5 text-muted">
          <li>Your profile and logs are used to personalise your own checks and insights, and for nothing else.</li>
          <li>We never sell your data.</li>
          <li>
            You can download everything or delete your account from{' '}
            <Link to="/account" className="font-medium text-brand underline underline-offset-2">
              Account Settings
            </Link>
            .
          </li>
          <li>
            Details are in the{' '}
            <Link to="/privacy-policy" className="font-medium text-brand underline underline-offset-2">
              Privacy Policy
            </Link>{' '}
            and the{' '}
            <Link to="/compliance-center" className="font-medium text-brand underline underline-offset-2">
              Compliance Center
            </Link>
            .
          </li>
        </ul>
        <div className="mt-8">
          <LongDisclaimer />
        </div>
      </Section>

      <CtaBand
        title="Ready when you are"
        text={<p>Create a free account in a minute, or look at a sample report first.</p>}
        links={[
          { to: '/register', label: 'Create a free account' },
          { to: '/sample-report', label: 'View the sample report', variant: 'secondary' },
        ]}
      />
    </>
  );
}
