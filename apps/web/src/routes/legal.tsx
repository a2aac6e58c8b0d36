import { FileText, HeartPulse, Lock, ShieldCheck, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { product } from '@thrivewell/core/copy/product';
import { LongDisclaimer } from '../features/marketing/long-disclaimer';
import { PageHeader } from '../features/marketing/page-header';
import { Section } from '../features/marketing/section';

const documents: { to: string; icon: LucideIcon; title: string; text: string }[] = [
  {
    to: '/terms-of-service',
    icon: FileText,
    title: 'Terms of Service',
    text: 'Who may use the service, plans and billing, acceptable use and what happens when you leave.',
  },
  {
    to: '/privacy-policy',
    icon: Lock,
    title: 'Privacy Policy',
    text: 'What data we collect, how we use it, cookies, and how to export or delete your data.',
  },
  {
    to: '/wellness-policy',
    icon: HeartPulse,
    title: 'Wellness Policy',
    text: 'What “educational wellness information” means, how information is sourced and when to see a professional.',
  },
  {
    to: '/compliance-center',
    icon: ShieldCheck,
    title: 'Compliance Center',
    text: 'How your data is protected: encryption in transit, security headers, audit log, data controls.',
  },
];

/** /legal (P1-ROUTE-66): the hub of the policy pages, with the long disclaimer. */
export default function LegalPage() {
  return (
    <>
      <PageHeader
        eyebrow="Legal"
        title="Legal"
        intro={<p>All of {product.name}’s policies in one place, each written in plain language.</p>}
      />
      <Section id="documents" title="Policies and information">
        <ul className="grid gap-6 sm:grid-cols-2">
          {documents.map(({ to, icon: Icon, title, text }) => (
            <li key={to}>
              <Link
                to={to}
                className="group flex h-full gap-4 rounded-2xl border border-border bg-surface p-6 shadow-sm transition-colors hover:border-brand"
              >
                <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <span>
                  <span className="block text-lg font-semibold group-hover:underline">{title}</span>
                  <span className="mt-1 block text-sm text-muted">{text}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      <div className="mx-auto max-w-3xl px-4 pb-12">
        <LongDisclaimer />
        <p className="mt-6 text-sm text-muted">
          Cookie choices are made in the Cookie Preferences banner and explained in the Privacy Policy. Questions about any policy:{' '}
          <a href={`mailto:${product.supportEmail}`} className="font-medium text-brand underline underline-offset-2">
            {product.supportEmail}
          </a>
          .
        </p>
      </div>
    </>
  );
}
