import { Mail } from 'lucide-react';
import { Link } from 'react-router';
import { product } from '@thrivewell/core/copy/product';
import { EmergencyNote } from '../features/marketing/emergency-note';
import { PageHeader } from '../features/marketing/page-header';
import { Section } from '../features/marketing/section';

const topics: { title: string; text: string; link?: { to: string; label: string } }[] = [
  { title: 'Account and sign-in', text: 'Trouble signing in, verifying your e-mail or resetting your password.' },
  {
    title: 'Plans and billing',
    text: 'Questions about Wellness Pro, a charge you do not recognise, or cancelling.',
    link: { to: '/pricing', label: 'See pricing' },
  },
  {
    title: 'Your data',
    text: 'Privacy questions, or help exporting your data or deleting your account.',
    link: { to: '/privacy-policy', label: 'Read the Privacy Policy' },
  },
  {
    title: 'Something looks wrong',
    text: 'A safety finding, source or explanation that seems incorrect or out of date. Tell us which page and what you expected.',
  },
  { title: 'Accessibility', text: 'Anything that is hard to use with a keyboard, screen reader, zoom or high-contrast settings.' },
  {
    title: 'Community',
    text: 'Reporting a post or member that breaks the community rules.',
    link: { to: '/terms-of-service', label: 'Read the Terms' },
  },
];

/** /contact (P1-ROUTE-56): the support e-mail (P1-OVR-21), what to write about, and the emergency note. */
export default function ContactPage() {
  const mailto = `mailto:${product.supportEmail}`;
  return (
    <>
      <PageHeader
        eyebrow="Contact"
        title="Get in touch"
        intro={<p>Questions, problems or feedback about {product.name}: write to us by e-mail.</p>}
      />

      <div className="mx-auto max-w-6xl px-4 pt-12">
        <EmergencyNote>
          Never use e-mail or this page for an emergency or urgent medical question. We cannot give medical advice and
          cannot respond in time.
        </EmergencyNote>
      </div>

      <Section id="email" title="E-mail support">
        <div className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-6 shadow-sm sm:flex-row sm:items-center">
          <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand">
            <Mail aria-hidden="true" className="size-6" />
          </span>
          <div>
            <p className="text-sm text-muted">Support e-mail</p>
            <a href={mailto} className="text-xl font-semibold break-all text-brand underline-offset-4 hover:underline">
              {product.supportEmail}
            </a>
          </div>
        </div>
        <h3 className="mt-8 font-semibold">Helpful to include</h3>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted">
          <li>The e-mail address of your account and the page where the problem happened.</li>
          <li>What you did, what you expected and what happened instead.</li>
        </ul>
        <h3 className="mt-6 font-semibold">Please do not send</h3>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted">
          <li>Your password or any sign-in code. We will never ask for them.</li>
          <li>Health details we do not need to solve the problem.</li>
        </ul>
      </Section>

      <Section id="topics" tone="surface" title="What you can write to us about">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {topics.map((t) => (
            <li key={t.title} className="rounded-2xl border border-border bg-bg p-5">
              <h3 className="font-semibold">{t.title}</h3>
              <p className="mt-1 text-sm text-muted">{t.text}</p>
              {t.link && (
                <Link to={t.link.to} className="mt-3 inline-flex text-sm font-semibold text-brand underline-offset-2 hover:underline">
                  {t.link.label} <span aria-hidden="true">&nbsp;→</span>
                </Link>
              )}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="self-help" title="You may find the answer here" width="narrow">
        <ul className="list-disc space-y-2 pl-5">
          <li>
            <Link to="/how-it-works" className="font-medium text-brand underline underline-offset-2">How It Works</Link>
            <span className="text-muted">: the journey from sign-up to insights.</span>
          </li>
          <li>
            <Link to="/account" className="font-medium text-brand underline underline-offset-2">Account Settings</Link>
            <span className="text-muted">: download all your data or delete your account yourself.</span>
          </li>
          <li>
            <Link to="/legal" className="font-medium text-brand underline underline-offset-2">Legal</Link>
            <span className="text-muted">: terms, privacy, the wellness policy and the compliance center.</span>
          </li>
        </ul>
      </Section>
    </>
  );
}
