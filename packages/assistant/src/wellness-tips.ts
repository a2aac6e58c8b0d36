/**
 * A small curated set of general, evidence-based wellness tips, each topic with public health
 * sources (CDC, NIH, NHS, WHO), so even general answers cite where the advice comes from. Our own
 * wording; the numbers follow the cited guidance (sleep: 7+ hours for adults; activity: 150–300
 * minutes of moderate activity a week plus muscle strengthening on 2 days).
 */
import type { SourceLike } from './answer';

export const wellnessTopics = ['sleep', 'stress', 'activity', 'nutrition', 'hydration', 'alcohol', 'smoking', 'weight'] as const;
export type WellnessTopic = (typeof wellnessTopics)[number];

export interface TopicTips {
  title: string;
  tips: string[];
  sources: SourceLike[];
}

export const wellnessTips: Record<WellnessTopic, TopicTips> = {
  sleep: {
    title: 'Sleep',
    tips: [
      'Keep the same bedtime and wake-up time every day, weekends included.',
      'Make the bedroom dark, quiet and cool, and keep screens out of bed; stop using them about an hour before sleep.',
      'Avoid caffeine in the afternoon and evening, and heavy meals or alcohol close to bedtime.',
      'Get daylight and some physical activity during the day, but finish hard exercise a few hours before bed.',
      "If you can't fall asleep after about 20 minutes, get up and do something calm in dim light until you feel sleepy.",
    ],
    sources: [
      { title: 'CDC: About Sleep', url: 'https://www.cdc.gov/sleep/about/index.html' },
      { title: 'NHS: How to get to sleep', url: 'https://www.nhs.uk/live-well/sleep-and-tiredness/how-to-get-to-sleep/' },
      { title: 'NIH NHLBI: Sleep Deprivation and Deficiency', url: 'https://www.nhlbi.nih.gov/health/sleep-deprivation' },
    ],
  },
  stress: {
    title: 'Stress',
    tips: [
      'Move every day: a brisk walk of even 20–30 minutes measurably lowers stress for many people.',
      'Try a few minutes of slow breathing, relaxation or mindfulness practice each day.',
      'Break big worries into small next steps, set priorities and say no to extra demands when you can.',
      'Stay connected: talk to friends, family or a support group about how you feel.',
      'Protect your sleep and limit alcohol, caffeine and nicotine, which can make stress and anxiety worse.',
    ],
    sources: [
      { title: "NIMH: I'm So Stressed Out! Fact Sheet", url: 'https://www.nimh.nih.gov/health/publications/so-stressed-out-fact-sheet' },
      { title: 'WHO: Stress (questions and answers)', url: 'https://www.who.int/news-room/questions-and-answers/item/stress' },
      { title: 'NHS: 10 stress busters', url: 'https://www.nhs.uk/mental-health/self-help/guides-tools-and-activities/tips-to-reduce-stress/' },
    ],
  },
  activity: {
    title: 'Physical activity',
    tips: [
      'Aim for 150–300 minutes of moderate activity (such as brisk walking) a week, or 75–150 minutes of vigorous activity.',
      'Add muscle-strengthening activity on at least 2 days a week.',
      'Break up long periods of sitting; any movement counts, even in 10-minute bouts.',
      'Start small and build up gradually, choosing activities you enjoy so they last.',
    ],
    sources: [
      { title: 'WHO: Physical activity fact sheet', url: 'https://www.who.int/news-room/fact-sheets/detail/physical-activity' },
      { title: 'CDC: Adult Activity — An Overview', url: 'https://www.cdc.gov/physical-activity-basics/guidelines/adults.html' },
      { title: 'NHS: Physical activity guidelines for adults', url: 'https://www.nhs.uk/live-well/exercise/physical-activity-guidelines-for-adults-aged-19-to-64/' },
    ],
  },
  nutrition: {
    title: 'Nutrition',
    tips: [
      'Fill about half your plate with vegetables and fruit, in a variety of colours.',
      'Choose whole grains, beans, lentils, nuts and other fibre-rich foods over refined ones.',
      'Limit added sugars, salt and highly processed foods; prefer unsaturated fats (olive oil, nuts, fish) over saturated fats.',
      'Include a source of protein at each meal (beans, fish, eggs, dairy, tofu, lean meat).',
    ],
    sources: [
      { title: 'WHO: Healthy diet fact sheet', url: 'https://www.who.int/news-room/fact-sheets/detail/healthy-diet' },
      { title: 'NHS: The Eatwell Guide', url: 'https://www.nhs.uk/live-well/eat-well/food-guidelines-and-food-labels/the-eatwell-guide/' },
      { title: 'Dietary Guidelines for Americans', url: 'https://www.dietaryguidelines.gov/' },
    ],
  },
  hydration: {
    title: 'Hydration',
    tips: [
      'Drink regularly through the day; water, lower-fat milk and unsweetened tea or coffee all count.',
      'Drink more in hot weather and when you are active.',
      'Swap sugary drinks for water or sparkling water with fruit.',
      'Pale yellow urine is a simple sign you are drinking enough.',
    ],
    sources: [
      { title: 'NHS: Water, drinks and your health', url: 'https://www.nhs.uk/live-well/eat-well/food-guidelines-and-food-labels/water-drinks-nutrition/' },
      { title: 'CDC: About Water and Healthier Drinks', url: 'https://www.cdc.gov/healthy-weight-growth/water-healthy-drinks/index.html' },
    ],
  },
  alcohol: {
    title: 'Alcohol',
    tips: [
      'Less is better for health: if you drink, keep it low and have several alcohol-free days each week.',
      'Alternate alcoholic drinks with water, and avoid drinking on an empty stomach.',
      'Alcohol interacts with many medicines — check yours with the interaction checker or your pharmacist.',
    ],
    sources: [
      { title: 'CDC: About Moderate Alcohol Use', url: 'https://www.cdc.gov/alcohol/about-alcohol-use/moderate-alcohol-use.html' },
      { title: 'NHS: The risks of drinking too much', url: 'https://www.nhs.uk/live-well/alcohol-advice/the-risks-of-drinking-too-much/' },
    ],
  },
  smoking: {
    title: 'Quitting smoking',
    tips: [
      'Quitting at any age brings health benefits, starting within days.',
      'Stop-smoking medicines and nicotine replacement roughly double your chances; combining them with support works best.',
      'Free support is available: in the US call 1-800-QUIT-NOW, in the UK ask your GP or pharmacist about your local stop smoking service.',
    ],
    sources: [
      { title: 'Smokefree.gov (NIH National Cancer Institute)', url: 'https://smokefree.gov/' },
      { title: 'NHS Better Health: Quit smoking', url: 'https://www.nhs.uk/better-health/quit-smoking/' },
    ],
  },
  weight: {
    title: 'Healthy weight',
    tips: [
      'Aim for gradual change — about 0.5 to 1 kg (1 to 2 lb) a week is sustainable for most people.',
      'Combine small, lasting changes to what you eat with more daily movement.',
      'Watch portion sizes and sugary drinks, and keep a simple food and activity log.',
      'Sleep and stress affect appetite, so they are part of the plan too.',
    ],
    sources: [
      { title: 'CDC: Losing Weight', url: 'https://www.cdc.gov/healthy-weight-growth/losing-weight/index.html' },
      { title: 'NHS Better Health: Lose weight', url: 'https://www.nhs.uk/better-health/lose-weight/' },
    ],
  },
};

