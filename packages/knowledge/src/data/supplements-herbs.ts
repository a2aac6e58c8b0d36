/**
 * Herbal supplements. Identity follows the NCCIH herb pages (or MeSH where NCCIH has none);
 * mechanistic classes are added only where a public source supports them.
 */
import type { Source } from '../source';
import { S, dailyMed, doi, mesh, nccih, ods } from '../sources';
import type { Substance } from '../types';
import { supplement } from './builders';

/** Review of supplements that affect clotting and platelets (garlic, ginger, ginkgo, ginseng, fish oil…). */
const coagulationReview: Source = doi(
  '10.3390/medicines2030157',
  'Wang CZ, Moss J, Yuan CS. Commonly used dietary supplements on coagulation function during surgery. Medicines (Basel). 2015;2(3):157-185',
);
/** Review of Chinese herbal medicines that interact with anticoagulant and antiplatelet drugs (dong quai, ginkgo, turmeric…). */
const chineseHerbAnticoagulantReview: Source = doi(
  '10.1371/journal.pone.0064255',
  'Tsai HH, Lin HW, Lu YH, Chen YL, Mahady GB. A review of potential harmful interactions between anticoagulant/antiplatelet agents and Chinese herbal medicines. PLoS One. 2013;8(5):e64255',
);
const weightLoss = ods('WeightLoss', 'Dietary Supplements for Weight Loss');

