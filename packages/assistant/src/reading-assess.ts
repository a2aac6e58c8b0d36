/**
 * What a reading means and what to do about it, from published thresholds (see reading-sources.ts):
 * blood sugar (ADA: low < 70 mg/dL, severe < 54; fasting 100–125 prediabetes range, ≥ 126 diabetes
 * range; > 180 after meals high; ≥ 250 check ketones; ≥ 300 or with ketones or symptoms urgent),
 * INR (target usually 2–3; 4–5 without bleeding → the anticoagulation clinic today; > 5 the same
 * day, > 9 now; any bleeding → emergency), blood pressure (AHA categories; ≥ 180/120 hypertensive
 * crisis), pulse, temperature (fever ≥ 38 °C / 100.4 °F; adults ≥ 39.4 °C / 103 °F call a doctor)
 * and oxygen saturation (< 92 % seek care, < 88 % urgent).
 */
import { mgdlPerMmol, type Reading } from './reading-parse';

export type ReadingLevel = 'low' | 'normal' | 'borderline' | 'high' | 'urgent' | 'emergency';

export interface ReadingAssessment {
  /** "Blood sugar 280 mg/dL (15.5 mmol/L), fasting". */
  label: string;
  level: ReadingLevel;
  /** Short verdict: "high", "in the usual target range". */
  verdict: string;
  meaning: string;
  whatToDo: string[];
  /** When to get help at once. */
  urgentIf: string;
}

const call = 'call **911 (US), 999 (UK) or 112 (EU)**';
const Call = 'Call **911 (US), 999 (UK) or 112 (EU)**';
const mmol = (mgdl: number) => (mgdl / mgdlPerMmol).toFixed(1);