const topicCues: Record<WellnessTopic, RegExp> = {
  sleep: /\b(sleep\w*|insomnia|tired|fatigue|exhausted|rest|bedtime|nap|naps|wake up|waking up)\b/,
  stress: /\b(stress\w*|anxious|anxiety|worry|worried|worries|overwhelmed|relax\w*|calm|burnout|burned out|mental health|mood)\b/,
  activity: /\b(exercise\w*|workouts?|activity|active|fitness|fit|walk\w*|steps|gym|running|strength|move more|sedentary|sitting)\b/,
  nutrition: /\b(diet|diets|eat|eating|food|foods|meal|meals|nutrition\w*|healthy eating|vegetables|fruit|protein|fibre|fiber|snacks?|breakfast|lunch|dinner|vegan|vegetarian)\b/,
  hydration: /\b(water|hydrat\w*|dehydrat\w*|thirsty|drink enough)\b/,
  alcohol: /\b(alcohol|drinking|booze|wine|beer|hangover)\b/,
  smoking: /\b(smok\w*|cigarettes?|vap\w*|nicotine|quit)\b/,
  weight: /\b(weight|lose|losing|fat|bmi|overweight|slim\w*)\b/,
};

/** The topics a normalised message is about, in the order of wellnessTopics. */
export function wellnessTopicsIn(text: string): WellnessTopic[] {
  return wellnessTopics.filter((topic) => topicCues[topic].test(text));
}
