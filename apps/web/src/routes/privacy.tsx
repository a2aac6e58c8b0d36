import { Link } from 'react-router';
import { product } from '@thrivewell/core/copy/product';
import { PageHeader } from '../features/marketing/page-header';
import { PolicyBody } from '../features/marketing/prose';

const toc = [
  { id: 'summary', label: 'In short' },
  { id: 'collect', label: 'What we collect' },
  { id: 'use', label: 'How we use it' },
  { id: 'never', label: 'What we never do' },
  { id: 'where', label: 'Where it is stored' },
  { id: 'services', label: 'Services that help us' },
  { id: 'cookies', label: 'Cookies and local storage' },
  { id: 'rights', label: 'Your choices and rights' },
  { id: 'retention', label: 'How long we keep it' },
  { id: 'security', label: 'Security' },
  { id: 'adults', label: 'Adults only' },
  { id: 'changes', label: 'Changes and contact' },
];

/** /privacy-policy and /privacy (P1-ROUTE-64). */
export default function PrivacyPage() {
  const mail = <a href={`mailto:${product.supportEmail}`}>{product.supportEmail}</a>;
  return (
    <>
      <PageHeader
        eyebrow="Legal"
        title="Privacy Policy"
        intro={
          <p>
            {product.name} holds some of the most personal information there is: your health. This page explains what we
            collect, why, and the control you have over it.
          </p>
        }
      />
      <PolicyBody toc={toc}>
        <h2 id="summary">In short</h2>
        <ul>
          <li>We use your data to run the features you use, for you, and for nothing else.</li>
          <li>We never sell your data and never use your health data for advertising.</li>
          <li>
            You can download all of it, or delete your account and data, yourself in{' '}
            <Link to="/account">Account Settings</Link>.
          </li>
          <li>Optional cookies are off until you allow them in the Cookie Preferences banner.</li>
        </ul>

        <h2 id="collect">What we collect</h2>
        <h3>Information you give us</h3>
        <ul>
          <li>Account details: name, e-mail address and a password (stored only as a secure hash).</li>
          <li>
            Your health profile: age, gender, height and weight; conditions, allergies and family history; symptoms;
            medications and supplements; lifestyle, diet and goals.
          </li>
          <li>Logs you keep: symptoms, mood, habits, meals and notes.</li>
          <li>Test results and photos you upload, such as blood tests, urine dipstick results or ingredient labels.</li>
          <li>Your messages in the AI chat, and posts in the community.</li>
          <li>Messages you send to support.</li>
        </ul>
        <h3>Information created as you use the service</h3>
        <ul>
          <li>Results of safety checks, insights and reports generated from your data.</li>
          <li>Your plan and subscription status. Card details stay with the payment provider.</li>
          <li>
            A security audit log of important account events (such as sign-ins and data exports) and error reports that
            help us fix problems. These are designed to exclude health values and passwords.
          </li>
        </ul>

        <h2 id="use">How we use it</h2>
        <ul>
          <li>To run safety checks, timing guidance, trackers, insights, reports and the AI chat for you.</li>
          <li>To keep your account secure, enforce plan limits and prevent abuse.</li>
          <li>To send e-mails you need, such as verification, password reset and, if you ask, your reports.</li>
          <li>To find and fix errors.</li>
        </ul>

        <h2 id="never">What we never do</h2>
        <ul>
          <li>Sell or rent your personal or health data.</li>
          <li>Use your health data to target advertising.</li>
          <li>Share your data with your employer, insurer or anyone else without your instruction.</li>
        </ul>

        <h2 id="where">Where it is stored</h2>
        <p>
          In its default setup {product.name} keeps all data, including uploads, in a database and file store on the
          server that runs the service; nothing is sent to outside services. When the operator of this service enables
          optional services such as a hosted database, file storage, e-mail delivery, payments or an external AI
          provider, the data those services need is processed by them as described below.
        </p>

        <h2 id="services">Services that help us</h2>
        <ul>
          <li>
            <strong>Payments:</strong> checkout and the billing portal are run by the payment provider, which receives your
            e-mail address and card details. We receive only your subscription status.
          </li>
          <li>
            <strong>E-mail delivery:</strong> your e-mail address and the content of the e-mails we send you.
          </li>
          <li>
            <strong>AI provider (if enabled):</strong> when an external AI model answers the chat, your message and the
            relevant profile details and knowledge-base facts are sent to it to produce the answer. The built-in
            responder answers on our own server.
          </li>
          <li>
            <strong>Hosting and storage:</strong> the servers, database and file storage that run the service.
          </li>
        </ul>

        <h2 id="cookies">Cookies and local storage</h2>
        <p>
          Necessary cookies keep you signed in (a secure, http-only session cookie) and remember your privacy choices;
          they are always on. Analytics, marketing and functional cookies are used only if you allow them in the Cookie
          Preferences banner, where you can accept all, reject all or choose each category, and change your mind later.
          Your browser’s local storage also remembers settings such as the colour theme, dismissed notices and, during
          onboarding, a backup of unsaved answers so they are not lost.
        </p>

        <h2 id="rights">Your choices and rights</h2>
        <ul>
          <li>
            <strong>See and take your data:</strong> download everything we hold about you from{' '}
            <Link to="/account">Account Settings</Link>.
          </li>
          <li>
            <strong>Correct it:</strong> edit any part of your health profile at any time.
          </li>
          <li>
            <strong>Delete it:</strong> delete your account and its data from Account Settings.
          </li>
          <li>
            <strong>Object or ask:</strong> write to {mail}. Depending on where you live you may have further rights, for
            example under the GDPR or US state privacy laws, and the right to complain to a data protection authority.
          </li>
        </ul>

        <h2 id="retention">How long we keep it</h2>
        <p>
          We keep your data while your account exists. When you delete your account, your profile, logs, uploads and
          messages are deleted. Limited records may be kept for a short time where needed for security, to prevent
          abuse, or where the law requires it (for example payment records).
        </p>

        <h2 id="security">Security</h2>
        <p>
          Connections are encrypted with HTTPS, passwords are stored only as hashes, sessions use http-only cookies, and
          every request is checked so that you can reach only your own data. Read more in the{' '}
          <Link to="/compliance-center">Compliance Center</Link>. No system is perfectly secure; if we learn of a breach
          that affects your data we will tell you.
        </p>

        <h2 id="adults">Adults only</h2>
        <p>{product.name} is for adults aged 18 and over. We do not knowingly collect data from children.</p>

        <h2 id="changes">Changes and contact</h2>
        <p>
          If we change this policy in a way that matters, we will tell you in the app or by e-mail before it applies.
          Questions or requests: {mail}.
        </p>
      </PolicyBody>
    </>
  );
}
