#!/usr/bin/env node
/**
 * Builds packages/nutrition/src/data/usda-sr24-foods.ts (one tab-separated table in a string, so
 * the server bundle, tsx and Vitest all load it as a module) from the USDA National Nutrient Database
 * for Standard Reference, release 24 (public domain), as Debian's `cronometer` package ships it:
 * usr/share/cronometer/usda_sr24.jar, a zip of one XML file per food.
 *
 *   node scripts/data/build-usda-foods.mjs [path/to/usda_sr24.jar]
 *
 * Without a path it runs `apt-get download cronometer` in a temporary folder and unpacks the
 * .deb with dpkg-deb (a Debian machine with its package lists). The generated table is committed:
 * a fresh machine never needs apt. Values are per 100 g of edible portion; an empty cell is
 * "not analysed" (not zero). Vitamin A becomes µg RAE (retinol + β-carotene/12 + α-carotene/24 +
 * β-cryptoxanthin/24) and vitamin D µg (IU / 40), the units the DRIs use.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const out = path.join(root, 'packages/nutrition/src/data/usda-sr24-foods.ts');

/** Output column → the SR24 nutrient name in the XML (per 100 g). */
const direct = {
  kcal: 'Energy',
  proteinG: 'Protein',
  fatG: 'Fat',
  carbsG: 'Carbs',
  fiberG: 'Fiber',
  sugarsG: 'Sugars',
  satFatG: 'Saturated',
  monoFatG: 'Monounsaturated',
  polyFatG: 'Polyunsaturated',
  transFatG: 'Trans-Fats',
  omega3G: 'Omega-3',
  omega6G: 'Omega-6',
  cholesterolMg: 'Cholesterol',
  sodiumMg: 'Sodium',
  potassiumMg: 'Potassium',
  calciumMg: 'Calcium',
  ironMg: 'Iron',
  magnesiumMg: 'Magnesium',
  phosphorusMg: 'Phosphorus',
  zincMg: 'Zinc',
  copperMg: 'Copper',
  manganeseMg: 'Manganese',
  seleniumUg: 'Selenium',
  vitaminCMg: 'Vitamin C',
  vitaminEMg: 'Vitamin E',
  vitaminKUg: 'Vitamin K',
  thiaminMg: 'B1 (Thiamine)',
  riboflavinMg: 'B2 (Riboflavin)',
  niacinMg: 'B3 (Niacin)',
  vitaminB6Mg: 'B6 (Pyridoxine)',
  folateUg: 'Folate',
  vitaminB12Ug: 'B12 (Cyanocobalamin)',
  cholineMg: 'Choline',
  caffeineMg: 'Caffeine',
  alcoholG: 'Alcohol',
  waterG: 'Water',
};
const columns = ['id', 'name', ...Object.keys(direct), 'vitaminAUg', 'vitaminDUg', 'measures'];

function jarPath() {
  if (process.argv[2]) return { jar: path.resolve(process.argv[2]), cleanup: () => {} };
  const dir = mkdtempSync(path.join(tmpdir(), 'sr24-'));
  execFileSync('apt-get', ['download', 'cronometer'], { cwd: dir, stdio: 'inherit' });
  const deb = readdirSync(dir).find((f) => f.endsWith('.deb'));
  if (!deb) throw new Error('apt-get download cronometer produced no .deb');
  execFileSync('dpkg-deb', ['-x', path.join(dir, deb), path.join(dir, 'x')]);
  return { jar: path.join(dir, 'x/usr/share/cronometer/usda_sr24.jar'), cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

const unescapeXml = (s) => s.replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const attr = (tag, name) => {
  const m = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return m ? unescapeXml(m[1]) : undefined;
};
/** Numbers as short as they can be without losing the table's precision. */
const num = (v) => (v === undefined || !Number.isFinite(v) ? '' : String(Math.round(v * 1000) / 1000));
const clean = (s) => s.replace(/[\t\r\n|=\\]/g, ' ').replace(/\s+/g, ' ').trim();

function rowOf(xml) {
  const food = /<food\s[^>]*>/.exec(xml)?.[0];
  if (!food) return null;
  const id = attr(food, 'uid');
  const name = attr(food, 'name');
  if (!id || !/^\d{5}$/.test(id) || !name) return null;
  const values = new Map();
  for (const m of xml.matchAll(/<nutrient\s[^>]*\/>/g)) {
    const n = attr(m[0], 'name');
    const a = Number(attr(m[0], 'amount'));
    if (n && Number.isFinite(a)) values.set(n, a);
  }
  const measures = [...xml.matchAll(/<measure\s[^>]*\/>/g)]
    .map((m) => ({ amount: Number(attr(m[0], 'amount')), label: clean(attr(m[0], 'name') ?? ''), grams: Number(attr(m[0], 'grams')) }))
    .filter((m) => m.label && m.amount > 0 && m.grams > 0)
    .map((m) => `${m.amount === 1 ? '' : `${num(m.amount)} `}${m.label}=${num(m.grams)}`);
  const get = (n) => values.get(n);
  const retinol = get('Retinol');
  const beta = get('Beta-carotene');
  const alpha = get('Alpha-carotene');
  const crypto = get('Beta-cryptoxanthin');
  const rae = [retinol, beta, alpha, crypto].every((v) => v === undefined) ? undefined : (retinol ?? 0) + (beta ?? 0) / 12 + (alpha ?? 0) / 24 + (crypto ?? 0) / 24;
  const vitD = get('Vitamin D');
  return [id, clean(name), ...Object.values(direct).map((n) => num(get(n))), num(rae), num(vitD === undefined ? undefined : vitD / 40), measures.join('|')];
}

const { jar, cleanup } = jarPath();
try {
  const unpacked = mkdtempSync(path.join(tmpdir(), 'sr24-xml-'));
  execFileSync('unzip', ['-q', '-o', jar, 'usda_sr24/*.xml', '-d', unpacked]);
  const dir = path.join(unpacked, 'usda_sr24');
  const rows = [];
  for (const f of readdirSync(dir).filter((n) => /^\d{5}\.xml$/.test(n))) {
    const row = rowOf(readFileSync(path.join(dir, f), 'utf8'));
    if (row) rows.push(row);
  }
  rmSync(unpacked, { recursive: true, force: true });
  rows.sort((a, b) => a[0].localeCompare(b[0]));
  const tsv = [columns.join('\t'), ...rows.map((r) => r.join('\t'))].join('\n');
  const literal = tsv.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${');
  writeFileSync(
    out,
    [
      '/**',
      ' * USDA National Nutrient Database for Standard Reference, Release 24 (public domain), as shipped',
      " * in Debian's cronometer package (usda_sr24.jar). Generated by scripts/data/build-usda-foods.mjs:",
      ' * do not edit. One food per line, tab-separated, values per 100 g, empty = not analysed.',
      ' */',
      `export const usdaSr24Table = \`${literal}\`;`,
      '',
    ].join('\n'),
  );
  console.log(`${rows.length} foods → ${path.relative(root, out)} (${readFileSync(out).length} bytes)`);
} finally {
  cleanup();
}