function glucose(r: Extract<Reading, { kind: 'glucose' }>, signs: readonly string[]): ReadingAssessment {
  const g = r.mgdl;
  const when = r.timing === 'fasting' ? ', fasting' : r.timing === 'after-meal' ? ', after a meal' : '';
  const label = r.unit === 'mmol/L' ? `Blood sugar ${r.value} mmol/L (about ${g} mg/dL)${when}` : `Blood sugar ${g} mg/dL (${mmol(g)} mmol/L)${when}`;
  const unwell = signs.some((x) => x === 'ketones' || x === 'vomiting' || x === 'confusion' || x === 'breathing');
  const urgentIf = `${call} if you are confused, very drowsy, can't keep fluids down, are breathing fast or deeply, or have moderate or large ketones.`;
  if (g < 54) {
    return { label, level: 'urgent', verdict: 'severely low (below 54 mg/dL / 3.0 mmol/L)', urgentIf: `${call} if the person can't swallow safely, is confused or passes out — use glucagon if it has been prescribed.`,
      meaning: 'This is a serious low (level 2 hypoglycaemia). It needs treating straight away.',
      whatToDo: ['Take 15 g of fast-acting sugar now: 4 oz (120 ml) of juice or regular soda, 4 glucose tablets, or a tablespoon of sugar or honey.', 'Check again after 15 minutes and repeat until you are above 70 mg/dL (3.9 mmol/L), then eat a snack or meal.', "Tell your diabetes team about it today — your medicines may need adjusting (don't change them yourself)."] };
  }
  if (g < 70) {
    return { label, level: 'low', verdict: 'low (below 70 mg/dL / 3.9 mmol/L)', urgentIf,
      meaning: 'This is hypoglycaemia (low blood sugar). Shakiness, sweating, hunger or a fast heartbeat are common signs.',
      whatToDo: ['Use the 15-15 rule: take 15 g of fast-acting sugar (4 oz / 120 ml juice, 4 glucose tablets), wait 15 minutes, check again and repeat if still below 70.', 'Once it is back up, eat a snack or your next meal.', 'If lows keep happening, tell your doctor — your treatment may need adjusting.'] };
  }
  if (g >= 300 || (g >= 250 && unwell)) {
    return { label, level: unwell ? 'emergency' : 'urgent', verdict: 'very high', urgentIf,
      meaning: `At ${g >= 300 ? '300 mg/dL (16.7 mmol/L) or more' : 'this level with those symptoms'} there is a risk of diabetic ketoacidosis (especially with type 1 diabetes) or a hyperosmolar state.`,
      whatToDo: [unwell ? `With ketones, vomiting, confusion or fast breathing this is an emergency: ${call} or go to the emergency department now.` : 'Check for ketones now if you have a ketone kit (especially with type 1 diabetes).', 'Call your doctor or diabetes team now (or an urgent care line such as NHS 111) for advice today.', 'Drink water, take your medicines as prescribed, and check your blood sugar again within a few hours. Avoid hard exercise while it is this high with ketones.'] };
  }
  if (g >= 250) {
    return { label, level: 'high', verdict: 'high (250 mg/dL / 13.9 mmol/L or more)', urgentIf,
      meaning: r.timing === 'fasting' ? 'This is well above the fasting target; a fasting level of 126 mg/dL (7.0 mmol/L) or more is in the diabetes range.' : 'This is well above the usual targets (under 180 mg/dL / 10 mmol/L after meals for most people with diabetes).',
      whatToDo: ['Check for ketones if you can (the ADA advises it above about 240–250 mg/dL, especially with type 1 diabetes).', 'Contact your doctor or diabetes team today, especially if it stays this high on two checks in a row.', 'Drink water, take your medicines as prescribed and check again in a few hours.'] };
  }
  if (r.timing === 'after-meal') {
    if (g > 180) return { label, level: 'high', verdict: 'high for after a meal (above 180 mg/dL / 10 mmol/L)', urgentIf, meaning: 'The ADA target for most people with diabetes is under 180 mg/dL 1–2 hours after starting a meal.', whatToDo: ['One high reading after a big meal is common; look at the pattern over several days.', "If it is often above 180, share your readings with your doctor — don't change your medicines yourself."] };
    if (g >= 140) return { label, level: 'borderline', verdict: 'a little high for after a meal', urgentIf, meaning: 'Without diabetes, blood sugar is usually under 140 mg/dL (7.8 mmol/L) two hours after eating; for people with diabetes the target is usually under 180.', whatToDo: ['Recheck at two hours after starting the meal, and mention repeated readings like this to your doctor.'] };
    return { label, level: 'normal', verdict: 'in the usual range for after a meal', urgentIf, meaning: 'Under 140 mg/dL (7.8 mmol/L) two hours after eating is typical.', whatToDo: ['Nothing needs doing about this reading.'] };
  }
  if (g >= 126) {
    return { label, level: 'high', verdict: r.timing === 'fasting' ? 'high for a fasting reading (126 mg/dL / 7.0 mmol/L or more)' : 'above the fasting range', urgentIf,
      meaning: r.timing === 'fasting' ? 'A fasting level of 126 mg/dL or more is in the diabetes range; diabetes is diagnosed by a lab test repeated on another day, not by one home reading.' : 'If this was fasting it is in the diabetes range (126 mg/dL or more); after eating, up to 180 is within target for most people with diabetes.',
      whatToDo: ['Share this reading with your doctor, who can arrange a lab test (fasting glucose or A1C) if you have not been diagnosed.', 'If you already have diabetes, compare it with the targets your care team set for you.'] };
  }
  if (g >= 100) {
    return { label, level: 'borderline', verdict: r.timing === 'fasting' ? 'in the prediabetes range (fasting 100–125 mg/dL / 5.6–6.9 mmol/L)' : 'a little above the normal fasting range', urgentIf,
      meaning: 'A fasting level of 100–125 mg/dL is the prediabetes range (if the reading was not fasting, it can be normal).',
      whatToDo: ['Ask your doctor about a lab test (fasting glucose or A1C) to confirm it.', 'Regular activity, a balanced diet and a healthy weight lower the risk of type 2 diabetes.'] };
  }
  return { label, level: 'normal', verdict: 'in the normal range', urgentIf, meaning: 'A fasting level of 70–99 mg/dL (3.9–5.5 mmol/L) is normal.', whatToDo: ['Nothing needs doing about this reading.'] };
}