export const herbalSupplements: Substance[] = [
  // ------------------------------------------------------------------ herbs with strong interaction evidence
  // Strong CYP3A4 (and P-gp) inducer per the FDA table; serotonergic; can cause photosensitivity.
  supplement('st-johns-wort', "St. John's Wort", ['herb', 'strong-cyp3a4-inducer', 'serotonergic', 'photosensitising', 'pgp-inducer'], {
    synonyms: ['st johns wort', 'saint johns wort', 'st. john wort', 'st john wort', 'st johns wart', 'hypericum', 'hypericum perforatum', 'sjw', 'hyperforin'],
    sources: [nccih('st-johns-wort', "St. John's Wort"), S.fdaCyp, S.nccihHerbDrug],
  }),
  supplement('ginkgo', 'Ginkgo', ['herb', 'bleeding-risk'], {
    synonyms: ['ginkgo biloba', 'gingko', 'gingko biloba', 'ginko', 'ginko biloba', 'ginkgo leaf extract', 'egb 761', 'maidenhair tree'],
    sources: [nccih('ginkgo', 'Ginkgo'), coagulationReview],
  }),
  supplement('ginseng', 'Asian ginseng (Panax ginseng)', ['herb'], {
    synonyms: ['asian ginseng', 'panax ginseng', 'korean ginseng', 'korean red ginseng', 'red ginseng', 'chinese ginseng', 'ginseng root', 'panax'],
    sources: [nccih('asian-ginseng', 'Asian Ginseng'), chineseHerbAnticoagulantReview],
  }),
  supplement('american-ginseng', 'American ginseng (Panax quinquefolius)', ['herb'], {
    synonyms: ['panax quinquefolius', 'north american ginseng', 'wisconsin ginseng', 'american ginseng root'],
    sources: [mesh('Panax'), S.nccihHerbDrug, coagulationReview],
  }),
  supplement('garlic', 'Garlic (supplement)', ['herb', 'bleeding-risk'], {
    brands: ['Kyolic', 'Garlique'],
    synonyms: ['garlic supplement', 'garlic pills', 'garlic capsules', 'garlic extract', 'aged garlic extract', 'garlic oil', 'allium sativum', 'allicin'],
    sources: [nccih('garlic', 'Garlic'), coagulationReview],
  }),
  supplement('turmeric', 'Turmeric (curcumin)', ['herb', 'bleeding-risk', 'bcrp-inhibitor'], {
    synonyms: ['curcumin', 'tumeric', 'turmeric curcumin', 'curcuma longa', 'turmeric root', 'turmeric extract', 'curcuminoids'],
    sources: [nccih('turmeric', 'Turmeric'), chineseHerbAnticoagulantReview],
  }),
  supplement('fish-oil', 'Fish oil (omega-3)', ['omega-3', 'bleeding-risk'], {
    synonyms: [
      'omega-3', 'omega 3', 'omega3', 'omega-3 fatty acids', 'omega 3 fatty acids', 'omega-3 supplement', 'fish oils', 'fish oil capsules',
      'fish oil pills', 'cod liver oil', 'krill oil', 'epa and dha', 'epa/dha', 'dha', 'algal oil', 'algae oil',
    ],
    sources: [ods('Omega3FattyAcids', 'Omega-3 Fatty Acids'), coagulationReview],
  }),
  supplement('flaxseed', 'Flaxseed and flaxseed oil', ['herb', 'omega-3'], {
    synonyms: ['flaxseed oil', 'flax seed', 'flax', 'linseed', 'linseed oil', 'ground flaxseed', 'linum usitatissimum'],
    sources: [nccih('flaxseed-and-flaxseed-oil', 'Flaxseed and Flaxseed Oil'), ods('Omega3FattyAcids', 'Omega-3 Fatty Acids')],
  }),
  supplement('valerian', 'Valerian', ['herb', 'cns-depressant'], {
    synonyms: ['valerian root', 'valeriana officinalis', 'valarian'],
    sources: [nccih('valerian', 'Valerian')],
  }),
  // Sedating, and linked to severe liver injury.
  supplement('kava', 'Kava', ['herb', 'cns-depressant', 'hepatotoxic'], {
    synonyms: ['kava kava', 'kava root', 'piper methysticum', 'kava-kava'],
    sources: [nccih('kava', 'Kava')],
  }),
  supplement('chamomile', 'Chamomile', ['herb'], {
    synonyms: ['chamomile tea', 'camomile', 'german chamomile', 'matricaria recutita', 'matricaria chamomilla', 'roman chamomile'],
    sources: [nccih('chamomile', 'Chamomile')],
  }),
  supplement('echinacea', 'Echinacea', ['herb'], {
    synonyms: ['echinacea purpurea', 'echinacea angustifolia', 'purple coneflower', 'echinachea'],
    sources: [nccih('echinacea', 'Echinacea')],
  }),
  // Inhibits CYP3A4 and CYP2D6 in people; human data show roughly a 40–60% rise in midazolam exposure.
  supplement('goldenseal', 'Goldenseal', ['herb', 'moderate-cyp3a4-inhibitor'], {
    synonyms: ['golden seal', 'hydrastis canadensis', 'goldenseal root', 'hydrastis'],
    sources: [nccih('goldenseal', 'Goldenseal'), S.nccihHerbDrug],
  }),
  // Glycyrrhizin lowers potassium and raises blood pressure. Deglycyrrhizinated licorice (DGL) lacks it.
  supplement('licorice-root', 'Licorice root', ['herb', 'potassium-lowering'], {
    synonyms: ['liquorice root', 'licorice root extract', 'glycyrrhiza', 'glycyrrhiza glabra', 'glycyrrhizin', 'glycyrrhizic acid', 'licorice extract'],
    sources: [nccih('licorice-root', 'Licorice Root')],
  }),
  // Contains monacolin K, which is chemically the same as lovastatin.
  supplement('red-yeast-rice', 'Red yeast rice', ['herb'], {
    synonyms: ['red yeast rice extract', 'monascus purpureus', 'ryr', 'monacolin k', 'red rice yeast'],
    sources: [nccih('red-yeast-rice', 'Red Yeast Rice')],
  }),
  supplement('saw-palmetto', 'Saw palmetto', ['herb'], {
    synonyms: ['serenoa repens', 'sabal', 'saw palmetto berry', 'sabal serrulata'],
    sources: [nccih('saw-palmetto', 'Saw Palmetto')],
  }),
  supplement('black-cohosh', 'Black cohosh', ['herb'], {
    brands: ['Remifemin'],
    synonyms: ['actaea racemosa', 'cimicifuga racemosa', 'black snakeroot', 'black cohash'],
    sources: [nccih('black-cohosh', 'Black Cohosh')],
  }),
  supplement('evening-primrose-oil', 'Evening primrose oil', ['herb'], {
    synonyms: ['evening primrose', 'oenothera biennis', 'primrose oil'],
    sources: [nccih('evening-primrose-oil', 'Evening Primrose Oil')],
  }),
  supplement('feverfew', 'Feverfew', ['herb', 'bleeding-risk'], {
    synonyms: ['tanacetum parthenium', 'feverfew leaf'],
    sources: [nccih('feverfew', 'Feverfew'), S.nccihHerbDrug],
  }),
  supplement('dong-quai', 'Dong quai', ['herb', 'bleeding-risk'], {
    synonyms: ['dong quai root', 'angelica sinensis', 'dang gui', 'tang kuei', 'female ginseng', 'chinese angelica'],
    sources: [mesh('Angelica sinensis'), chineseHerbAnticoagulantReview],
  }),
  supplement('ginger', 'Ginger (supplement)', ['herb', 'bleeding-risk'], {
    synonyms: ['ginger root', 'ginger supplement', 'ginger capsules', 'ginger extract', 'zingiber officinale'],
    sources: [nccih('ginger', 'Ginger'), coagulationReview],
  }),
  supplement('cinnamon', 'Cinnamon (supplement)', ['herb'], {
    synonyms: ['cinnamon supplement', 'cinnamon capsules', 'cassia cinnamon', 'ceylon cinnamon', 'cinnamomum', 'cinnamon extract'],
    sources: [nccih('cinnamon', 'Cinnamon')],
  }),
  // Weakly inhibits CYP3A4 (midazolam exposure +40%), CYP2D6 and CYP2C9 in a human study; no class fits that strength.
  supplement('berberine', 'Berberine', ['herb'], {
    synonyms: ['berberine hcl', 'berberine hydrochloride', 'berberis', 'barberry extract', 'coptis'],
    sources: [
      doi('10.1007/s00228-011-1108-2', 'Guo Y, Chen Y, Tan ZR, Klaassen CD, Zhou HH. Repeated administration of berberine inhibits cytochromes P450 in humans. Eur J Clin Pharmacol. 2012;68(2):213-217'),
      nccih('goldenseal', 'Goldenseal'),
    ],
  }),
  supplement('milk-thistle', 'Milk thistle', ['herb'], {
    synonyms: ['silymarin', 'silybum marianum', 'silybin', 'milk thistle seed', 'milk thisle'],
    sources: [nccih('milk-thistle', 'Milk Thistle')],
  }),
  supplement('ashwagandha', 'Ashwagandha', ['herb'], {
    brands: ['KSM-66', 'Sensoril'],
    synonyms: ['withania somnifera', 'indian ginseng', 'winter cherry', 'ashwaganda', 'ashwagandha root'],
    sources: [nccih('ashwagandha', 'Ashwagandha')],
  }),
  supplement('rhodiola', 'Rhodiola', ['herb'], {
    synonyms: ['rhodiola rosea', 'golden root', 'arctic root', 'roseroot'],
    sources: [nccih('rhodiola', 'Rhodiola')],
  }),
  // Green tea extracts are linked to liver injury and most contain caffeine.
  supplement('green-tea-extract', 'Green tea extract', ['herb', 'hepatotoxic', 'caffeine-source'], {
    synonyms: ['egcg', 'epigallocatechin gallate', 'green tea pills', 'green tea capsules', 'camellia sinensis extract', 'green tea catechins'],
    sources: [nccih('green-tea', 'Green Tea'), weightLoss],
  }),
  // Opioid-like effects at higher doses.
  supplement('kratom', 'Kratom', ['herb', 'cns-depressant'], {
    synonyms: ['mitragyna speciosa', 'ketum', 'kratom leaf', 'kratom powder', 'kratom capsules', 'mitragynine'],
    sources: [nccih('kratom', 'Kratom')],
  }),
  // Epidiolex label: CBD raises levels of CYP2C19 substrates (e.g. clobazam's active metabolite), causes
  // somnolence that adds to other CNS depressants, and can raise liver enzymes. In the sponsor's
  // midazolam study CBD did not change CYP3A4 activity, so no CYP3A4 class is given.
  supplement('cbd', 'CBD (cannabidiol)', ['herb', 'cyp2c19-inhibitor', 'cns-depressant', 'hepatotoxic'], {
    synonyms: ['cannabidiol', 'cbd oil', 'cbd gummies', 'cbd tincture', 'cbd capsules', 'hemp extract', 'full spectrum cbd', 'broad spectrum cbd'],
    sources: [
      nccih('cannabis-marijuana-and-cannabinoids-what-you-need-to-know', 'Cannabis (Marijuana) and Cannabinoids: What You Need To Know'),
      dailyMed('Epidiolex'),
      doi('10.3390/jcm8070989', 'Brown JD, Winterstein AG. Potential adverse drug events and drug–drug interactions with medical and consumer cannabidiol (CBD) use. J Clin Med. 2019;8(7):989'),
    ],
  }),
  supplement('yohimbe', 'Yohimbe', ['herb', 'sympathomimetic'], {
    synonyms: ['yohimbe bark', 'yohimbine', 'pausinystalia johimbe', 'pausinystalia yohimbe', 'corynanthe yohimbe'],
    sources: [nccih('yohimbe', 'Yohimbe')],
  }),
  supplement('bitter-orange', 'Bitter orange (Citrus aurantium)', ['herb', 'sympathomimetic'], {
    synonyms: ['citrus aurantium', 'synephrine', 'p-synephrine', 'zhi shi', 'bitter orange extract'],
    sources: [nccih('bitter-orange', 'Bitter Orange'), weightLoss],
  }),
  // Banned in US dietary supplements since 2004, but still found in some imported products.
  supplement('ephedra', 'Ephedra (ma huang)', ['herb', 'sympathomimetic'], {
    synonyms: ['ma huang', 'ephedra sinica', 'ephedra extract'],
    sources: [nccih('ephedra', 'Ephedra')],
  }),
  supplement('guarana', 'Guarana', ['herb', 'caffeine-source'], {
    synonyms: ['paullinia cupana', 'guarana extract', 'guarana seed'],
    sources: [mesh('Paullinia'), weightLoss],
  }),
  supplement('garcinia', 'Garcinia cambogia', ['herb'], {
    synonyms: ['garcinia', 'hydroxycitric acid', 'hca', 'malabar tamarind', 'garcinia gummogutta'],
    sources: [weightLoss],
  }),
  // ------------------------------------------------------------------ other herbs
  supplement('elderberry', 'Elderberry', ['herb'], {
    brands: ['Sambucol'],
    synonyms: ['elder berry', 'european elder', 'black elder', 'sambucus', 'sambucus nigra', 'elder flower', 'elderflower', 'elderberry syrup', 'elderberry gummies'],
    sources: [mesh('Sambucus nigra')],
  }),
  supplement('hawthorn', 'Hawthorn', ['herb'], {
    synonyms: ['crataegus', 'hawthorn berry', 'hawthorn leaf and flower', 'crataegus monogyna'],
    sources: [nccih('hawthorn', 'Hawthorn')],
  }),
  supplement('horse-chestnut', 'Horse chestnut seed extract', ['herb'], {
    brands: ['Venastat'],
    synonyms: ['horse chestnut', 'horse-chestnut', 'aesculus hippocastanum', 'hcse', 'aescin', 'escin'],
    sources: [nccih('horse-chestnut', 'Horse Chestnut')],
  }),
  supplement('cranberry-supplement', 'Cranberry (supplement)', ['herb'], {
    brands: ['AZO Cranberry', 'Ellura'],
    synonyms: ['cranberry extract', 'cranberry capsules', 'cranberry pills', 'cranberry tablets', 'vaccinium macrocarpon'],
    sources: [nccih('cranberry', 'Cranberry')],
  }),
  supplement('grape-seed-extract', 'Grape seed extract', ['herb'], {
    synonyms: ['grapeseed extract', 'grape seed', 'gse', 'opc', 'oligomeric proanthocyanidins', 'vitis vinifera seed'],
    sources: [nccih('grape-seed-extract', 'Grape Seed Extract')],
  }),
  supplement('boswellia', 'Boswellia', ['herb'], {
    synonyms: ['boswellia serrata', 'indian frankincense', 'frankincense extract', 'boswellic acid'],
    sources: [mesh('Boswellia')],
  }),
  supplement('lemon-balm', 'Lemon balm', ['herb'], {
    synonyms: ['melissa officinalis', 'melissa', 'lemon balm tea'],
    sources: [mesh('Melissa')],
  }),
  supplement('passionflower', 'Passionflower', ['herb'], {
    synonyms: ['passion flower', 'passiflora', 'passiflora incarnata', 'maypop'],
    sources: [nccih('passionflower', 'Passionflower')],
  }),
  supplement('holy-basil', 'Holy basil (tulsi)', ['herb'], {
    synonyms: ['tulsi', 'tulasi', 'ocimum sanctum', 'ocimum tenuiflorum', 'holy basil tea'],
    sources: [mesh('Ocimum sanctum')],
  }),
  supplement('maca', 'Maca', ['herb'], {
    synonyms: ['maca root', 'lepidium meyenii', 'peruvian maca', 'maca powder'],
    sources: [mesh('Lepidium')],
  }),
  supplement('fenugreek', 'Fenugreek', ['herb'], {
    synonyms: ['trigonella foenum-graecum', 'fenugreek seed', 'methi'],
    sources: [nccih('fenugreek', 'Fenugreek')],
  }),
  supplement('aloe-vera', 'Aloe vera (oral)', ['herb'], {
    synonyms: ['aloe', 'aloe juice', 'aloe vera juice', 'aloe latex', 'aloe barbadensis'],
    sources: [nccih('aloe-vera', 'Aloe Vera')],
  }),
  supplement('bilberry', 'Bilberry', ['herb'], {
    synonyms: ['vaccinium myrtillus', 'bilberry extract', 'european blueberry'],
    sources: [nccih('bilberry', 'Bilberry')],
  }),
  supplement('peppermint-oil', 'Peppermint oil (capsules)', ['herb'], {
    brands: ['IBgard'],
    synonyms: ['peppermint oil capsules', 'enteric-coated peppermint oil', 'mentha piperita', 'mentha x piperita'],
    sources: [nccih('peppermint-oil', 'Peppermint Oil')],
  }),
  supplement('noni', 'Noni', ['herb'], {
    synonyms: ['noni juice', 'morinda citrifolia', 'indian mulberry'],
    sources: [nccih('noni', 'Noni')],
  }),
  // Raw butterbur contains pyrrolizidine alkaloids that damage the liver.
  supplement('butterbur', 'Butterbur', ['herb', 'hepatotoxic'], {
    brands: ['Petadolex'],
    synonyms: ['petasites hybridus', 'petasites', 'butterbur root'],
    sources: [nccih('butterbur', 'Butterbur')],
  }),
  // Oral comfrey contains pyrrolizidine alkaloids that damage the liver.
  supplement('comfrey', 'Comfrey (oral)', ['herb', 'hepatotoxic'], {
    synonyms: ['symphytum officinale', 'symphytum', 'comfrey root', 'comfrey tea'],
    sources: [nccih('comfrey', 'Comfrey')],
  }),
  supplement('chasteberry', 'Chasteberry', ['herb'], {
    synonyms: ['chaste tree', 'chaste tree berry', 'vitex', 'vitex agnus-castus', 'agnus castus', 'monk pepper'],
    sources: [nccih('chasteberry', 'Chasteberry')],
  }),
  supplement('red-clover', 'Red clover', ['herb'], {
    brands: ['Promensil'],
    synonyms: ['trifolium pratense', 'red clover isoflavones', 'red clover extract'],
    sources: [nccih('red-clover', 'Red Clover')],
  }),
  supplement('lavender', 'Lavender (oral)', ['herb'], {
    brands: ['Lavela WS 1265'],
    synonyms: ['lavender capsules', 'silexan', 'lavandula angustifolia', 'lavender oil capsules'],
    sources: [nccih('lavender', 'Lavender')],
  }),
  supplement('astragalus', 'Astragalus', ['herb'], {
    synonyms: ['astragalus membranaceus', 'astragalus root', 'huang qi', 'milk vetch root'],
    sources: [nccih('astragalus', 'Astragalus')],
  }),
];
