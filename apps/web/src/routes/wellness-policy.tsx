import { Link } from 'react-router';
import { product } from '@thrivewell/core/copy/product';
import { EmergencyNote } from '../features/marketing/emergency-note';
import { LongDisclaimer } from '../features/marketing/long-disclaimer';
import { PageHeader } from '../features/marketing/page-header';
import { PolicyBody } from '../features/marketing/prose';

const toc = [
  { id: 'purpose', label: 'Educational purpose' },
  { id: 'disclaimer', label: 'Medical disclaimer' },
  { id: 'is-not', label: 'What it is not' },
  { id: 'sources', label: 'How information is sourced' },
  { id: 'ai-labels', label: 'AI content and its labels' },
  { id: 'professional', label: 'When to talk to a professional' },
  { id: 'emergencies', label: 'Emergencies' },
  { id: 'questions', label: 'Questions' },
];

/**
 * /wellness-policy (P1-ROUTE-65): the educational-purpose policy the footer notice's
 * 'Learn more' opens, with the long disclaimer (P1-OVR-16..20).
 */
export default function WellnessPolicyPage() {
  return (
    <>
      <PageHeader
        eyebrow="Legal"
        title="Wellness Policy"
        intro={
          <p>
            {product.name} provides wellness information for educational purposes. This policy explains what that means
            and how to use the app safely.
          </p>
        }
      />
      <PolicyBody toc={toc}>
        <h2 id="purpose">Educational purpose</h2>
        <p>
          Everything in {product.name}, from safety checks and timing guidance to biomarker explanations, reports and
          the AI chat, is general information to help you learn, notice patterns and prepare questions. It is written
          for adults aged 18 and over. It is not medical advice about your individual situation.
        </p>

        <div id="disclaimer" className="mt-8 scroll-mt-24">
          <LongDisclaimer />
        </div>

        <h2 id="is-not">What {product.name} is not</h2>
        <ul>
          <li>It is not a medical device and does not diagnose, treat, cure or prevent any disease.</li>
          <li>It is not a doctor, pharmacist, dietitian or therapist, and it is not a replacement for one.</li>
          <li>It does not know everything about you: your results can only be read in the context your clinician has.</li>
          <li>It is not an emergency service and does not monitor you.</li>
        </ul>

        <h2 id="sources">How information is sourced</h2>
        <p>
          Safety findings, timing rules, ingredient notes, essential-oil safety notes and biomarker reference ranges come
          from a curated knowledge base. Each fact records its source, such as an FDA drug label or consumer update, an
          NIH Office of Dietary Supplements fact sheet or a MedlinePlus page, and when it was last checked. The app shows
          the source with each finding. Reference ranges differ between laboratories; the range printed on your own
          report is the one that applies to you.
        </p>

        <h2 id="ai-labels">AI content and its labels</h2>
        <p>
          Content written by AI is labelled as AI-generated. The disclaimer shown with it has three levels: basic for
          general information, advanced for more detailed analysis, and critical for topics such as medication
          interactions where a mistake could cause harm. AI can be incomplete or wrong even when it cites sources.
        </p>

        <h2 id="professional">When to talk to a professional</h2>
        <ul>
          <li>Before you start, stop or change any medicine, supplement or diet.</li>
          <li>When a safety check shows a moderate or serious finding.</li>
          <li>When a test result is outside its reference range, or you are unsure what it means.</li>
          <li>When symptoms are new, severe, getting worse or worrying you.</li>
          <li>If you are pregnant, breastfeeding, or managing a long-term condition.</li>
        </ul>

        <h2 id="emergencies">Emergencies</h2>
        <p>
          Call emergency services straight away for signs such as chest pain, difficulty breathing, sudden weakness or
          confusion, a severe allergic reaction, or thoughts of harming yourself. Do not wait for an app.
        </p>
        <div className="mt-4">
          <EmergencyNote />
        </div>

        <h2 id="questions">Questions</h2>
        <p>
          Write to <a href={`mailto:${product.supportEmail}`}>{product.supportEmail}</a>. See also the{' '}
          <Link to="/terms-of-service">Terms of Service</Link>, the <Link to="/privacy-policy">Privacy Policy</Link> and
          the <Link to="/legal">Legal</Link> overview.
        </p>
      </PolicyBody>
    </>
  );
}
