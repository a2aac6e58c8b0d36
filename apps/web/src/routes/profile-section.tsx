import { Link, useLocation } from 'react-router';
import type { ProfileSectionId } from '@thrivewell/core/rules/profile-sections';
import { SectionPage } from '../features/health-profile/sections/section-page';
import { PageHeader } from '../features/marketing/page-header';
import { buttonClass } from '../ui/button';

interface SectionRoute {
  section: ProfileSectionId;
  eyebrow: string;
  title: string;
  intro: string;
  formTitle: string;
  formIntro: string;
}

const medications: SectionRoute = {
  section: 'medications',
  eyebrow: 'Health profile',
  title: 'Your Medications',
  intro: 'Keep the list of what you take up to date; we check it for side effects, warnings and interactions after every save.',
  formTitle: 'Medications',
  formIntro: 'Add each medicine, supplement or vitamin you take. Dosage and frequency are optional.',
};
const diet: SectionRoute = {
  section: 'diet',
  eyebrow: 'Health profile',
  title: 'Diet & Nutrition',
  intro: 'Tell us how you eat so meal ideas and nutrition tips fit you.',
  formTitle: 'Diet & Nutrition',
  formIntro: 'Your diet type, restrictions, food preferences and nutrition goals.',
};
const healthGoals: SectionRoute = {
  section: 'healthGoals',
  eyebrow: 'Health profile',
  title: 'Wellness Goals',
  intro: 'Set what you want to achieve and by when; your action plan follows these goals.',
  formTitle: 'Health Goals',
  formIntro: 'Choose your goals, a timeframe and any specific targets.',
};

const byPath: Record<string, SectionRoute> = {
  '/medications': medications,
  '/health/nutrition': diet,
  '/diet': diet,
};

/**
 * /medications, /health/nutrition, /diet (protected): edit one profile section. The goals paths
 * are the goals page (routes/goals-progress.tsx), which embeds the health-goals section.
 */
export default function ProfileSectionPage() {
  const { pathname } = useLocation();
  const route = byPath[pathname.replace(/\/+$/, '') || '/'] ?? healthGoals;
  return (
    <>
      <PageHeader eyebrow={route.eyebrow} title={route.title} intro={route.intro}>
        <Link to="/profile" className={buttonClass('secondary')}>
          Back to profile
        </Link>
        {route.section === 'medications' && (
          <Link to="/dashboard/medication-safety" className={buttonClass('ghost')}>
            Medication safety
          </Link>
        )}
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 py-10">
        <SectionPage section={route.section} title={route.formTitle} intro={route.formIntro} />
      </div>
    </>
  );
}
