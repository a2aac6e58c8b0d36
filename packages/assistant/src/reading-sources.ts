/** Public sources for the reading thresholds (ADA, AHA, NHS, CDC, NIH/MedlinePlus, FDA). */
import type { SourceLike } from './answer';

const s = (title: string, url: string): SourceLike => ({ title, url });

export const readingSources = {
  glucose: [
    s('American Diabetes Association: Hypoglycemia (Low Blood Glucose)', 'https://diabetes.org/living-with-diabetes/hypoglycemia-low-blood-glucose'),
    s('American Diabetes Association: Hyperglycemia (High Blood Glucose)', 'https://diabetes.org/living-with-diabetes/treatment-care/hyperglycemia'),
    s('American Diabetes Association: Diagnosis', 'https://diabetes.org/about-diabetes/diagnosis'),
    s('American Diabetes Association: DKA (Ketoacidosis) and Ketones', 'https://diabetes.org/about-diabetes/complications/ketoacidosis-dka'),
    s('CDC: Manage Blood Sugar', 'https://www.cdc.gov/diabetes/treatment/index.html'),
  ],
  inr: [
    s('MedlinePlus: Prothrombin Time Test and INR (PT/INR)', 'https://medlineplus.gov/lab-tests/prothrombin-time-test-and-inr-ptinr/'),
    s('MedlinePlus: Warfarin', 'https://medlineplus.gov/druginfo/meds/a682277.html'),
    s('NHS: Warfarin', 'https://www.nhs.uk/medicines/warfarin/'),
  ],
  bloodPressure: [
    s('American Heart Association: Understanding Blood Pressure Readings', 'https://www.heart.org/en/health-topics/high-blood-pressure/understanding-blood-pressure-readings'),
    s('American Heart Association: Hypertensive Crisis — When You Should Call 911', 'https://www.heart.org/en/health-topics/high-blood-pressure/understanding-blood-pressure-readings/hypertensive-crisis-when-you-should-call-911-for-high-blood-pressure'),
    s('NHS: Low blood pressure (hypotension)', 'https://www.nhs.uk/conditions/low-blood-pressure-hypotension/'),
  ],
  heartRate: [
    s('American Heart Association: All About Heart Rate (Pulse)', 'https://www.heart.org/en/health-topics/high-blood-pressure/the-facts-about-high-blood-pressure/all-about-heart-rate-pulse'),
    s('MedlinePlus: Pulse', 'https://medlineplus.gov/ency/article/003399.htm'),
  ],
  temperature: [
    s('MedlinePlus: Fever', 'https://medlineplus.gov/ency/article/003090.htm'),
    s('NHS: High temperature (fever) in adults', 'https://www.nhs.uk/conditions/fever-in-adults/'),
    s('MedlinePlus: Hypothermia', 'https://medlineplus.gov/ency/article/000038.htm'),
  ],
  oxygen: [
    s('MedlinePlus: Pulse Oximetry', 'https://medlineplus.gov/lab-tests/pulse-oximetry/'),
    s('FDA: Pulse Oximeter Accuracy and Limitations', 'https://www.fda.gov/medical-devices/safety-communications/pulse-oximeter-accuracy-and-limitations-fda-safety-communication'),
  ],
} as const;
