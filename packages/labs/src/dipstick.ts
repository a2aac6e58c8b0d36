/**
 * The urine dipstick: the ten pads with their read times and colour blocks, the order to read
 * them in, the rows to save, and what a set of readings means, including when to see a
 * clinician. A strip is a screening test: it suggests, it never diagnoses.
 */
import { dipstickPads } from './data/dipstick-pads';
import { M, S, medline } from './guide-sources';
import { guideFor } from './marker-guides';
import type { ColourBlock, DipstickAdvice, DipstickInterpretation, DipstickPad, DipstickReadings, PadId, PadMeaning, Urgency } from './dipstick-types';

export { dipstickPads };
export * from './dipstick-types';

const padById: ReadonlyMap<PadId, DipstickPad> = new Map(dipstickPads.map((p) => [p.id, p]));

export function dipstickPad(id: PadId): DipstickPad {
  const pad = padById.get(id);
  if (!pad) throw new Error(`Unknown dipstick pad: ${id}`);
  return pad;
}

/** The pads in the order to read them: shortest read time first (ties keep the chart's order). */
export const readingOrder: readonly DipstickPad[] = [...dipstickPads].sort((a, b) => a.readSeconds - b.readSeconds);

export function blockOf(pad: DipstickPad, value: string | undefined): ColourBlock | undefined {
  return value === undefined ? undefined : pad.blocks.find((b) => b.value === value);
}

/** One row for the manual report (ManualReportBody): a number when the block has one, else text. */
export interface DipstickRow {
  name: string;
  loinc: string;
  value: number | null;
  text: string | null;
  unit: string | null;
}

export function dipstickRows(readings: DipstickReadings): DipstickRow[] {
  const rows: DipstickRow[] = [];
  for (const pad of dipstickPads) {
    const block = blockOf(pad, readings[pad.id]);
    if (!block) continue;
    const value = block.amount ?? null;
    rows.push({ name: `Urine ${pad.name.toLowerCase()} (strip)`, loinc: pad.loinc, value, text: value === null ? (block.text ?? block.label) : null, unit: pad.unit });
  }
  return rows;
}

function meaningOf(pad: DipstickPad, block: ColourBlock): string {
  const guide = guideFor(pad.loinc);
  if (block.note === 'low') return pad.id === 'specific-gravity' ? 'Dilute urine, often from drinking a lot.' : 'At the low end of the usual range.';
  if (block.note === 'high') return pad.id === 'specific-gravity' ? 'Concentrated urine, often from not drinking enough.' : 'Alkaline urine: diet, an infection or a sample left standing can cause it.';
  if (block.grade === 0) return pad.id === 'ph' || pad.id === 'specific-gravity' ? 'Within the usual range.' : 'Nothing found on this pad.';
  const reasons = guide?.high.slice(0, 2).join('; ') ?? '';
  return `${block.grade === 1 ? 'A trace' : 'Found'}. Common reasons: ${reasons.charAt(0).toLowerCase()}${reasons.slice(1)}.`;
}

const urgencyRank: Record<Urgency, number> = { urgent: 0, prompt: 1, routine: 2, info: 3 };

const redFlags = 'Get urgent help if you have a fever, shivering, pain in your back or side, vomiting, or feel confused or very unwell.';

