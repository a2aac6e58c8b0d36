import { Link } from 'react-router';
import { longDisclaimer, product } from '@thrivewell/core/copy/product';
import { CookieSettingsButton } from './cookie-settings-button';

const columns: { heading: string; links: { to: string; label: string }[] }[] = [
  {
    heading: 'Product',
    links: [
      { to: '/', label: 'Home' },
      { to: '/features', label: 'Features' },
      { to: '/how-it-works', label: 'How It Works' },
      { to: '/pricing', label: 'Pricing' },
      { to: '/sample-report', label: 'Sample Report' },
    ],
  },
  {
    heading: 'Company',
    links: [
      { to: '/about', label: 'About' },
      { to: '/contact', label: 'Contact' },
      { to: '/community', label: 'Community' },
      { to: '/developers/api', label: 'Developers: API' },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { to: '/terms-of-service', label: 'Terms of Service' },
      { to: '/privacy-policy', label: 'Privacy Policy' },
      { to: '/legal', label: 'Legal' },
      { to: '/compliance-center', label: 'Compliance Center' },
    ],
  },
];

/** Site footer (P1-FTR-01..04) with the long disclaimer (P1-OVR-16..21). */
export function Footer() {
  return (
    <footer className="border-t border-border bg-surface">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-2">
          <p className="text-lg font-semibold">{product.name}</p>
          <p className="text-sm text-muted">Educational wellness information for adults. Never medical advice.</p>
          <p className="text-sm text-muted">
            Support:{' '}
            <a className="font-medium text-brand underline-offset-2 hover:underline" href={`mailto:${product.supportEmail}`}>
              {product.supportEmail}
            </a>
          </p>
        </div>
        {columns.map((col) => (
          <nav key={col.heading} aria-label={col.heading}>
            <h2 className="text-sm font-semibold">{col.heading}</h2>
            <ul className="mt-2 space-y-1">
              {col.links.map((l) => (
                <li key={l.to}>
                  <Link to={l.to} className="inline-block py-1 text-sm text-muted hover:text-ink hover:underline">
                    {l.label}
                  </Link>
                </li>
              ))}
              {col.heading === 'Legal' && (
                <li>
                  <CookieSettingsButton />
                </li>
              )}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-border">
        <div className="mx-auto max-w-6xl space-y-1 px-4 py-6 text-xs text-muted" id="medical-disclaimer">
          <h2 className="text-sm font-semibold text-ink">Medical disclaimer</h2>
          {longDisclaimer.map((line) => (
            <p key={line}>{line}</p>
          ))}
          <p className="pt-3">© {product.copyrightYear} {product.name}. All rights reserved.</p>
        </div>
      </div>
    </footer>
  );
}
