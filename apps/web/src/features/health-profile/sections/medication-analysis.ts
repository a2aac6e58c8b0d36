/**
 * The stored background safety analysis of the listed medications (medications.analysis), as
 * the medications section's panel and the dashboard's 'Analysis Results' note read it. Its own
 * module: the dashboard needs only this reader, not the panel.
 */
export interface AnalyzedMedicationView {
  name: string;
  sideEffects: string[];
  detailedSideEffects: string[];
  warnings: string[];
}

export interface InteractionView {
  a: string;
  b: string;
  severity: string;
  summary: string;
  management: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const texts = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x.trim() !== '') : []);
const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The stored background analysis (medications.analysis), read defensively: it is JSON written by the server. */
export function readMedicationAnalysis(raw: unknown): { medications: AnalyzedMedicationView[]; interactions: InteractionView[]; analyzedAt: string | null } | null {
  if (!isRecord(raw)) return null;
  const medications = (Array.isArray(raw.medications) ? raw.medications : []).filter(isRecord).map((m) => ({
    name: text(m.name),
    sideEffects: texts(m.sideEffects),
    detailedSideEffects: texts(m.detailedSideEffects),
    warnings: texts(m.warnings),
  }));
  const interactions = (Array.isArray(raw.interactions) ? raw.interactions : [])
    .filter(isRecord)
    .map((i) => ({ a: text(i.a), b: text(i.b), severity: text(i.severity), summary: text(i.summary), management: text(i.management) }));
  return { medications: medications.filter((m) => m.name !== ''), interactions, analyzedAt: typeof raw.analyzedAt === 'string' ? raw.analyzedAt : null };
}