/** The meaning of each pad read and the advice the combination calls for, most urgent first. */
export function interpretDipstick(readings: DipstickReadings): DipstickInterpretation {
  const pads: PadMeaning[] = [];
  const grade: Partial<Record<PadId, number>> = {};
  const missing: PadId[] = [];
  for (const pad of dipstickPads) {
    const block = blockOf(pad, readings[pad.id]);
    if (!block) {
      missing.push(pad.id);
      continue;
    }
    grade[pad.id] = block.grade;
    pads.push({ pad: pad.id, name: pad.name, label: block.label, grade: block.grade, meaning: meaningOf(pad, block) });
  }
  const g = (id: PadId): number => grade[id] ?? 0;
  const advice: DipstickAdvice[] = [];
  const add = (id: string, urgency: Urgency, title: string, text: string, sources: DipstickAdvice['sources']) => advice.push({ id, urgency, title, text, sources });

  const nitrite = g('nitrite') >= 2;
  const leukocytes = g('leukocytes') >= 2;
  if (nitrite && leukocytes) {
    add('uti', 'prompt', 'Possible urinary tract infection', `Nitrite and leukocytes are both positive, which often goes with a urinary infection. Contact a clinician within a day, especially if you have burning, need to pass urine often, or are pregnant. ${redFlags}`, [S.ukhsaUti, M.urinalysis]);
  } else if (nitrite) {
    add('nitrite', 'prompt', 'Nitrite is positive', `This can point to bacteria in the urine. Contact a clinician, especially if you have symptoms such as burning or needing to pass urine often. ${redFlags}`, [S.ukhsaUti, M.urinalysis]);
  } else if (leukocytes) {
    add('leukocytes', 'routine', 'Leukocytes are positive', 'White blood cells in urine can mean inflammation or infection, or the sample picked up cells from the skin. With symptoms, contact a clinician; without them, repeat with a clean-catch midstream sample.', [S.ukhsaUti, M.urinalysis]);
  }
  if (g('glucose') >= 1 && g('ketones') >= 2) {
    add('glucose-ketones', 'urgent', 'Glucose and ketones together', 'Sugar and ketones together in urine can be a sign of diabetic ketoacidosis, which is an emergency. If you feel unwell (thirst, vomiting, stomach pain, fast breathing, drowsiness), get urgent medical help now. If you feel well, check your blood glucose if you can and contact a clinician today.', [medline('ketones-in-urine', 'Ketones in Urine'), S.adaStandards]);
  } else {
    if (g('glucose') >= 1) add('glucose', 'prompt', 'Glucose in urine', 'Sugar in urine usually means blood sugar has been high. Ask a clinician for a blood glucose or HbA1c test. Some diabetes medicines (SGLT2 inhibitors) cause this on purpose.', [medline('glucose-in-urine-test', 'Glucose in Urine Test'), M.urinalysis]);
    if (g('ketones') >= 2) add('ketones', 'routine', 'Ketones in urine', 'Ketones are common after fasting, a low-carbohydrate diet, vomiting or long exercise. If you have diabetes, follow your plan for ketones and contact your care team.', [medline('ketones-in-urine', 'Ketones in Urine')]);
  }
  if (g('blood') >= 1) {
    add('blood', g('blood') >= 3 ? 'prompt' : 'routine', 'Blood in urine', 'A period, hard exercise or a urinary infection can cause this. Repeat the test on another day (not during a period or after hard exercise); if it is still positive, or your urine looks red or brown, see a clinician.', [M.urinalysis, S.testingUrinalysis]);
  }
  if (g('protein') >= 2) {
    add('protein', g('protein') >= 3 ? 'prompt' : 'routine', 'Protein in urine', 'Protein can appear after exercise, fever or with concentrated urine, but if it stays it can be a sign of kidney strain. Repeat with a first-morning sample; if it is still there, ask a clinician about a urine albumin-to-creatinine ratio (ACR) test.', [medline('protein-in-urine', 'Protein in Urine'), S.kdigoCkd]);
  } else if (g('protein') === 1) {
    add('protein-trace', 'info', 'A trace of protein', 'A trace is often from concentrated urine. Repeat another day if you want to be sure.', [medline('protein-in-urine', 'Protein in Urine')]);
  }
  if (g('bilirubin') >= 2 || g('urobilinogen') >= 2) {
    add('liver', 'routine', 'Bilirubin or urobilinogen raised', 'These can point to the liver or to red blood cells breaking down. Ask a clinician whether you need blood liver tests, and sooner if your skin or eyes look yellow.', [M.urinalysis, S.testingUrinalysis]);
  }
  const sg = blockOf(dipstickPad('specific-gravity'), readings['specific-gravity']);
  if (sg?.note === 'high') add('concentrated', 'info', 'Concentrated urine', 'Concentrated urine often means you have not had much to drink. It can also make other pads read higher.', [M.urinalysis]);
  if (advice.length === 0 && pads.length > 0) {
    add('clear', 'info', 'Nothing stands out', 'None of the pads you read shows a finding that needs action. A strip cannot rule everything out: if you have symptoms, talk to a clinician.', [M.urinalysis]);
  }
  advice.sort((a, b) => urgencyRank[a.urgency] - urgencyRank[b.urgency]);
  return { pads, advice, missing };
}
