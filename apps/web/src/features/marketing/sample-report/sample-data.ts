/**
 * The fictional member and results behind /sample-report. Everything here is made up to
 * show what a report looks like; the facts it cites are conservative and sourced.
 */
export interface SampleSource {
  title: string;
  url: string;
}

const src = {
  fdaGrapefruit: { title: 'FDA: Grapefruit Juice and Some Drugs Don’t Mix', url: 'https://www.fda.gov/consumers/consumer-updates/grapefruit-juice-and-some-drugs-dont-mix' },
  mlpAtorvastatin: { title: 'MedlinePlus: Atorvastatin', url: 'https://medlineplus.gov/druginfo/meds/a600045.html' },
  mlpLevothyroxine: { title: 'MedlinePlus: Levothyroxine', url: 'https://medlineplus.gov/druginfo/meds/a682461.html' },
  mlpCiprofloxacin: { title: 'MedlinePlus: Ciprofloxacin', url: 'https://medlineplus.gov/druginfo/meds/a688016.html' },
  odsCalcium: { title: 'NIH Office of Dietary Supplements: Calcium', url: 'https://ods.od.nih.gov/factsheets/Calcium-HealthProfessional/' },
  odsMagnesium: { title: 'NIH Office of Dietary Supplements: Magnesium', url: 'https://ods.od.nih.gov/factsheets/Magnesium-HealthProfessional/' },
  odsVitaminD: { title: 'NIH Office of Dietary Supplements: Vitamin D', url: 'https://ods.od.nih.gov/factsheets/VitaminD-HealthProfessional/' },
  mlpCholesterol: { title: 'MedlinePlus: Cholesterol Levels', url: 'https://medlineplus.gov/lab-tests/cholesterol-levels/' },
  mlpTsh: { title: 'MedlinePlus: TSH Test', url: 'https://medlineplus.gov/lab-tests/tsh-thyroid-stimulating-hormone-test/' },
  mlpGlucose: { title: 'MedlinePlus: Blood Glucose Test', url: 'https://medlineplus.gov/lab-tests/blood-glucose-test/' },
  mlpUrinalysis: { title: 'MedlinePlus: Urinalysis', url: 'https://medlineplus.gov/lab-tests/urinalysis/' },
} satisfies Record<string, SampleSource>;

export const sampleProfile: { label: string; value: string }[] = [
  { label: 'Member', value: 'Jordan Ellis (fictional), 54, female' },
  { label: 'Report period', value: 'The last 4 weeks' },
  { label: 'Conditions', value: 'Hypothyroidism; raised cholesterol' },
  { label: 'Medications', value: 'Levothyroxine 75 mcg once daily; atorvastatin 20 mg once daily; ciprofloxacin 500 mg twice daily (7-day course)' },
  { label: 'Supplements', value: 'Calcium carbonate 500 mg; magnesium citrate 200 mg' },
  { label: 'Diet', value: 'Mediterranean; grapefruit juice most mornings' },
  { label: 'Allergies', value: 'None reported' },
  { label: 'Goals', value: 'Sleep 7–8 hours; walk 30 minutes a day' },
];

export type SampleSeverity = 'high' | 'moderate' | 'low';

export interface SampleFinding {
  pair: string;
  severity: SampleSeverity;
  what: string;
  action: string;
  sources: SampleSource[];
}

export const sampleFindings: SampleFinding[] = [
  {
    pair: 'Ciprofloxacin + magnesium and calcium supplements',
    severity: 'high',
    what: 'Magnesium and calcium can bind ciprofloxacin in the gut, so less of the antibiotic is absorbed and it may work less well.',
    action: 'While the course lasts, take ciprofloxacin at least 2 hours before, or 4 to 6 hours after, these supplements. Ask your pharmacist if you are unsure.',
    sources: [src.odsMagnesium, src.mlpCiprofloxacin],
  },
  {
    pair: 'Atorvastatin + grapefruit juice',
    severity: 'moderate',
    what: 'Grapefruit juice can raise the amount of some statins, including atorvastatin, in the blood, which may increase the chance of side effects such as muscle pain. Large amounts matter most.',
    action: 'Ask your pharmacist whether your usual amount of grapefruit juice is fine. Report unexplained muscle pain or weakness to your doctor.',
    sources: [src.fdaGrapefruit, src.mlpAtorvastatin],
  },
  {
    pair: 'Levothyroxine + calcium carbonate',
    severity: 'moderate',
    what: 'Calcium taken close to levothyroxine can reduce how much of the thyroid medicine is absorbed.',
    action: 'Keep levothyroxine and calcium at least 4 hours apart.',
    sources: [src.mlpLevothyroxine, src.odsCalcium],
  },
  {
    pair: 'Levothyroxine + breakfast and coffee',
    severity: 'low',
    what: 'Food and coffee taken at the same time can lower levothyroxine absorption.',
    action: 'Take it with water on an empty stomach, 30 to 60 minutes before breakfast and coffee, at the same time each day.',
    sources: [src.mlpLevothyroxine],
  },
];

