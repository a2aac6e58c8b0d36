/**
 * The predefined choices of the onboarding steps (spec part 2 §3; P2-CHO-01..09), in the spec's
 * order and spelling, plus display labels for the coded field values of profile-sections.ts.
 * The labels are not in the spec; they are plain renderings of the stored values.
 */
import type {
  ActivityLevel,
  AlcoholConsumption,
  DietType,
  ExerciseFrequency,
  Gender,
  GoalTimeframe,
  SmokingStatus,
  SymptomFrequency,
} from '../rules/profile-sections';

export const conditionChoices = [
  'Diabetes',
  'Hypertension',
  'Heart Disease',
  'Asthma',
  'Arthritis',
  'Depression',
  'Anxiety',
  'High Cholesterol',
  'Thyroid Issues',
  'COPD',
] as const;

export const allergyChoices = [
  'Peanuts',
  'Tree Nuts',
  'Shellfish',
  'Eggs',
  'Milk',
  'Soy',
  'Wheat/Gluten',
  'Fish',
  'Sesame',
  'Penicillin',
  'Latex',
  'Pollen',
] as const;

export const symptomChoices = [
  'Fatigue',
  'Headache',
  'Joint Pain',
  'Muscle Pain',
  'Sleep Issues',
  'Digestive Issues',
  'Shortness of Breath',
  'Chest Pain',
  'Dizziness',
  'Nausea',
  'Back Pain',
  'Anxiety',
  'Depression',
  'Memory Issues',
] as const;

export const medicationFrequencyChoices = [
  'Once daily',
  'Twice daily',
  'Three times daily',
  'Four times daily',
  'Every 12 hours',
  'Every 8 hours',
  'Every 6 hours',
  'As needed',
  'Weekly',
] as const;

export const dietaryRestrictionChoices = [
  'Gluten-free',
  'Dairy-free',
  'Sugar-free',
  'Low sodium',
  'Low fat',
  'High protein',
  'Low carb',
  'No processed foods',
  'Organic only',
] as const;

export const foodPreferenceChoices = [
  'Spicy food',
  'Mild flavors',
  'Fresh ingredients',
  'Seasonal eating',
  'Local produce',
  'Quick meals',
  'Home cooking',
  'Meal prep',
] as const;

export const nutritionGoalChoices = [
  'Weight loss',
  'Weight gain',
  'Muscle building',
  'Better energy',
  'Improved digestion',
  'Heart health',
  'Brain health',
  'Better sleep',
  'Inflammation reduction',
  'Blood sugar control',
] as const;

export const healthGoalChoices = [
  'Lose weight',
  'Gain weight',
  'Build muscle',
  'Improve fitness',
  'Better sleep',
  'Reduce stress',
  'More energy',
  'Pain management',
  'Heart health',
  'Mental wellness',
  'Disease prevention',
  'Healthy aging',
  'Better nutrition',
  'Quit smoking',
  'Reduce medications',
  'Balance hormones',
] as const;
export type HealthGoalChoice = (typeof healthGoalChoices)[number];

export const approachPreferenceChoices = [
  'Natural/holistic approach',
  'Evidence-based medicine',
  'Preventive care',
  'Quick results',
  'Gradual changes',
  'Lifestyle modifications',
  'Technology assistance',
  'Professional guidance',
  'Self-directed',
  'Community support',
  'Family involvement',
  'Cost-effective solutions',
] as const;

// ---------------------------------------------------------------- labels of coded values

export const genderLabels: Record<Gender, string> = {
  male: 'Male',
  female: 'Female',
  'non-binary': 'Non-binary',
  'prefer-not-to-say': 'Prefer not to say',
};

export const symptomFrequencyLabels: Record<SymptomFrequency, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
  occasionally: 'Occasionally',
  rarely: 'Rarely',
};

export const exerciseFrequencyLabels: Record<ExerciseFrequency, string> = {
  none: 'No regular exercise',
  '1-2-times': '1–2 times a week',
  '3-4-times': '3–4 times a week',
  '5-6-times': '5–6 times a week',
  daily: 'Daily',
};

export const activityLevelLabels: Record<ActivityLevel, string> = {
  sedentary: 'Sedentary',
  'lightly-active': 'Lightly active',
  'moderately-active': 'Moderately active',
  'very-active': 'Very active',
  'extremely-active': 'Extremely active',
};

export const smokingStatusLabels: Record<SmokingStatus, string> = {
  never: 'Never smoked',
  former: 'Former smoker',
  occasional: 'Occasional smoker',
  regular: 'Regular smoker',
};

export const alcoholConsumptionLabels: Record<AlcoholConsumption, string> = {
  none: 'None',
  rarely: 'Rarely',
  occasionally: 'Occasionally',
  weekly: 'Weekly',
  daily: 'Daily',
};

export const dietTypeLabels: Record<DietType, string> = {
  omnivore: 'Omnivore',
  vegetarian: 'Vegetarian',
  vegan: 'Vegan',
  pescatarian: 'Pescatarian',
  keto: 'Keto',
  paleo: 'Paleo',
  mediterranean: 'Mediterranean',
  'low-carb': 'Low-carb',
  'intermittent-fasting': 'Intermittent fasting',
  other: 'Other',
};

export const goalTimeframeLabels: Record<GoalTimeframe, string> = {
  '1-month': '1 month',
  '3-months': '3 months',
  '6-months': '6 months',
  '1-year': '1 year',
  ongoing: 'Ongoing',
};
