/**
 * "My blood sugar was 280 this morning, is that bad?", "My INR was 4.2, what should I do?": what
 * the reading means against published thresholds, what to do, when it is urgent, with sources,
 * and what the person's profile and cabinet add (warfarin for INR, diabetes for blood sugar).
 */
import { classesOf, substanceById } from '@thrivewell/knowledge/knowledge-base';
import { Answer, joinNames } from './answer';
import { knownCabinet, hasCondition, type PersonSnapshot } from './person';
import { assessReading, type ReadingAssessment } from './reading-assess';
import type { Reading, ReadingKind } from './reading-parse';
import { readingSources } from './reading-sources';

const sourcesFor: Record<ReadingKind, keyof typeof readingSources> = {
  glucose: 'glucose',
  inr: 'inr',
  'blood-pressure': 'bloodPressure',
  'heart-rate': 'heartRate',
  temperature: 'temperature',
  oxygen: 'oxygen',
};

/** Cabinet items in one of these classes (ids without 'class:'). */
function cabinetIn(person: PersonSnapshot, classIds: readonly string[]): string[] {
  return knownCabinet(person)
    .filter((c) => {
      const s = substanceById.get(c.substanceId);
      return s !== undefined && (classIds.includes(s.id) || [...classesOf(s)].some((k) => classIds.includes(k)));
    })
    .map((c) => c.substanceName);
}

function personalLines(person: PersonSnapshot, reading: Reading): { lines: string[]; sections: string[] } {
  const lines: string[] = [];
  const sections = new Set<string>();
  const add = (section: string, line: string | null) => {
    if (!line) return;
    lines.push(line);
    sections.add(section);
  };
  switch (reading.kind) {
    case 'inr': {
      const vka = cabinetIn(person, ['vitamin-k-antagonist']);
      const doac = cabinetIn(person, ['doac']);
      add('medications', vka.length > 0 ? `Your cabinet lists **${joinNames(vka)}**, so these warfarin targets apply to you; your anticoagulation clinic may have set you a different range — theirs comes first.` : null);
      add('medications', vka.length === 0 && doac.length > 0 ? `Your cabinet lists ${joinNames(doac)}; INR is not used to adjust that medicine, so ask the doctor who ordered the test what this result means for you.` : null);
      break;
    }
    case 'glucose': {
      const lowering = cabinetIn(person, ['insulin', 'sulfonylurea']);
      add('medical_history', hasCondition(person, /diabet/i) ? 'Your profile lists diabetes: compare this with the targets your care team set for you.' : null);
      add('medications', lowering.length > 0 && reading.mgdl < 100 ? `You take ${joinNames(lowering)}, which can cause lows — carry fast-acting sugar with you.` : null);
      break;
    }
    case 'blood-pressure': {
      add('medical_history', hasCondition(person, /hypertension|high blood pressure/i) ? 'Your profile lists high blood pressure: your doctor may have set you a personal target (often below 130/80).' : null);
      const bp = cabinetIn(person, ['antihypertensive', 'ace-inhibitor', 'arb', 'beta-blocker', 'calcium-channel-blocker', 'diuretic']);
      add('medications', bp.length > 0 ? `Your cabinet lists ${joinNames(bp)}; keep taking them as prescribed and bring your readings to your next review.` : null);
      break;
    }
    case 'heart-rate': {
      const slowing = cabinetIn(person, ['beta-blocker']);
      add('medications', slowing.length > 0 ? `Your cabinet lists ${joinNames(slowing)}, which slows the heart rate — a pulse in the 50s can be expected on it.` : null);
      break;
    }
    default:
      break;
  }
  return { lines, sections: [...sections] };
}

export function assessmentText(a: ReadingAssessment): string {
  return [`**${a.label}: ${a.verdict}.** ${a.meaning}`, `**What to do:**\n${a.whatToDo.map((w) => `- ${w}`).join('\n')}`, `**Get help now:** ${a.urgentIf}`].join('\n\n');
}

export function composeReadings(person: PersonSnapshot, readings: readonly Reading[], warningSigns: readonly string[]): Answer {
  const answer = new Answer();
  const onWarfarin = cabinetIn(person, ['vitamin-k-antagonist']).length > 0;
  for (const reading of readings) {
    const assessment = assessReading(reading, warningSigns, { onWarfarin });
    answer.say(assessmentText(assessment)).cite(readingSources[sourcesFor[reading.kind]]);
    const personal = personalLines(person, reading);
    if (personal.lines.length > 0) answer.use(...personal.sections).say(`**For you:** ${personal.lines.join(' ')}`);
  }
  return answer.say('One home reading is a snapshot: the thresholds above are general guidance from the sources below, not a diagnosis. Your own care team’s targets come first.');
}

/** "Is my blood pressure ok?" without a number: ask for it and give the ranges. */
export function composeReadingTopic(kind: ReadingKind): Answer {
  const ranges: Record<ReadingKind, string> = {
    glucose: 'Blood sugar (ADA): fasting 70–99 mg/dL (3.9–5.5 mmol/L) is normal, 100–125 is the prediabetes range, 126 or more the diabetes range; below 70 is low and below 54 severely low; after meals under 180 is the usual target with diabetes.',
    inr: 'INR: about 1 (1.1 or below) without a blood thinner; the usual target on warfarin is 2–3; 4–5 means calling the anticoagulation clinic the same day, and any bleeding with a high INR is an emergency.',
    'blood-pressure': 'Blood pressure (AHA): normal below 120/80; elevated 120–129 and below 80; stage 1 130–139 or 80–89; stage 2 140/90 or higher; 180/120 or higher is a hypertensive crisis.',
    'heart-rate': 'Resting heart rate (AHA): 60–100 beats a minute is normal for adults; fit people can be lower.',
    temperature: 'Temperature: a fever is 38 °C / 100.4 °F or more; adults should call a doctor at 39.4 °C / 103 °F or more.',
    oxygen: 'Oxygen saturation: 95–100% is normal; below 92% seek medical care; below 88% is urgent.',
  };
  return new Answer().say(ranges[kind], 'Tell me your reading (for example "My blood pressure is 150/95") and I will tell you what it means and what to do.').cite(readingSources[sourcesFor[kind]]);
}