function inr(value: number, signs: readonly string[], onWarfarin: boolean): ReadingAssessment {
  const label = `INR ${value}`;
  const bleeding = signs.includes('bleeding');
  const urgentIf = `${call} or go to the emergency department if you have bleeding that won't stop, vomit or cough up blood, have black or bloody stools, blood in your urine, a severe headache, or a fall or a blow to the head.`;
  if (bleeding && value > 3) {
    return { label, level: 'emergency', verdict: 'high, with bleeding', urgentIf, meaning: 'A high INR with bleeding needs treating now.', whatToDo: [`${Call} or go to the emergency department now.`, 'Take your anticoagulant and your latest INR result with you.'] };
  }
  if (value > 9) return { label, level: 'urgent', verdict: 'very high (above 9)', urgentIf, meaning: 'At this level the risk of serious bleeding is high even without signs yet.', whatToDo: ['Contact your anticoagulation clinic or doctor **now** — if you cannot reach them, go to urgent care or the emergency department today.', "Don't take your next warfarin dose until you have spoken to them."] };
  if (value > 5) return { label, level: 'urgent', verdict: 'well above target (above 5)', urgentIf, meaning: 'The bleeding risk is clearly raised; your clinic may pause doses or give vitamin K.', whatToDo: ['Call your anticoagulation clinic or doctor **today** (now if it is during opening hours) for instructions.', "Don't change your dose on your own, and don't take extra aspirin or ibuprofen-type pain relievers."] };
  if (value >= 4) return { label, level: 'high', verdict: 'above the usual target (4–5)', urgentIf, meaning: 'Most people on warfarin aim for an INR of 2–3 (some, for example with a mechanical heart valve, 2.5–3.5). At 4–5 the bleeding risk is higher.', whatToDo: ['With no bleeding: call your anticoagulation clinic **today** — they will tell you whether to skip or lower a dose and when to retest.', "Don't change your dose on your own, and avoid aspirin and NSAID pain relievers (ibuprofen, naproxen); paracetamol (acetaminophen) is the usual choice for pain."] };
  if (value > 3) return { label, level: 'borderline', verdict: 'slightly above the usual target of 2–3', urgentIf, meaning: 'A little above range; your clinic may adjust the dose or retest sooner.', whatToDo: ['Let your anticoagulation clinic know at the next contact (sooner if you notice bruising or bleeding).', 'Think about what changed: new medicines or supplements, antibiotics, less vitamin K in your diet, more alcohol, illness.'] };
  if (value >= 2) return { label, level: 'normal', verdict: onWarfarin ? 'in the usual target range (2–3)' : 'in the range used for people taking warfarin (2–3)', urgentIf, meaning: onWarfarin ? 'An INR of 2–3 is the usual target on warfarin.' : 'Without a blood thinner, an INR of about 1 (1.1 or below) is normal; 2–3 is the usual target on warfarin.', whatToDo: ['Keep taking your anticoagulant as prescribed and keep your next test appointment.'] };
  if (value >= 1.2 || onWarfarin) return { label, level: onWarfarin ? 'low' : 'borderline', verdict: onWarfarin ? 'below the usual target of 2–3' : 'slightly above normal', urgentIf: `${call} for signs of a clot or stroke: sudden chest pain or breathlessness, a painful swollen leg, face drooping, arm weakness or slurred speech.`, meaning: onWarfarin ? 'Below target, warfarin protects less against clots.' : 'Without a blood thinner, an INR of about 1 (1.1 or below) is normal; higher values can come from liver problems or low vitamin K.', whatToDo: [onWarfarin ? "Tell your anticoagulation clinic; they may adjust your dose — don't change it yourself." : 'Ask the doctor who ordered the test what it means for you.', onWarfarin ? 'Missed doses, more vitamin K-rich greens than usual and some supplements can lower INR.' : 'Your doctor will read it alongside your other results.'] };
  return { label, level: 'normal', verdict: 'normal for someone not taking a blood thinner', urgentIf, meaning: 'Without a blood thinner, an INR of about 1 (1.1 or below) is normal.', whatToDo: ['Nothing needs doing about this reading.'] };
}

