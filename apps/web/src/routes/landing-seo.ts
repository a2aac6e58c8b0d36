import { product } from '@thrivewell/core/copy/product';

const description =
  'Check whether your foods, supplements and drugs are safe together, learn when to take them, track mood, habits and symptoms, and read your lab results — with a grounded AI wellness companion. Educational wellness information, not medical advice.';

const title = `${product.name} — AI-Powered Wellness Intelligence`;

function structuredData(origin: string) {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: product.name,
      url: origin,
      logo: `${origin}/favicon.svg`,
      email: product.supportEmail,
    },
    {
      '@context': 'https://schema.org',
      '@type': 'SoftwareApplication',
      name: product.name,
      applicationCategory: 'HealthApplication',
      operatingSystem: 'Web',
      description,
      offers: [
        { '@type': 'Offer', name: 'Free Wellness', price: '0', priceCurrency: 'USD' },
        { '@type': 'Offer', name: 'Wellness Pro', price: '19', priceCurrency: 'USD' },
      ],
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: product.name,
      url: origin,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${origin}/search?q={term}` },
        'query-input': 'required name=term',
      },
    },
  ];
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The landing page's <head> additions: title, description, Open Graph and JSON-LD (P1-LAND-18..21). */
export function landingHead(origin: string): { title: string; tags: string } {
  const json = JSON.stringify(structuredData(origin)).replace(/</g, '\\u003c');
  const tags = [
    `<meta name="description" content="${escapeAttr(description)}" />`,
    `<link rel="canonical" href="${escapeAttr(origin)}/" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${escapeAttr(title)}" />`,
    `<meta property="og:description" content="${escapeAttr(description)}" />`,
    `<meta property="og:url" content="${escapeAttr(origin)}/" />`,
    `<meta name="twitter:card" content="summary" />`,
    `<script type="application/ld+json">${json}</script>`,
  ].join('\n    ');
  return { title, tags };
}
