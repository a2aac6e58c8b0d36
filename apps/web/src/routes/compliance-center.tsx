import { Download, FileLock2, History, KeyRound, Lock, ServerCog, Stethoscope, UserCheck, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { product } from '@thrivewell/core/copy/product';
import { LongDisclaimer } from '../features/marketing/long-disclaimer';
import { PageHeader } from '../features/marketing/page-header';
import { Section } from '../features/marketing/section';

interface Control {
  icon: LucideIcon;
  title: string;
  points: string[];
}

const controls: Control[] = [
  {
    icon: Lock,
    title: 'Encryption in transit',
    points: [
      'The service is served over HTTPS.',
      'HTTP Strict Transport Security (one year, including subdomains) tells browsers never to fall back to plain HTTP.',
    ],
  },
  {
    icon: FileLock2,
    title: 'Security headers',
    points: [
      'A Content Security Policy lets the page load scripts and connect only to its own origin and configured services.',
      'Other sites cannot frame the app, which protects against clickjacking.',
      'The browser is told to turn off the microphone and location; the camera is allowed only for this site, for scanning.',
    ],
  },
  {
    icon: KeyRound,
    title: 'Accounts and sessions',
    points: [
      'Passwords are stored only as one-way hashes, never in readable form.',
      'Sessions live in http-only cookies that page scripts cannot read.',
      'Sign-in and other sensitive requests are rate limited.',
    ],
  },
  {
    icon: UserCheck,
    title: 'Access control',
    points: [
      'Every request is checked on the server, and every query is limited to the signed-in member’s own data.',
      'Plan limits and feature access are enforced on the server, not only in the browser.',
    ],
  },
  {
    icon: History,
    title: 'Audit log',
    points: [
      'Security-relevant events such as sign-ins, plan changes, data exports and account deletion are recorded.',
      'Audit entries are rate limited and are designed to exclude health values and passwords.',
    ],
  },
  {
    icon: Download,
    title: 'Your data controls',
    points: [
      'Download all your data from Account Settings at any time.',
      'Delete your account and its data yourself, without having to ask.',
      'Optional cookies stay off until you allow them.',
    ],
  },
  {
    icon: ServerCog,
    title: 'Where data lives',
    points: [
      'By default, the database and uploaded files stay on the server that runs the service.',
      'Outside services (payments, e-mail, an external AI model, cloud storage) are used only when the operator enables them.',
    ],
  },
  {
    icon: Stethoscope,
    title: 'Adults only, no diagnosis',
    points: [
      `${product.name} is for adults aged 18 and over.`,
      'It provides educational wellness information. It is not a medical device and gives no diagnosis or treatment.',
    ],
  },
];

/** /compliance-center (P1-ROUTE-67): how data is protected, stated honestly. */
export default function ComplianceCenterPage() {
  return (
    <>
      <PageHeader
        eyebrow="Legal"
        title="Compliance Center"
        intro={
          <p>
            How {product.name} protects your health data, what you control yourself, and, just as important, what we do
            not claim.
          </p>
        }
      />

      <Section id="controls" title="How your data is protected">
        <ul className="grid gap-6 md:grid-cols-2">
          {controls.map(({ icon: Icon, title, points }) => (
            <li key={title} className="rounded-2xl border border-border bg-surface p-6 shadow-sm">
              <h3 className="flex items-center gap-3 text-lg font-semibold">
                <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                {title}
              </h3>
              <ul className="mt-4 list-disc space-y-1.5 pl-5 text-sm text-muted">
                {points.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="not-claimed" tone="surface" title="What we do not claim" width="narrow">
        <div className="space-y-4 text-muted">
          <p>
            We do not claim certifications we do not hold. {product.name} has not been audited or certified under
            schemes such as SOC 2 or ISO/IEC 27001, it is not a regulated medical device, and it is not offered as a
            HIPAA-covered service.
          </p>
          <p>
            If you run {product.name} for an organisation with its own regulatory duties, assess it against those duties
            before you store patient data in it.
          </p>
        </div>
      </Section>

      <Section id="report" title="Reporting a security or privacy concern" width="narrow">
        <p className="text-muted">
          If you believe you have found a security problem or that your data has been misused, write to{' '}
          <a href={`mailto:${product.supportEmail}`} className="font-medium text-brand underline underline-offset-2">
            {product.supportEmail}
          </a>{' '}
          with as much detail as you can, and please do not share the problem publicly until it is fixed. For what we
          collect and why, see the{' '}
          <Link to="/privacy-policy" className="font-medium text-brand underline underline-offset-2">
            Privacy Policy
          </Link>
          .
        </p>
        <div className="mt-8">
          <LongDisclaimer />
        </div>
      </Section>
    </>
  );
}
