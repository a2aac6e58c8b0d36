/**
 * The essential-oil and natural-remedy libraries and the drug–supplement rules are kept in one file
 * per subject (W2-C §1.6). Every entry is in its aggregate exactly once, every subject file is
 * part of it, and the libraries hold exactly the entries they held when they were split by size.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { essentialOils } from './essential-oils';
import { drugSupplementRules } from './interactions/drug-supplement';
import { naturalRemedies } from './remedies';

const sorted = (ids: readonly string[]) => [...ids].sort();

/** The ids of every entry list exported by the files of a subject folder, file by file. */
async function subjectFiles(folder: string): Promise<Record<string, string[]>> {
  const files = readdirSync(new URL(folder, import.meta.url)).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  const out: Record<string, string[]> = {};
  for (const file of files) {
    const module = (await import(`${folder}/${file}`)) as Record<string, unknown>;
    const lists = Object.values(module).filter((v): v is { id: string }[] => Array.isArray(v) && v.every((x) => typeof x === 'object' && x !== null && typeof (x as { id?: unknown }).id === 'string'));
    out[file] = lists.flatMap((list) => list.map((x) => x.id));
  }
  return out;
}

describe('knowledge data split by subject', () => {
  it('the essential-oil library holds the same 53 oils as before the split, each once', () => {
    expect(sorted(essentialOils.map((o) => o.id))).toEqual([
    'basil', 'bergamot', 'birch', 'bitter-orange', 'black-pepper', 'cajeput',
    'camphor', 'cardamom', 'cedarwood', 'cinnamon-bark', 'clary-sage', 'clove',
    'coriander', 'cypress', 'eucalyptus', 'fennel', 'frankincense', 'geranium',
    'german-chamomile', 'ginger', 'grapefruit', 'helichrysum', 'hyssop', 'jasmine',
    'juniper-berry', 'lavender', 'lemon', 'lemongrass', 'lime', 'lime-distilled',
    'marjoram', 'myrrh', 'neroli', 'niaouli', 'oregano', 'palmarosa',
    'patchouli', 'pennyroyal', 'peppermint', 'petitgrain', 'pine', 'roman-chamomile',
    'rose', 'rosemary', 'sage', 'sandalwood', 'spearmint', 'sweet-orange',
    'tea-tree', 'thyme', 'vetiver', 'wintergreen', 'ylang-ylang',
    ]);
  });

  it('the natural-remedy library holds the same 53 remedies as before the split, each once', () => {
    expect(sorted(naturalRemedies.map((r) => r.id))).toEqual([
    'activated-charcoal-for-poisoning', 'acupuncture-for-chronic-pain', 'aloe-vera-for-minor-burns', 'apple-cider-vinegar',
    'arnica-gel-for-bruising', 'ashwagandha-for-stress', 'beetroot-juice-for-blood-pressure', 'berberine-for-blood-sugar',
    'black-cohosh-for-hot-flushes', 'butterbur-for-migraine', 'capsaicin-cream-for-pain', 'chamomile-for-sleep',
    'cinnamon-for-blood-sugar', 'coq10-for-statin-muscle-pain', 'cranberry-for-uti-prevention', 'echinacea-for-colds',
    'elderberry-for-flu', 'evening-primrose-oil-for-eczema', 'feverfew-for-migraine', 'fish-oil-for-triglycerides',
    'garlic-for-blood-pressure', 'ginger-for-nausea', 'glucosamine-for-osteoarthritis', 'heat-for-low-back-pain',
    'hibiscus-tea-for-blood-pressure', 'honey-for-cough', 'kava-for-anxiety', 'lavender-for-anxiety',
    'lemon-balm-for-calm', 'magnesium-for-leg-cramps', 'magnesium-for-migraine', 'melatonin-for-jet-lag',
    'milk-thistle-for-liver', 'mindfulness-for-stress', 'oatmeal-bath-for-eczema', 'passionflower-for-anxiety',
    'peppermint-oil-for-ibs', 'probiotics-for-antibiotic-diarrhoea', 'psyllium-for-constipation', 'red-yeast-rice-for-cholesterol',
    'rhodiola-for-fatigue', 'riboflavin-for-migraine', 'saline-nasal-rinse', 'saw-palmetto-for-bph',
    'soy-isoflavones-for-hot-flushes', 'st-johns-wort-for-mild-depression', 'tai-chi-for-balance', 'tea-tree-oil-for-acne',
    'turmeric-for-joint-pain', 'valerian-for-sleep', 'vitamin-d-for-bone-health', 'yoga-for-back-pain',
    'zinc-lozenges-for-colds',
    ]);
  });

  it.each([
    ['./essential-oils', essentialOils],
    ['./remedies', naturalRemedies],
  ] as const)('every file in %s is part of its library, and the library is nothing else', async (folder, library) => {
    const files = await subjectFiles(folder);
    const fromFiles = Object.values(files).flat();
    expect(Object.values(files).filter((ids) => ids.length > 0).length).toBeGreaterThanOrEqual(5);
    expect(sorted(fromFiles)).toEqual(sorted(library.map((x) => x.id)));
  });

  it('every rule in ./interactions/drug-supplement is in drugSupplementRules exactly once', async () => {
    const fromFiles = Object.values(await subjectFiles('./interactions/drug-supplement')).flat();
    const all = drugSupplementRules.map((r) => r.id);
    expect(fromFiles.length).toBeGreaterThan(0);
    expect(fromFiles.filter((id) => all.filter((x) => x === id).length !== 1)).toEqual([]);
    expect(new Set(all).size).toBe(all.length);
  });
});
