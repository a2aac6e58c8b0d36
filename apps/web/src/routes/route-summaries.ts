/**
 * What each not-yet-built page will do, shown on its coming-soon screen. Kept apart from the
 * route table so the landing page's bundle does not carry these texts.
 */
export const routeSummaries: Readonly<Record<string, string>> = {
  '/onboarding-testing': 'A check-up screen that verifies each onboarding step saves and restores correctly.',
  '/wellness-providers': 'Keep the contact details of the professionals who support you.',
  '/healthcare-providers': 'Keep the contact details of the professionals who support you.',
  '/community': 'Talk with other members about wellness journeys, moderated and kind.',
  '/reports': 'Wellness reports you can read, download as PDF or e-mail.',
  '/analytics': 'Wellness reports you can read, download as PDF or e-mail.',
  '/ai-insights': 'Grounded, cited insights drawn from your own logs and profile.',
  '/search': 'Search across substances, ingredients, oils and guides.',
  '/diagnostics': 'A system check of your connection, session and saved data.',
  '/dashboard/reports': 'Wellness reports you can read, download as PDF or e-mail.',
  '/dashboard/analytics': 'Wellness reports you can read, download as PDF or e-mail.',
  '/dashboard/insights': 'Grounded, cited insights drawn from your own logs.',
  '/dashboard/community': 'Your community activity and followed topics.',
};
