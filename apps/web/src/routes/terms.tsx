import { Link } from 'react-router';
import { planPrice, saveLabel, wellnessProPlanCard } from '@thrivewell/core/copy/plans-display';
import { product } from '@thrivewell/core/copy/product';
import { LongDisclaimer } from '../features/marketing/long-disclaimer';
import { PageHeader } from '../features/marketing/page-header';
import { PolicyBody } from '../features/marketing/prose';

const toc = [
  { id: 'agreement', label: 'Agreement' },
  { id: 'eligibility', label: 'Who may use it' },
  { id: 'not-medical', label: 'Not medical advice' },
  { id: 'account', label: 'Your account' },
  { id: 'plans', label: 'Plans and billing' },
  { id: 'acceptable-use', label: 'Acceptable use' },
  { id: 'content', label: 'Your content' },
  { id: 'ai', label: 'AI-generated content' },
  { id: 'availability', label: 'Availability and changes' },
  { id: 'ending', label: 'Ending your account' },
  { id: 'liability', label: 'Warranties and liability' },
  { id: 'contact', label: 'Contact' },
];

/** /terms-of-service and /terms (P1-ROUTE-63). */
export default function TermsPage() {
  const monthly = planPrice(wellnessProPlanCard, 'monthly');
  const yearly = planPrice(wellnessProPlanCard, 'yearly');
  return (
    <>
      <PageHeader
        eyebrow="Legal"
        title="Terms of Service"
        intro={<p>The rules for using {product.name}, written to be read. Please read them before you create an account.</p>}
      />
      <PolicyBody toc={toc}>
        <h2 id="agreement">Agreement</h2>
        <p>
          By creating an account or using {product.name} you agree to these terms, to the{' '}
          <Link to="/privacy-policy">Privacy Policy</Link> and to the <Link to="/wellness-policy">Wellness Policy</Link>.
          If you do not agree, please do not use the service.
        </p>

        <h2 id="eligibility">Who may use it</h2>
        <p>
          {product.name} is for adults aged 18 and over. By using it you confirm that you are at least 18 and able to
          agree to these terms.
        </p>

        <h2 id="not-medical">Not medical advice</h2>
        <p>
          {product.name} provides educational wellness information. It is not a medical device and does not diagnose,
          treat, cure or prevent any condition. Never start, stop or change a medicine, supplement or diet because of
          something you read in the app without asking a qualified professional first.
        </p>
        <div className="my-6">
          <LongDisclaimer />
        </div>

        <h2 id="account">Your account</h2>
        <ul>
          <li>Give accurate information when you register and keep your e-mail address up to date.</li>
          <li>Keep your password to yourself. You are responsible for activity under your account.</li>
          <li>Tell us at once at {product.supportEmail} if you think someone else has used your account.</li>
        </ul>

        <h2 id="plans">Plans and billing</h2>
        <p>
          Free Wellness costs nothing. Wellness Pro costs {monthly.amount}
          {monthly.period} or {yearly.amount}
          {yearly.period} ({saveLabel(wellnessProPlanCard)} compared with paying monthly), in US dollars. Health Pro is not
          yet available. Current prices are always on the <Link to="/pricing">pricing page</Link>.
        </p>
        <ul>
          <li>Paid plans renew automatically at the end of each billing period until you cancel.</li>
          <li>You can cancel at any time from the Subscription page, which opens the billing portal.</li>
          <li>Payments are processed by our payment provider; we do not receive or store full card numbers.</li>
          <li>If we change a price, we will tell you before it applies to your next renewal.</li>
        </ul>

        <h2 id="acceptable-use">Acceptable use</h2>
        <p>When you use {product.name}, including the community, you agree not to:</p>
        <ul>
          <li>post anything unlawful, hateful, harassing or sexually explicit, or share other people’s health details;</li>
          <li>present yourself as a health professional when you are not, or give others individual medical advice;</li>
          <li>promote or sell products, or post spam;</li>
          <li>try to get into other accounts, probe or overload the service, or get around plan limits;</li>
          <li>copy the knowledge base or scrape the service in bulk.</li>
        </ul>
        <p>We may remove content or suspend accounts that break these rules.</p>

        <h2 id="content">Your content</h2>
        <p>
          Your health profile, logs, uploads and messages remain yours. You allow us to store and process them only to
          run the features you use, as described in the <Link to="/privacy-policy">Privacy Policy</Link>. Community posts
          are visible to other members; do not post anything you would not want them to read.
        </p>

        <h2 id="ai">AI-generated content</h2>
        <p>
          Parts of {product.name}, including the chat and insights, are generated by AI. They are labelled as such, they
          cite sources where they can, and they can still be incomplete or wrong. Check anything important with a
          professional.
        </p>

        <h2 id="availability">Availability and changes</h2>
        <p>
          We work to keep {product.name} available and accurate but cannot promise it will always be uninterrupted or
          error-free. Features may change, and some pages are marked “Coming soon” until they are ready. If we change
          these terms in a way that matters, we will tell you in the app or by e-mail before the change applies.
        </p>

        <h2 id="ending">Ending your account</h2>
        <p>
          You can delete your account at any time from <Link to="/account">Account Settings</Link>; download your data
          first if you want to keep it. We may close accounts that seriously or repeatedly break these terms.
        </p>

        <h2 id="liability">Warranties and liability</h2>
        <p>
          {product.name} is provided “as is”. To the extent the law allows, we are not liable for decisions made on the
          basis of information in the app, or for indirect or consequential losses. Nothing in these terms limits rights
          you have under consumer law that cannot be limited.
        </p>

        <h2 id="contact">Contact</h2>
        <p>
          Questions about these terms: <a href={`mailto:${product.supportEmail}`}>{product.supportEmail}</a>, or see the{' '}
          <Link to="/contact">contact page</Link>.
        </p>
      </PolicyBody>
    </>
  );
}
