/**
 * The feature name shown on /upgrade/:feature, from the URL segment: 'barcode_scan' →
 * 'Barcode scan'. Bounded so an odd URL cannot flood the page; React escapes the text.
 */
export function featureLabel(raw: string): string {
  const words = raw.replace(/[-_+]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 60).trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'This feature';
}