function bloodPressure(s: number, d: number, signs: readonly string[]): ReadingAssessment {
  const label = `Blood pressure ${s}/${d} mmHg`;
  const symptomatic = signs.some((x) => x === 'chest pain' || x === 'breathing' || x === 'stroke signs' || x === 'severe headache' || x === 'confusion');
  const urgentIf = `${call} with chest pain, shortness of breath, back pain, numbness or weakness, vision changes or difficulty speaking.`;
  if (s >= 180 || d >= 120) {
    return symptomatic
      ? { label, level: 'emergency', verdict: 'a hypertensive emergency (180/120 or higher with symptoms)', urgentIf, meaning: 'Blood pressure this high with those symptoms can mean damage to the heart, brain or kidneys.', whatToDo: [`${Call} now. Do not wait to see whether it comes down.`] }
      : { label, level: 'urgent', verdict: 'a hypertensive crisis range (180/120 or higher)', urgentIf, meaning: 'The AHA calls 180/120 or higher a hypertensive crisis.', whatToDo: ['Sit quietly for 5 minutes and measure again.', 'If it is still 180/120 or higher, contact your doctor **immediately** (urgent care or NHS 111 if you cannot reach them).'] };
  }
  if (s < 90 || d < 60) return { label, level: 'low', verdict: 'low (below 90/60)', urgentIf: `${call} if you faint and don't come round quickly, or have chest pain, confusion or cold, clammy skin.`, meaning: 'Low blood pressure is often harmless if you feel well; it matters when it causes dizziness or fainting.', whatToDo: ['If you feel dizzy, sit or lie down and drink some water.', 'See your doctor if you often feel dizzy or faint — some medicines (blood pressure tablets, diuretics) can cause it.'] };
  if (s >= 140 || d >= 90) return { label, level: 'high', verdict: 'high — stage 2 hypertension range (140/90 or higher)', urgentIf, meaning: 'One reading is not a diagnosis: blood pressure is judged on the average of several readings on different days.', whatToDo: ['Measure again after resting 5 minutes, seated, arm supported at heart level, and keep a log for a week.', 'See your doctor about readings at this level; if you are already treated, share the log with them.'] };
  if (s >= 130 || d >= 80) return { label, level: 'borderline', verdict: 'stage 1 hypertension range (130–139 / 80–89)', urgentIf, meaning: 'Above normal; lifestyle changes help and your doctor may suggest treatment depending on your overall risk.', whatToDo: ['Keep a log of readings taken at rest on several days and share it at your next appointment.', 'Less salt, regular activity, limiting alcohol and a healthy weight all lower blood pressure.'] };
  if (s >= 120) return { label, level: 'borderline', verdict: 'elevated (120–129 and below 80)', urgentIf, meaning: 'Slightly above normal; lifestyle habits help keep it from rising.', whatToDo: ['Recheck from time to time; less salt, activity and limiting alcohol help.'] };
  return { label, level: 'normal', verdict: 'normal (below 120/80)', urgentIf, meaning: 'Below 120/80 is the AHA normal range.', whatToDo: ['Nothing needs doing about this reading.'] };
}

function heartRate(bpm: number, signs: readonly string[]): ReadingAssessment {
  const label = `Resting heart rate ${bpm} beats a minute`;
  const symptomatic = signs.some((x) => x === 'chest pain' || x === 'breathing' || x === 'confusion' || x === 'dizziness');
  const urgentIf = `${call} with chest pain, fainting, severe shortness of breath or confusion.`;
  if (symptomatic && (bpm > 100 || bpm < 50)) return { label, level: 'emergency', verdict: bpm > 100 ? 'fast, with warning symptoms' : 'slow, with warning symptoms', urgentIf, meaning: 'An abnormal pulse with these symptoms needs checking now.', whatToDo: [`${Call} now.`] };
  if (bpm >= 130 || bpm < 40) return { label, level: 'urgent', verdict: bpm >= 130 ? 'very fast at rest' : 'very slow', urgentIf, meaning: 'A resting pulse this far outside 60–100 needs medical advice today, even if you feel well.', whatToDo: ['Rest for 5 minutes and measure again.', 'If it stays like this, get medical advice today (your doctor, urgent care or NHS 111).'] };
  if (bpm > 100) return { label, level: 'high', verdict: 'fast at rest (above 100)', urgentIf, meaning: 'Normal resting heart rate for adults is 60–100. Exercise, caffeine, fever, dehydration, anxiety and some medicines raise it.', whatToDo: ['Rest for 5–10 minutes and measure again.', 'If it is often above 100 at rest, or you feel palpitations, see your doctor.'] };
  if (bpm < 60) return { label, level: 'low', verdict: 'slow (below 60)', urgentIf, meaning: 'Below 60 can be normal for fit people and during sleep; beta-blockers and some other medicines also slow the pulse.', whatToDo: ['If you feel well, this is usually fine.', 'See your doctor if you feel dizzy, faint, unusually tired or short of breath.'] };
  return { label, level: 'normal', verdict: 'normal (60–100)', urgentIf, meaning: 'A resting heart rate of 60–100 beats a minute is normal for adults.', whatToDo: ['Nothing needs doing about this reading.'] };
}

