/**
 * Units as labs print them → UCUM, and conversions between a marker's units. Printed units vary
 * (µ/u/mc, "x10³/µL", "K/uL", "mg/dl", OCR's "mmol/1"); the parser normalises them first so a
 * value and a range can be compared in one unit. Conversions go by dimension (mass, molar,
 * count, IU, enzyme activity, fraction), by the marker's molar mass (mass ↔ molar), by its
 * valence (mEq ↔ mmol) or by its own affine rule (HbA1c % ↔ mmol/mol).
 */
import type { LabRange } from '@thrivewell/core/contracts/biomarkers-contract';
import type { Marker } from './markers';

const table: Record<string, string> = {
  'mg/dl': 'mg/dL', 'g/dl': 'g/dL', 'g/l': 'g/L', 'mg/l': 'mg/L', 'ug/dl': 'ug/dL', 'ug/l': 'ug/L', 'ug/ml': 'ug/mL',
  'ng/ml': 'ng/mL', 'ng/dl': 'ng/dL', 'ng/l': 'ng/L', 'pg/ml': 'pg/mL', 'pg/dl': 'pg/dL', pg: 'pg', fl: 'fL', '%': '%',
  'mmol/l': 'mmol/L', 'umol/l': 'umol/L', 'nmol/l': 'nmol/L', 'pmol/l': 'pmol/L', 'mol/l': 'mol/L',
  'meq/l': 'meq/L', 'mval/l': 'meq/L', 'u/l': 'U/L', 'iu/l': 'U/L', 'ui/l': 'U/L', 'e/l': 'U/L', 'ukat/l': 'ukat/L',
  'miu/l': 'm[IU]/L', 'mu/l': 'm[IU]/L', 'mui/l': 'm[IU]/L', 'uiu/ml': 'u[IU]/mL', 'uu/ml': 'u[IU]/mL', 'uui/ml': 'u[IU]/mL',
  s: 's', sec: 's', secs: 's', seconds: 's', sek: 's', ratio: '{ratio}', inr: '{INR}', 'mm/h': 'mm/h', 'mm/hr': 'mm/h',
  'mm/1h': 'mm/h', 'mmol/mol': 'mmol/mol', '/hpf': '/[HPF]', hpf: '/[HPF]', '/lpf': '/[LPF]', 'l/l': 'L/L', 'eu/dl': 'mg/dL',
  '/ul': '/uL', 'cells/ul': '/uL', '/mm3': '/uL', 'cells/mm3': '/uL', 'leu/ul': '{cells}/uL', 'ery/ul': '{cells}/uL',
  'k/ul': '10*3/uL', 'thou/ul': '10*3/uL', 'k/mm3': '10*3/uL', 'x1000/ul': '10*3/uL', 'tsd/ul': '10*3/uL', 'g/l.': 'g/L',
  'm/ul': '10*6/uL', 'mil/ul': '10*6/uL', 'mill/ul': '10*6/uL', 'mio/ul': '10*6/uL', 'gpt/l': '10*9/L', 'tpt/l': '10*12/L',
  ph: '[pH]', fraction: 'L/L',
};

