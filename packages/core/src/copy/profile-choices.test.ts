import { describe, expect, it } from 'vitest';
import {
  allergyChoices,
  approachPreferenceChoices,
  conditionChoices,
  dietTypeLabels,
  dietaryRestrictionChoices,
  exerciseFrequencyLabels,
  foodPreferenceChoices,
  healthGoalChoices,
  medicationFrequencyChoices,
  nutritionGoalChoices,
  symptomChoices,
} from './profile-choices';
import { dietTypes, exerciseFrequencies } from '../rules/profile-sections';

describe('predefined choices', () => {
  it('P2-CHO-01 conditions', () => {
    expect(conditionChoices).toEqual(['Diabetes', 'Hypertension', 'Heart Disease', 'Asthma', 'Arthritis', 'Depression', 'Anxiety', 'High Cholesterol', 'Thyroid Issues', 'COPD']);
  });

  it('P2-CHO-02 allergies', () => {
    expect(allergyChoices).toEqual(['Peanuts', 'Tree Nuts', 'Shellfish', 'Eggs', 'Milk', 'Soy', 'Wheat/Gluten', 'Fish', 'Sesame', 'Penicillin', 'Latex', 'Pollen']);
  });

  it('P2-CHO-03 symptoms', () => {
    expect(symptomChoices).toEqual([
      'Fatigue', 'Headache', 'Joint Pain', 'Muscle Pain', 'Sleep Issues', 'Digestive Issues', 'Shortness of Breath',
      'Chest Pain', 'Dizziness', 'Nausea', 'Back Pain', 'Anxiety', 'Depression', 'Memory Issues',
    ]);
  });

  it('P2-CHO-04 medication frequencies', () => {
    expect(medicationFrequencyChoices).toEqual([
      'Once daily', 'Twice daily', 'Three times daily', 'Four times daily', 'Every 12 hours', 'Every 8 hours', 'Every 6 hours', 'As needed', 'Weekly',
    ]);
  });

  it('P2-CHO-05 dietary restrictions', () => {
    expect(dietaryRestrictionChoices).toEqual(['Gluten-free', 'Dairy-free', 'Sugar-free', 'Low sodium', 'Low fat', 'High protein', 'Low carb', 'No processed foods', 'Organic only']);
  });

  it('P2-CHO-06 food preferences', () => {
    expect(foodPreferenceChoices).toEqual(['Spicy food', 'Mild flavors', 'Fresh ingredients', 'Seasonal eating', 'Local produce', 'Quick meals', 'Home cooking', 'Meal prep']);
  });

  it('P2-CHO-07 nutrition goals', () => {
    expect(nutritionGoalChoices).toEqual([
      'Weight loss', 'Weight gain', 'Muscle building', 'Better energy', 'Improved digestion', 'Heart health', 'Brain health', 'Better sleep',
      'Inflammation reduction', 'Blood sugar control',
    ]);
  });

  it('P2-CHO-08 health goals', () => {
    expect(healthGoalChoices).toEqual([
      'Lose weight', 'Gain weight', 'Build muscle', 'Improve fitness', 'Better sleep', 'Reduce stress', 'More energy', 'Pain management',
      'Heart health', 'Mental wellness', 'Disease prevention', 'Healthy aging', 'Better nutrition', 'Quit smoking', 'Reduce medications', 'Balance hormones',
    ]);
  });

  it('P2-CHO-09 approach preferences', () => {
    expect(approachPreferenceChoices).toEqual([
      'Natural/holistic approach', 'Evidence-based medicine', 'Preventive care', 'Quick results', 'Gradual changes', 'Lifestyle modifications',
      'Technology assistance', 'Professional guidance', 'Self-directed', 'Community support', 'Family involvement', 'Cost-effective solutions',
    ]);
  });

  it('every coded value has a label', () => {
    expect(Object.keys(exerciseFrequencyLabels)).toEqual([...exerciseFrequencies]);
    expect(Object.keys(dietTypeLabels)).toEqual([...dietTypes]);
  });
});