function temperature(r: Extract<Reading, { kind: 'temperature' }>, signs: readonly string[]): ReadingAssessment {
  const c = r.celsius;
  const f = Math.round(((c * 9) / 5 + 32) * 10) / 10;
  const label = r.unit === 'F' ? `Temperature ${r.value} °F (${c} °C)` : `Temperature ${r.value} °C (${f} °F)`;
  const urgentIf = `${call} with a stiff neck, confusion, trouble breathing, a rash that doesn't fade when pressed, or a seizure; for a baby under 3 months with 38 °C / 100.4 °F or more, call a doctor right away.`;
  const serious = signs.some((x) => x === 'stiff neck' || x === 'confusion' || x === 'breathing');
  if (c < 35) return { label, level: 'emergency', verdict: 'too low (hypothermia below 35 °C / 95 °F)', urgentIf, meaning: 'A body temperature this low is hypothermia.', whatToDo: [`If the reading is right, ${call}. Move somewhere warm, remove wet clothing and warm the body gradually with blankets.`] };
  if (c >= 40.5 || (c >= 38 && serious)) return { label, level: 'emergency', verdict: c >= 40.5 ? 'very high (40.5 °C / 105 °F or more)' : 'a fever with warning signs', urgentIf, meaning: 'This needs urgent medical care.', whatToDo: [`${Call} or go to the emergency department now, especially if it does not come down with treatment.`] };
  if (c >= 39.4) return { label, level: 'urgent', verdict: 'a high fever (39.4 °C / 103 °F or more)', urgentIf, meaning: 'For adults, a fever of 103 °F (39.4 °C) or higher is a reason to call a doctor.', whatToDo: ['Call your doctor today (or NHS 111).', 'Drink plenty of fluids and rest; paracetamol (acetaminophen) or ibuprofen can bring it down if they are safe for you.'] };
  if (c >= 38) return { label, level: 'high', verdict: 'a fever (38 °C / 100.4 °F or more)', urgentIf, meaning: 'Most fevers come from infections and pass in a few days.', whatToDo: ['Rest and drink plenty of fluids; paracetamol (acetaminophen) or ibuprofen can help you feel better if they are safe for you.', 'Call your doctor if it lasts more than 3 days, keeps rising, or you have a weak immune system.'] };
  if (c >= 37.3) return { label, level: 'borderline', verdict: 'slightly raised (below the 38 °C / 100.4 °F fever line)', urgentIf, meaning: 'Slightly raised temperatures happen with activity, warm rooms and mild infections.', whatToDo: ['Recheck in an hour, at rest.'] };
  return { label, level: 'normal', verdict: 'normal (about 36.1–37.2 °C / 97–99 °F)', urgentIf, meaning: 'This is a normal body temperature.', whatToDo: ['Nothing needs doing about this reading.'] };
}

function oxygen(percent: number, signs: readonly string[]): ReadingAssessment {
  const label = `Oxygen saturation (SpO2) ${percent}%`;
  const urgentIf = `${call} if you are struggling to breathe, have blue lips or face, chest pain, or confusion — whatever the reading.`;
  const note = 'Pulse oximeters can read too high on darker skin and with cold fingers or nail polish; go by how you feel as well as the number.';
  if (percent < 88 || (percent < 92 && signs.includes('breathing'))) return { label, level: 'emergency', verdict: percent < 88 ? 'very low (below 88%)' : 'low, with breathlessness', urgentIf, meaning: 'This level of oxygen needs urgent assessment.', whatToDo: [`Recheck once on a warm finger; if it is still this low, ${call} or go to the emergency department now.`, note] };
  if (percent < 92) return { label, level: 'urgent', verdict: 'low (below 92%)', urgentIf, meaning: 'Below 92% means your blood is carrying less oxygen than it should. (If you have COPD, your team may have set you a lower target — follow that.)', whatToDo: ['Sit upright, rest and measure again on a warm finger.', 'If it stays below 92%, seek medical care today — urgent care, your doctor or NHS 111.', note] };
  if (percent < 95) return { label, level: 'borderline', verdict: 'a little below normal (92–94%)', urgentIf, meaning: 'Normal is 95–100%; 92–94% can be normal for some people with lung conditions.', whatToDo: ['Recheck at rest; if it stays here or drops, or you feel short of breath, contact your doctor.', note] };
  return { label, level: 'normal', verdict: 'normal (95–100%)', urgentIf, meaning: 'Most healthy people have an oxygen saturation of 95–100%.', whatToDo: [note] };
}

export function assessReading(reading: Reading, warningSigns: readonly string[], options: { onWarfarin?: boolean } = {}): ReadingAssessment {
  switch (reading.kind) {
    case 'glucose':
      return glucose(reading, warningSigns);
    case 'inr':
      return inr(reading.value, warningSigns, options.onWarfarin ?? false);
    case 'blood-pressure':
      return bloodPressure(reading.systolic, reading.diastolic, warningSigns);
    case 'heart-rate':
      return heartRate(reading.bpm, warningSigns);
    case 'temperature':
      return temperature(reading, warningSigns);
    case 'oxygen':
      return oxygen(reading.percent, warningSigns);
  }
}