export const sampleSchedule: { time: string; items: string; note: string }[] = [
  { time: '06:30', items: 'Levothyroxine', note: 'With a glass of water, on an empty stomach.' },
  { time: '07:30', items: 'Breakfast and coffee', note: 'At least 30 minutes after levothyroxine.' },
  { time: '09:00', items: 'Ciprofloxacin (first dose)', note: 'Until the course ends.' },
  { time: '14:00', items: 'Calcium carbonate and magnesium', note: 'With a snack: calcium carbonate is absorbed best with food. 5 hours after ciprofloxacin, 7 before the next dose.' },
  { time: '21:00', items: 'Ciprofloxacin (second dose) and atorvastatin', note: 'Atorvastatin can be taken at any time of day; keeping one time helps you remember.' },
];

/** Weekly averages; mood on a 1–5 scale. */
export const sampleMoodWeeks: { week: string; mood: number; sleepHours: number }[] = [
  { week: 'Week 1', mood: 3.1, sleepHours: 6.4 },
  { week: 'Week 2', mood: 3.4, sleepHours: 6.8 },
  { week: 'Week 3', mood: 3.0, sleepHours: 6.1 },
  { week: 'Week 4', mood: 3.8, sleepHours: 7.2 },
];

/** Share of the 28 days on which each habit was logged as done. */
export const sampleHabits: { habit: string; percent: number }[] = [
  { habit: 'Levothyroxine before breakfast', percent: 93 },
  { habit: 'Walk 30 minutes', percent: 71 },
  { habit: 'Six or more glasses of water', percent: 64 },
  { habit: 'In bed by 23:00', percent: 54 },
];

export type MarkerStatus = 'in-range' | 'above' | 'flag';

export interface SampleMarker {
  name: string;
  value: string;
  range: string;
  status: MarkerStatus;
  statusLabel: string;
  source: SampleSource;
}

export const sampleBloodMarkers: SampleMarker[] = [
  { name: 'TSH', value: '2.1 mIU/L', range: '0.4–4.0 mIU/L', status: 'in-range', statusLabel: 'In range', source: src.mlpTsh },
  { name: 'Total cholesterol', value: '205 mg/dL', range: '125–200 mg/dL', status: 'above', statusLabel: 'Slightly above', source: src.mlpCholesterol },
  { name: 'LDL cholesterol', value: '118 mg/dL', range: 'under 100 mg/dL', status: 'above', statusLabel: 'Above target', source: src.mlpCholesterol },
  { name: 'HDL cholesterol', value: '58 mg/dL', range: '50 mg/dL or higher (women)', status: 'in-range', statusLabel: 'In range', source: src.mlpCholesterol },
  { name: 'Triglycerides', value: '132 mg/dL', range: 'under 150 mg/dL', status: 'in-range', statusLabel: 'In range', source: src.mlpCholesterol },
  { name: 'Fasting glucose', value: '94 mg/dL', range: '70–99 mg/dL', status: 'in-range', statusLabel: 'In range', source: src.mlpGlucose },
  { name: 'Vitamin D (25-hydroxy)', value: '24 ng/mL', range: '20–50 ng/mL', status: 'in-range', statusLabel: 'In range', source: src.odsVitaminD },
];

export const sampleUrineMarkers: SampleMarker[] = [
  { name: 'pH', value: '6.0', range: '4.5–8.0', status: 'in-range', statusLabel: 'In range', source: src.mlpUrinalysis },
  { name: 'Specific gravity', value: '1.022', range: '1.005–1.030', status: 'in-range', statusLabel: 'In range', source: src.mlpUrinalysis },
  { name: 'Protein', value: 'Negative', range: 'Negative', status: 'in-range', statusLabel: 'Expected', source: src.mlpUrinalysis },
  { name: 'Glucose', value: 'Negative', range: 'Negative', status: 'in-range', statusLabel: 'Expected', source: src.mlpUrinalysis },
  { name: 'Leukocyte esterase', value: 'Trace', range: 'Negative', status: 'flag', statusLabel: 'Worth a mention', source: src.mlpUrinalysis },
  { name: 'Nitrite', value: 'Negative', range: 'Negative', status: 'in-range', statusLabel: 'Expected', source: src.mlpUrinalysis },
];

export const sampleNextSteps: string[] = [
  'Ask your pharmacist about separating ciprofloxacin from calcium and magnesium for the rest of the course.',
  'Ask whether your usual amount of grapefruit juice is fine with atorvastatin.',
  'Move calcium to the afternoon so it stays at least 4 hours away from levothyroxine.',
  'Take the LDL result and the trace leukocyte esterase to your next appointment; your clinician can say whether anything should be rechecked.',
  'Keep logging mood and sleep: week 4 shows more sleep alongside a better mood, and another month will show whether that holds.',
];
