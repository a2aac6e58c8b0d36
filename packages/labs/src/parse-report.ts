/**
 * A lab report's pages (words with positions) → result rows. Lines are rebuilt from positions,
 * a header line (when there is one) tells which column is which, each line is read into a
 * candidate row, the name is mapped to a marker, the row is flagged (lab flag → lab range →
 * default range → unknown) and given a confidence that says how sure the reading is, with notes
 * explaining every reduction. Lines that are not results (headers, addresses, patient details,
 * footers, comments) are left out.
 */
import { labRowsMax, type LabKind, type LabResultRow } from '@thrivewell/core/contracts/biomarkers-contract';
import { dateOrderOf, findCollectedOn } from './collected-date';
import { flagRow, rangeInValueUnit } from './flag';
import { detectHeader, type Column } from './header';
import { groupLines, type Line } from './lines';
import { matchMarker } from './match-marker';
import { parseLine, type CandidateRow } from './parse-line';
import type { LabContext, PageText } from './text-layout';
import { convertValue, displayUnit, microMisread, normaliseUnit, unitFitsMarker } from './units';

const notResult = /^(patient|name|surname|forename|dob|d\.o\.b|date|birth|sex|gender|age|address|phone|tel|telephone|fax|email|physician|doctor|dr|ordering|ordered|requested|account|acct|specimen|sample|collected|collection|received|reported|printed|page|lab|laboratory|nhs|mrn|hospital|id|ref|report|comment|note|notes|clinical|status|final|street|road|city|zip|postcode|geburtsdatum|patientin|seite|datum|befund|tél|fecha|edad|sexo)\b/i;

/** Whether the page writes decimals with commas ("14,2", "13,5 - 17,5"); null when it shows neither. */
export function detectDecimalComma(text: string): boolean | null {
  const noDates = text.replace(/\b\d{1,2}[./]\d{1,2}[./]\d{2,4}\b/g, ' ').replace(/\b\d{1,2}:\d{2}\b/g, ' ');
  const commas = (noDates.match(/(?<![\d.,])\d+,\d{1,2}(?![\d,])/g) ?? []).length;
  const points = (noDates.match(/(?<![\d.,])\d+\.\d+(?![\d.])/g) ?? []).length;
  if (commas > points) return true;
  if (points > commas) return false;
  return null;
}

function sectionKind(line: Line): LabKind | null {
  if (/\d/.test(line.text) && line.cells.length > 1) return null;
  if (/urin|harn|\burine\b|dipstick|orina/i.test(line.text)) return 'urine';
  if (/haematolog|hematolog|chemistr|lipid|blood|cbc|metabolic|serum|plasma|thyroid|renal|liver|h[äa]matolog|klinische chemie|biochimie|bioqu[ií]mica/i.test(line.text)) return 'blood';
  return null;
}

interface Scored {
  confidence: number;
  notes: string[];
}

function score(c: CandidateRow, page: PageText, match: ReturnType<typeof matchMarker>): Scored {
  const notes = [...c.notes];
  let confidence = 1;
  const ocr = c.items.length ? Math.min(...c.items.map((i) => i.confidence)) : 1;
  if (ocr < 0.999) {
    confidence *= ocr;
    if (ocr < 0.9) notes.push(`OCR was unsure of some words (${Math.round(ocr * 100)}%).`);
  }
  if (!match) {
    confidence *= 0.5;
    notes.push('Name not recognised: no marker matched.');
  } else if (match.confidence < 1) {
    confidence *= match.confidence;
    if (match.confidence < 0.95) notes.push(`Name matched loosely to ${match.marker.name}.`);
  }
  const marker = match?.marker ?? null;
  if (marker && c.value !== null) {
    const canonical = c.unit ? convertValue(c.value, c.unit, marker.unit, marker) : marker.unit === null || marker.unit.startsWith('{') ? c.value : null;
    if (c.unit && !unitFitsMarker(c.unit, marker)) {
      confidence *= 0.7;
      notes.push(`Unit ${c.unit} is not one this marker is reported in.`);
    } else if (canonical !== null && marker.plausible && (canonical < marker.plausible.low || canonical > marker.plausible.high)) {
      confidence *= 0.3;
      notes.push('Value outside plausible bounds: check it was read right.');
    }
    if (!c.unit && marker.unit && !marker.unit.startsWith('{')) {
      confidence *= 0.9;
      notes.push('No unit printed.');
    }
  }
  if (c.columnCertainty < 1) confidence *= c.columnCertainty;
  if (c.unknown.length) {
    confidence *= 0.8;
    notes.push(`Unread text on the line: ${c.unknown.slice(0, 3).join(' ')}.`);
  }
  if (page.source === 'ocr' && confidence > 0.99) confidence = 0.99;
  return { confidence: Math.round(confidence * 1000) / 1000, notes };
}

