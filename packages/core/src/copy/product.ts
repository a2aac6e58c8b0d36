/** Product facts shown across pages (spec part 1 §1, §9). */
export const product = {
  name: 'Thrivewell',
  supportEmail: 'support@thrivewell.app',
  copyrightYear: 2024,
  interactionChecksClaim: '3.4M+',
} as const;

/** Emergency numbers named by the long disclaimer (P1-OVR-20). */
export const emergencyNumbers = [
  { number: '911', region: 'US' },
  { number: '999', region: 'UK' },
  { number: '112', region: 'EU' },
] as const;

/**
 * The long disclaimer (P1-OVR-16..21): not a medical device, no diagnosis or treatment, no
 * replacement for a professional, for adults' educational use, AI may be wrong, emergencies.
 */
export const longDisclaimer = [
  `${product.name} is not a medical device. It does not diagnose, treat, cure or prevent any disease, and it gives no diagnosis or treatment.`,
  'It does not replace a doctor, pharmacist or other qualified health professional. Always ask one before you start, stop or change a medication, supplement or diet.',
  `${product.name} provides wellness information for educational purposes, for adults aged 18 and over.`,
  'AI-generated content can be incomplete or wrong. Check anything important with a professional.',
  'In an emergency call 911 (US), 999 (UK) or 112 (EU) straight away.',
] as const;

export const footerNoticeText = `${product.name} provides wellness information for educational purposes only. It is not medical advice.`;