/** The UCUM form of a printed unit, or null when it is not a unit we know. */
export function normaliseUnit(printed: string | null | undefined): string | null {
  if (!printed) return null;
  let u = printed.normalize('NFKC').trim()
    .replace(/[µμ]/g, 'u').replace(/[×✕]/g, 'x').replace(/²/g, '2').replace(/\s+/g, '')
    .replace(/^\((.*)\)$/, '$1').replace(/[.,;:]$/, '');
  if (!u) return null;
  // French labs count cells in giga and tera per litre ("G/L", "T/L"); grams per litre are written "g/L".
  if (/^G\/[lL]$/.test(u)) return '10*9/L';
  if (/^T\/[lL]$/.test(u)) return '10*12/L';
  u = u.toLowerCase().replace(/^mc(?=(g|mol|iu|u)\/)/, 'u').replace(/^mcg/, 'ug');
  // OCR: "mmol/1", "mg/dI" (read as "mg/di"), "U/|"
  u = u.replace(/\/[1i|]$/, '/l').replace(/\/d[1i|]$/, '/dl');
  // Powers of ten: "x10^9/L", "x10E3/uL", superscripts (NFKC: "x10³" → "x103"), and OCR reading
  // the caret as 7, a quote or a degree sign ("x1079/L", "x10"9/L"); only the exponents counts use.
  const power = /^(?:x|\*)?10(?:\^|\*|e|x|7|["'`’”°])?(3|6|9|12)\/(l|ul|mm3)$/.exec(u);
  if (power) {
    const exp = power[1]!;
    return power[2] === 'l' ? `10*${exp}/L` : `10*${exp}/uL`;
  }
  // OCR reads the L of "mL/min" as U or I.
  const mlmin = /^m[lui1|]\/min(?:\/(?:1\.73|1,73)(?:m[\^*?]?2|sqm|sq\.?m)?)?$/.exec(u);
  if (mlmin) return 'mL/min/{1.73_m2}';
  // OCR's usual slips inside a unit: "mmo1/L", "rng/dL" (rn for m), "u9/L" (9 for g), "mg/d1".
  // Also µ read as p or pu where no pico unit exists ("pIU/mL", "Mio/pul"), the I of "IU" as l
  // ("mlU/L", "ulu/mL"), and the l of "/ml" as i or 1.
  const ocr = u.replace(/mo1/g, 'mol').replace(/rn/g, 'm').replace(/^([mun])9\//, '$1g/').replace(/\/d1$/, '/dl')
    .replace(/^([mu])lu\//, '$1iu/').replace(/(^|\/)pu(?=l$)/, '$1u').replace(/(^|\/)p(?=iu)/, '$1u').replace(/\/m[1i|]$/, '/ml');
  return table[u] ?? table[ocr] ?? null;
}

type Dimension = 'mass' | 'molar' | 'count' | 'iu' | 'enzyme' | 'fraction';
const scales: Record<string, [Dimension, number]> = {
  'g/dL': ['mass', 10], 'g/L': ['mass', 1], 'mg/dL': ['mass', 1e-2], 'mg/L': ['mass', 1e-3], 'ug/dL': ['mass', 1e-5],
  'ug/mL': ['mass', 1e-3], 'ug/L': ['mass', 1e-6], 'ng/mL': ['mass', 1e-6], 'ng/dL': ['mass', 1e-8], 'ng/L': ['mass', 1e-9],
  'pg/mL': ['mass', 1e-9], 'pg/dL': ['mass', 1e-11],
  'mol/L': ['molar', 1], 'mmol/L': ['molar', 1e-3], 'umol/L': ['molar', 1e-6], 'nmol/L': ['molar', 1e-9], 'pmol/L': ['molar', 1e-12],
  '10*9/L': ['count', 1e9], '10*3/uL': ['count', 1e9], '10*12/L': ['count', 1e12], '10*6/uL': ['count', 1e12], '/uL': ['count', 1e6],
  'm[IU]/L': ['iu', 1e-3], 'u[IU]/mL': ['iu', 1e-3],
  'U/L': ['enzyme', 1], 'ukat/L': ['enzyme', 60],
  '%': ['fraction', 0.01], 'L/L': ['fraction', 1],
};

/** The number to multiply by to turn `from` into `to` within one dimension, or null. */
function ratio(from: string, to: string): number | null {
  const a = scales[from];
  const b = scales[to];
  if (!a || !b || a[0] !== b[0]) return null;
  return a[1] / b[1];
}

/** Value in `from` → value in `to` (both printed or UCUM), for this marker; null when no conversion is known. */
export function convertValue(value: number, fromUnit: string | null, toUnit: string | null, marker?: Marker | null): number | null {
  const from = normaliseUnit(fromUnit) ?? fromUnit;
  const to = normaliseUnit(toUnit) ?? toUnit;
  if (from === to) return value;
  if (!from || !to) return null;
  const affine = marker?.affine ?? [];
  const canonical = marker?.unit ?? null;
  const toCanon = affine.find((a) => a.unit === from);
  if (toCanon && to === canonical) return value * toCanon.scale + toCanon.offset;
  const fromCanon = affine.find((a) => a.unit === to);
  if (fromCanon && from === canonical) return (value - fromCanon.offset) / fromCanon.scale;
  if (toCanon || fromCanon) return null;
  const direct = ratio(from, to);
  if (direct !== null) return value * direct;
  if (!marker) return null;
  // mEq/L ↔ mmol/L by valence, then on through molar.
  if (from === 'meq/L' && marker.valence) return convertValue(value / marker.valence, 'mmol/L', to, marker);
  if (to === 'meq/L' && marker.valence) {
    const mmol = convertValue(value, from, 'mmol/L', marker);
    return mmol === null ? null : mmol * marker.valence;
  }
  const fromScale = scales[from];
  const toScale = scales[to];
  if (!marker.molarMass || !fromScale || !toScale) return null;
  if (fromScale[0] === 'mass' && toScale[0] === 'molar') return (value * fromScale[1]) / marker.molarMass / toScale[1];
  if (fromScale[0] === 'molar' && toScale[0] === 'mass') return (value * fromScale[1] * marker.molarMass) / toScale[1];
  return null;
}

/** Round away float noise from conversions (4 significant decimals relative to magnitude). */
export function tidy(value: number): number {
  return Number.parseFloat(value.toPrecision(6));
}

/** A range in `from` → `to`, or null when either bound cannot be converted. The printed text is kept. */
export function convertRange(range: LabRange, fromUnit: string | null, toUnit: string | null, marker?: Marker | null): LabRange | null {
  const conv = (v: number | null): number | null | undefined => (v === null ? null : convertValue(v, fromUnit, toUnit, marker) ?? undefined);
  const low = conv(range.low);
  const high = conv(range.high);
  if (low === undefined || high === undefined) return null;
  return { low: low === null ? null : tidy(low), high: high === null ? null : tidy(high), text: range.text };
}

/** Whether a value in this unit can be compared with the marker's canonical unit. */
export function unitFitsMarker(unit: string | null, marker: Marker): boolean {
  const u = normaliseUnit(unit) ?? unit;
  if (u === null) return marker.unit === null;
  if (u === marker.unit) return true;
  return convertValue(1, u, marker.unit, marker) !== null;
}

/**
 * OCR reads µ as p or n now and then ("pmol/L" for "µmol/L"). Both are real units, so the read one
 * is only replaced when the marker is not reported in it, is reported in the µ form, and the value
 * is impossible in the read unit but possible in the µ one. Answers the µ unit, or null.
 */
export function microMisread(unit: string | null, value: number | null, marker: Marker): string | null {
  const u = normaliseUnit(unit) ?? unit;
  if (!u || value === null || !marker.plausible || !/^[pn]/.test(u)) return null;
  const micro = `u${u.slice(1)}`;
  if (u === marker.unit || marker.altUnits.includes(u) || !(micro === marker.unit || marker.altUnits.includes(micro))) return null;
  const plausible = (from: string) => {
    const v = convertValue(value, from, marker.unit, marker);
    return v !== null && v >= marker.plausible!.low && v <= marker.plausible!.high;
  };
  return !plausible(u) && plausible(micro) ? micro : null;
}

const display: Record<string, string> = {
  '10*3/uL': '×10³/µL', '10*6/uL': '×10⁶/µL', '10*9/L': '×10⁹/L', '10*12/L': '×10¹²/L', 'u[IU]/mL': 'µIU/mL', 'm[IU]/L': 'mIU/L',
  'meq/L': 'mEq/L', 'mL/min/{1.73_m2}': 'mL/min/1.73 m²', '{INR}': '', '{ratio}': '', '{cells}/uL': 'cells/µL', '/[HPF]': '/HPF', '/[LPF]': '/LPF', '[pH]': '',
};

/** A UCUM unit as people read it ("10*9/L" → "×10⁹/L", "umol/L" → "µmol/L"). */
export function displayUnit(ucum: string | null): string {
  if (!ucum) return '';
  return display[ucum] ?? ucum.replace(/^u(?=[a-z]*(g|mol|kat|L)\b)/, 'µ').replace(/\/u(?=L$)/, '/µ');
}