export function parseLabReport(pages: PageText[], ctx: LabContext): { rows: LabResultRow[]; collectedOn: string | null } {
  const pageLines = pages.map((p) => ({ page: p, lines: groupLines(p.items) }));
  const allText = pageLines.flatMap((p) => p.lines.map((l) => l.text)).join('\n');
  const style = { decimalComma: detectDecimalComma(allText) };
  const collectedOn = findCollectedOn(pageLines.flatMap((p) => p.lines.map((l) => l.text)), dateOrderOf(allText));

  const rows: LabResultRow[] = [];
  let columns: Column[] | null = null;
  let kind: LabKind | null = /urinalysis|urine (test|report|dipstick)|harnstatus|urinstatus/i.test(allText) && !/haematolog|hematolog|chemistry|lipid|cbc/i.test(allText) ? 'urine' : null;
  for (const { page, lines } of pageLines) {
    let n = 0;
    let wrappedName: string | null = null;
    for (const line of lines) {
      const header = detectHeader(line);
      if (header) {
        columns = header;
        continue;
      }
      kind = sectionKind(line) ?? kind;
      const c = parseLine(line, columns, style);
      const carried = wrappedName;
      wrappedName = !c && /^[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ ,()-]{2,40}$/.test(line.text) && line.cells.length === 1 ? line.text : null;
      if (!c) continue;
      const hints = { kind, unit: c.unit, qualitative: c.value === null };
      let match = matchMarker(c.name, hints);
      // A name wrapped onto two lines ("Thyroid Stimulating" / "Hormone  2.10 …").
      const joined = carried && (!match || match.confidence < 0.95) ? matchMarker(`${carried} ${c.name}`, hints) : null;
      if (joined && joined.confidence > (match?.confidence ?? 0)) {
        match = joined;
        c.name = `${carried} ${c.name}`;
      }
      const usable = match && match.confidence >= 0.6 ? match : null;
      if (!usable) {
        if (notResult.test(c.name) || (!c.unit && !c.range) || c.unknown.length || c.name.length > 60) continue;
      } else if (notResult.test(c.name) && usable.confidence < 0.95) continue;
      const marker = usable?.marker ?? null;
      const micro = marker && microMisread(c.unit, c.value, marker);
      if (micro) {
        c.notes.push(`Unit read as ${c.unit}, taken as ${displayUnit(micro)}: this marker is not reported in ${c.unit} and the value is only possible in ${displayUnit(micro)}.`);
        c.unit = micro;
      }
      const unit = normaliseUnit(c.unit) ?? c.unit;
      const flag = flagRow({ value: c.value, qualifier: c.qualifier, text: c.text, unit, labFlag: c.flag, labRange: c.range, labRangeUnit: c.rangeUnit, marker }, ctx);
      const scored = score(c, page, usable);
      if (micro) scored.confidence = Math.round(scored.confidence * 0.85 * 1000) / 1000;
      const range = rangeInValueUnit(c.range ?? { low: null, high: null, text: null }, c.rangeUnit, unit, marker, scored.notes);
      n += 1;
      rows.push({
        rowId: `p${page.page}-r${n}`,
        name: c.name,
        loinc: marker?.loinc ?? null,
        value: c.value,
        text: c.text,
        unit,
        range,
        flag: flag.flag,
        flagSource: flag.flagSource,
        confidence: scored.confidence,
        box: { page: page.page, ...line.box },
        notes: [...scored.notes, ...flag.notes],
      });
      if (rows.length >= labRowsMax) return { rows, collectedOn };
    }
  }
  return { rows, collectedOn };
}
