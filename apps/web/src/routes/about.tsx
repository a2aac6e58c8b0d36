import { BookOpen, HeartHandshake, Lock, Scale, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { product } from '@thrivewell/core/copy/product';
import { CtaBand } from '../features/marketing/cta-band';
import { LongDisclaimer } from '../features/marketing/long-disclaimer';
import { PageHeader } from '../features/marketing/page-header';
import { Section } from '../features/marketing/section';
import { IconCardGrid } from '../features/marketing/icon-card-grid';

const principles: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: BookOpen,
    title: 'Grounded, not guessed',
    text: 'Safety findings and AI answers come from a curated knowledge base in which every fact names its source. When we do not know, we say so.',
  },
  {
    icon: Lock,
    title: 'Private by design',
    text: 'Health data is sensitive. We collect what the features need, never sell it, and let you download or delete all of it yourself.',
  },
  {
    icon: HeartHandshake,
    title: 'A companion, not a clinician',
    text: 'We help you notice patterns and prepare better questions. Decisions about diagnosis and treatment belong with you and your professionals.',
  },
  {
    icon: Scale,
    title: 'Honest about limits',
    text: 'AI-generated content is labelled, sample data is marked as a sample, and features that are not ready say “Coming soon”.',
  },
];

/** /about (P1-ROUTE-55): what Thrivewell is, who it is for and the principles behind it. */
export default function AboutPage() {
  return (
    <>
      <PageHeader
        eyebrow="About"
        title={`Why ${product.name} exists`}
        intro={
          <p>
            Many adults take several medicines and supplements, follow a particular diet and keep an eye on how they
            feel, but the information that connects all of it is scattered. {product.name} brings it together in one
            place, explained in plain language.
          </p>
        }
      />

      <Section id="what" title="What we do" width="narrow">
        <div className="space-y-4 text-muted">
          <p>
            {product.name} is an AI wellness companion for adults. It checks foods, supplements and medicines against
            each other, suggests when to take them, reads ingredient lists and lab results, and keeps simple logs of
            symptoms, mood, habits and meals. An AI chat answers questions from the same sourced knowledge base.
          </p>
          <p>
            It is educational wellness information. It is not a medical device, it does not diagnose or treat anything,
            and it does not replace a doctor, pharmacist or other qualified professional.
          </p>
        </div>
      </Section>

      <Section id="who" tone="surface" title="Who it is for" width="narrow">
        <ul className="list-disc space-y-2 pl-5 text-muted">
          <li>Adults aged 18 and over who want to understand what they take and how they feel.</li>
          <li>People managing several medicines or supplements who want to know what to keep apart.</li>
          <li>Anyone preparing for an appointment who wants a clear summary and better questions.</li>
        </ul>
        <p className="mt-4 text-sm text-muted">
          {product.name} is not designed for children, for emergencies or as a substitute for care.
        </p>
      </Section>

      <Section id="principles" title="Our principles">
        <IconCardGrid cards={principles} />
      </Section>

      <Section id="sources" tone="surface" title="Where our information comes from" width="narrow">
        <p className="text-muted">
          The knowledge base draws on public, authoritative references such as FDA drug labels and consumer updates, the
          NIH Office of Dietary Supplements fact sheets and MedlinePlus. Each fact records its source and the date it
          was last checked, and the app shows that source next to every finding. If you spot something wrong, please{' '}
          <Link to="/contact" className="font-medium text-brand underline underline-offset-2">
            tell us
          </Link>
          .
        </p>
        <div className="mt-8">
          <LongDisclaimer />
        </div>
      </Section>

      <CtaBand
        title="See what it can do for you"
        text={<p>Read about every feature, or start with a free account.</p>}
        links={[
          { to: '/features', label: 'Explore features' },
          { to: '/register', label: 'Create a free account', variant: 'secondary' },
        ]}
      />
    </>
  );
}
