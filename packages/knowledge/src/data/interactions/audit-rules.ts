/**
 * Rules added by the independent audit against our own list of clinically significant pairs
 * (reference/audit-pairs.ts). Each fills a gap the audit found: a label contraindication the
 * class rules reported only as "major", or a well-documented pair no rule covered.
 */
import type { Source } from '../../source';
import { S, dailyMed, doi, mesh } from '../../sources';
import type { InteractionRule } from '../../types';
import { ruleOf as rule } from './rule-builders';

const toradol = dailyMed('Ketorolac');
const geodon = dailyMed('Geodon');
const multaq = dailyMed('Multaq');
const vfend = dailyMed('Vfend');
const synthroid = dailyMed('Synthroid');
const cipro = dailyMed('Cipro');
const tivicay = dailyMed('Tivicay');
const biktarvy = dailyMed('Biktarvy');
const genvoya = dailyMed('Genvoya');
const hyperkalaemia = mesh('Hyperkalemia');

/** Minerals and antacids taken at the same moment as a drug they bind. */
function bindingRule(id: string, drugRef: string, drugText: string, binderRef: string, binderText: string, spacing: string, label: Source): InteractionRule {
  return rule(id, drugRef, binderRef, 'moderate', 'established', {
    summary: `${binderText} taken at the same time as ${drugText} can stop much of the medicine being absorbed, so it may not work as well.`,
    mechanism: 'Calcium, magnesium, aluminium or iron in the product binds the medicine in the gut and forms a complex that is poorly absorbed.',
    management: `You can usually take both, but not at the same time. ${spacing} Ask your pharmacist to help plan the times.`,
  }, [label]);
}

const levothyroxineSpacing = 'Take levothyroxine at least 4 hours apart from this product.';
const quinoloneSpacing = 'Take ciprofloxacin at least 2 hours before or 6 hours after it; other quinolones need similar gaps.';
const tetracyclineSpacing = 'Take the antibiotic at least 2 to 3 hours before this product, or as your pharmacist advises for your product.';
const bisphosphonateSpacing = 'Take the bisphosphonate first thing in the morning with plain water and wait at least 30 minutes (60 for ibandronate) before this product.';
const integraseSpacing = 'Take the HIV medicine 2 hours before or 6 hours after this product, unless your prescriber has told you to take them together with food.';

export const auditRules: InteractionRule[] = [
  // ------------------------------------------------------------ ketorolac (label contraindications)
  rule('ketorolac+nsaid', 'ketorolac', 'class:nsaid', 'contraindicated', 'established', {
    summary: 'Ketorolac with aspirin or another NSAID greatly raises the risk of stomach bleeding, ulcers and kidney injury.',
    mechanism: 'Ketorolac is a strong NSAID; a second NSAID or aspirin adds the same harms to the stomach lining, platelets and kidneys.',
    management: 'The ketorolac label rules out this combination. Tell the prescriber of ketorolac about any aspirin or other pain reliever you take, including over-the-counter ones.',
  }, [toradol]),

  rule('ketorolac+probenecid', 'ketorolac', 'probenecid', 'contraindicated', 'established', {
    summary: 'Probenecid makes ketorolac build up in the body, raising the risk of bleeding and kidney injury.',
    mechanism: 'Probenecid slows the kidneys’ removal of ketorolac, so its level and half-life rise several times.',
    management: 'The ketorolac label rules out this combination. Ask your prescriber for a different pain reliever.',
  }, [toradol]),

  rule('ketorolac+pentoxifylline', 'ketorolac', 'pentoxifylline', 'contraindicated', 'established', {
    summary: 'Ketorolac with pentoxifylline raises the risk of serious bleeding.',
    mechanism: 'Both reduce the blood’s ability to clot, in different ways.',
    management: 'The ketorolac label rules out this combination. Ask your prescriber for a different pain reliever.',
  }, [toradol]),

  // ------------------------------------------------------------ ziprasidone and dronedarone (QT contraindications)
  ...([
    ['amiodarone', 'Amiodarone'],
    ['sotalol', 'Sotalol'],
    ['dronedarone', 'Dronedarone'],
    ['chlorpromazine', 'Chlorpromazine'],
    ['moxifloxacin', 'Moxifloxacin'],
    ['tacrolimus', 'Tacrolimus'],
  ] as const).map(([id, name]) =>
    rule(`ziprasidone+${id}`, 'ziprasidone', id, 'contraindicated', 'established', {
      summary: `${name} with ziprasidone can lengthen the QT interval enough to trigger a life-threatening heart rhythm (torsades de pointes).`,
      mechanism: `Ziprasidone lengthens the QT interval, and ${name.toLowerCase()} adds to that effect.`,
      management: 'The ziprasidone label rules out this combination. Make sure every prescriber and pharmacist knows you take ziprasidone.',
    }, [geodon, mesh('Long QT Syndrome')]),
  ),

  rule('dronedarone+qt-prolonging', 'dronedarone', 'class:qt-prolonging', 'contraindicated', 'established', {
    summary: 'Dronedarone with another medicine that lengthens the QT interval can trigger a life-threatening heart rhythm.',
    mechanism: 'Dronedarone lengthens the QT interval; the other medicine adds to it.',
    management: 'The dronedarone label rules out QT-prolonging medicines. Check every new prescription with your pharmacist and make sure each prescriber knows you take dronedarone.',
  }, [multaq, mesh('Long QT Syndrome')], ['loperamide']),

  // ------------------------------------------------------------ voriconazole (label contraindications)
  ...([
    ['rifampin', 'Rifampin'],
    ['rifabutin', 'Rifabutin'],
    ['carbamazepine', 'Carbamazepine'],
    ['phenobarbital', 'Phenobarbital'],
    ['st-johns-wort', 'St. John’s wort'],
    ['efavirenz', 'Efavirenz'],
  ] as const).map(([id, name]) =>
    rule(`voriconazole+${id}`, 'voriconazole', id, 'contraindicated', 'established', {
      summary: `${name} lowers voriconazole levels so much that the fungal infection may not be treated.`,
      mechanism: `${name} speeds up the liver enzymes (CYP2C19, CYP3A4) that clear voriconazole${id === 'rifabutin' || id === 'efavirenz' ? ', and voriconazole in turn raises its level' : ''}.`,
      management: 'The voriconazole label rules out this combination. Your prescriber can choose a different antifungal or a different medicine for the other condition.',
    }, [vfend, S.fdaCyp]),
  ),

  rule('voriconazole+sirolimus', 'voriconazole', 'sirolimus', 'contraindicated', 'established', {
    summary: 'Voriconazole raises sirolimus levels about tenfold, with a high risk of serious side effects.',
    mechanism: 'Voriconazole strongly blocks CYP3A4, the enzyme that clears sirolimus.',
    management: 'The voriconazole label rules out this combination. Your transplant team will choose another antifungal.',
  }, [vfend, dailyMed('Rapamune')]),

  // ------------------------------------------------------------ triamterene and amiloride (label contraindications)
  ...(['triamterene', 'amiloride'] as const).flatMap((diuretic) => {
    const name = diuretic === 'triamterene' ? 'Triamterene' : 'Amiloride';
    const label = dailyMed(diuretic === 'triamterene' ? 'Dyrenium' : 'Amiloride');
    return [
      // Potassium supplements and salt substitutes already have their own rules (drug-supplement.ts, drug-food.ts).
      rule(`${diuretic}+potassium-chloride`, diuretic, 'potassium-chloride', 'contraindicated', 'established', {
        summary: `${name} with prescription potassium chloride can raise blood potassium to dangerous levels, which can cause a life-threatening heart rhythm.`,
        mechanism: `${name} makes the kidneys keep potassium; extra potassium then builds up.`,
        management: `The ${diuretic} label rules out potassium supplements except in severe, closely monitored cases of low potassium. Talk to your prescriber or pharmacist if both are on your list.`,
      }, [label, hyperkalaemia]),
      rule(`${diuretic}+potassium-sparing-diuretic`, diuretic, 'class:potassium-sparing-diuretic', 'contraindicated', 'established', {
        summary: `${name} with another potassium-sparing diuretic can raise blood potassium to dangerous levels.`,
        mechanism: 'Both make the kidneys keep potassium.',
        management: `The ${diuretic} label rules out other potassium-sparing medicines such as spironolactone, amiloride or triamterene. Talk to your prescriber if both appear on your list.`,
      }, [label, hyperkalaemia]),
    ];
  }),

  // ------------------------------------------------------------ levothyroxine absorption
  bindingRule('thyroid-hormone+antacid', 'class:thyroid-hormone', 'levothyroxine', 'class:antacid', 'An antacid (calcium carbonate, or aluminium and magnesium)', levothyroxineSpacing, synthroid),
  bindingRule('thyroid-hormone+sucralfate', 'class:thyroid-hormone', 'levothyroxine', 'sucralfate', 'Sucralfate', levothyroxineSpacing, synthroid),
  bindingRule('thyroid-hormone+calcium-acetate', 'class:thyroid-hormone', 'levothyroxine', 'calcium-acetate', 'Calcium acetate', levothyroxineSpacing, synthroid),
  ...(['cholestyramine', 'colesevelam'] as const).map((id) =>
    rule(`thyroid-hormone+${id}`, 'class:thyroid-hormone', id, 'moderate', 'established', {
      summary: `${id === 'cholestyramine' ? 'Cholestyramine' : 'Colesevelam'} binds levothyroxine in the gut, so less is absorbed and thyroid levels can drift low.`,
      mechanism: 'Bile acid binders trap levothyroxine in the intestine.',
      management: `Take levothyroxine at least 4 hours before ${id}. Your prescriber may check your thyroid levels after you start or stop it.`,
    }, [synthroid, dailyMed(id === 'cholestyramine' ? 'Cholestyramine' : 'Welchol')]),
  ),
  rule('thyroid-hormone+ppi', 'class:thyroid-hormone', 'class:ppi', 'moderate', 'probable', {
    summary: 'Long-term use of an acid reducer such as omeprazole can lower levothyroxine absorption, so thyroid levels may drift low.',
    mechanism: 'Levothyroxine dissolves and is absorbed best in an acidic stomach; proton pump inhibitors reduce stomach acid.',
    management: 'Keep taking levothyroxine the same way every day. Tell your prescriber when you start or stop a PPI; a thyroid blood test may be needed.',
  }, [synthroid]),

  // ------------------------------------------------------------ antibiotics and bisphosphonates with antacids and binders
  bindingRule('fluoroquinolone+antacid', 'class:fluoroquinolone', 'a quinolone antibiotic such as ciprofloxacin', 'class:antacid', 'An antacid (calcium, aluminium or magnesium)', quinoloneSpacing, cipro),
  bindingRule('fluoroquinolone+sucralfate', 'class:fluoroquinolone', 'a quinolone antibiotic such as ciprofloxacin', 'sucralfate', 'Sucralfate', quinoloneSpacing, cipro),
  bindingRule('fluoroquinolone+calcium-acetate', 'class:fluoroquinolone', 'a quinolone antibiotic such as ciprofloxacin', 'calcium-acetate', 'Calcium acetate', quinoloneSpacing, cipro),
  bindingRule('tetracycline+antacid', 'class:tetracycline', 'a tetracycline antibiotic such as doxycycline', 'class:antacid', 'An antacid (calcium, aluminium or magnesium)', tetracyclineSpacing, dailyMed('Doxycycline')),
  bindingRule('bisphosphonate+antacid', 'class:bisphosphonate', 'a bisphosphonate such as alendronate', 'class:antacid', 'An antacid (calcium, aluminium or magnesium)', bisphosphonateSpacing, dailyMed('Fosamax')),

  // ------------------------------------------------------------ integrase inhibitors with minerals
  ...([
    ['dolutegravir', 'dolutegravir', tivicay],
    ['bictegravir-emtricitabine-tenofovir', 'bictegravir (Biktarvy)', biktarvy],
  ] as const).flatMap(([id, text, label]) => [
    bindingRule(`${id}+antacid`, id, text, 'class:antacid', 'An antacid (aluminium, magnesium or calcium)', integraseSpacing, label),
    bindingRule(`${id}+calcium`, id, text, 'calcium', 'A calcium supplement', integraseSpacing, label),
    bindingRule(`${id}+iron`, id, text, 'iron', 'An iron supplement', integraseSpacing, label),
  ]),
  bindingRule('dolutegravir+sucralfate', 'dolutegravir', 'dolutegravir', 'sucralfate', 'Sucralfate', integraseSpacing, tivicay),
  bindingRule('elvitegravir-cobicistat-emtricitabine-tenofovir+antacid', 'elvitegravir-cobicistat-emtricitabine-tenofovir', 'elvitegravir (Genvoya, Stribild)', 'class:antacid', 'An antacid (aluminium, magnesium or calcium)', 'Take the HIV medicine and the antacid at least 2 hours apart.', genvoya),

  // ------------------------------------------------------------ HIV medicines with enzyme inducers
  rule('bictegravir-emtricitabine-tenofovir+rifampin', 'bictegravir-emtricitabine-tenofovir', 'rifampin', 'contraindicated', 'established', {
    summary: 'Rifampin lowers bictegravir levels so much that HIV treatment can fail and the virus can become resistant.',
    mechanism: 'Rifampin speeds up the enzymes and transporters (CYP3A, UGT1A1, P-gp) that clear bictegravir.',
    management: 'The Biktarvy label rules out this combination. Your HIV and TB prescribers will choose medicines that work together.',
  }, [biktarvy]),
  rule('bictegravir-emtricitabine-tenofovir+dofetilide', 'bictegravir-emtricitabine-tenofovir', 'dofetilide', 'contraindicated', 'established', {
    summary: 'Bictegravir raises dofetilide levels, with a risk of a life-threatening heart rhythm.',
    mechanism: 'Bictegravir blocks the kidney transporters that remove dofetilide.',
    management: 'The Biktarvy label rules out this combination. Make sure your HIV and heart prescribers both know about each medicine.',
  }, [biktarvy, dailyMed('Tikosyn')]),
  ...([
    ['st-johns-wort', 'St. John’s wort'],
    ['rifabutin', 'Rifabutin'],
    ['carbamazepine', 'Carbamazepine'],
    ['oxcarbazepine', 'Oxcarbazepine'],
    ['phenytoin', 'Phenytoin'],
    ['phenobarbital', 'Phenobarbital'],
  ] as const).map(([id, name]) =>
    rule(`bictegravir-emtricitabine-tenofovir+${id}`, 'bictegravir-emtricitabine-tenofovir', id, 'major', 'established', {
      summary: `${name} can lower bictegravir levels, so HIV treatment may fail and the virus may become resistant.`,
      mechanism: `${name} speeds up the enzymes and transporters that clear bictegravir.`,
      management: 'The Biktarvy label advises against this combination. Talk to your HIV prescriber or pharmacist before starting it.',
    }, [biktarvy]),
  ),
  ...([
    ['rifampin', 'Rifampin'],
    ['carbamazepine', 'Carbamazepine'],
    ['phenobarbital', 'Phenobarbital'],
    ['phenytoin', 'Phenytoin'],
    ['st-johns-wort', 'St. John’s wort'],
  ] as const).map(([id, name]) =>
    rule(`elvitegravir-cobicistat-emtricitabine-tenofovir+${id}`, 'elvitegravir-cobicistat-emtricitabine-tenofovir', id, 'contraindicated', 'established', {
      summary: `${name} lowers elvitegravir and cobicistat levels so much that HIV treatment can fail and the virus can become resistant.`,
      mechanism: `${name} strongly speeds up CYP3A, which clears both.`,
      management: 'The label rules out this combination. Your HIV prescriber will choose medicines that work together.',
    }, [genvoya]),
  ),
  ...([
    ['rifampin', 'Rifampin', 'moderate'],
    ['carbamazepine', 'Carbamazepine', 'moderate'],
    ['phenytoin', 'Phenytoin', 'major'],
    ['phenobarbital', 'Phenobarbital', 'major'],
    ['oxcarbazepine', 'Oxcarbazepine', 'major'],
    ['st-johns-wort', 'St. John’s wort', 'major'],
  ] as const).map(([id, name, severity]) =>
    rule(`dolutegravir+${id}`, 'dolutegravir', id, severity, 'established', {
      summary: `${name} lowers dolutegravir levels, which can make HIV treatment less effective.`,
      mechanism: `${name} speeds up the enzymes (UGT1A1, CYP3A) that clear dolutegravir.`,
      management: severity === 'moderate'
        ? 'The dolutegravir label calls for a higher or extra dose while both are taken. Make sure your HIV prescriber knows before you start it.'
        : 'The dolutegravir label advises avoiding this combination. Talk to your HIV prescriber or pharmacist before starting it.',
    }, [tivicay]),
  ),
  rule('efavirenz+rifampin', 'efavirenz', 'rifampin', 'moderate', 'established', {
    summary: 'Rifampin lowers efavirenz levels, which can make HIV treatment less effective.',
    mechanism: 'Rifampin speeds up CYP2B6 and CYP3A, which clear efavirenz.',
    management: 'The efavirenz label calls for a higher dose in some adults while both are taken. Make sure your HIV prescriber knows about your TB treatment.',
  }, [dailyMed('Sustiva')]),

  // ------------------------------------------------------------ named pairs
  rule('apixaban+clarithromycin', 'apixaban', 'clarithromycin', 'moderate', 'probable', {
    summary: 'Clarithromycin raises apixaban levels modestly (about 60 percent), which may add to bleeding risk.',
    mechanism: 'Clarithromycin blocks CYP3A4 and P-glycoprotein, which clear apixaban.',
    management: 'The apixaban label does not call for a dose change. Watch for signs of bleeding during the antibiotic course and tell your prescriber if they appear.',
  }, [dailyMed('Eliquis'), doi('10.1007/s40256-019-00348-2', 'Garonzik S, et al. The effects of clarithromycin on the pharmacokinetics of apixaban in healthy volunteers. Am J Cardiovasc Drugs. 2019;19(6):561-567')]),

  rule('alprazolam+fluvoxamine', 'alprazolam', 'fluvoxamine', 'moderate', 'established', {
    summary: 'Fluvoxamine about doubles alprazolam levels, causing more drowsiness, unsteadiness and slowed thinking.',
    mechanism: 'Fluvoxamine blocks CYP3A4, the enzyme that clears alprazolam.',
    management: 'Your prescriber may start alprazolam at a lower dose. Do not drive if you feel drowsy.',
  }, [dailyMed('Xanax'), dailyMed('Fluvoxamine')]),

  ...(['erythromycin', 'clarithromycin'] as const).map((id) =>
    rule(`theophylline+${id}`, 'theophylline', id, 'moderate', 'established', {
      summary: `${id === 'erythromycin' ? 'Erythromycin' : 'Clarithromycin'} raises theophylline levels, which can cause nausea, a fast heartbeat or, at high levels, seizures.`,
      mechanism: 'The macrolide slows the liver’s clearance of theophylline.',
      management: 'Your prescriber may check your theophylline level or lower the dose during the antibiotic course. Report nausea, vomiting, a racing heart or shakiness.',
    }, [dailyMed('Theophylline')]),
  ),

  // ------------------------------------------------------------ statins not covered by the CYP3A4 rules
  rule('pravastatin+clarithromycin', 'pravastatin', 'clarithromycin', 'moderate', 'established', {
    summary: 'Clarithromycin about doubles pravastatin levels, which raises the risk of muscle pain and, rarely, muscle breakdown.',
    mechanism: 'Clarithromycin blocks the liver uptake transporters (OATP1B1) that clear pravastatin.',
    management: 'The pravastatin label limits the dose to 40 mg a day while both are taken. Tell your prescriber you take pravastatin before a clarithromycin course, and report unexplained muscle pain, weakness or dark urine.',
  }, [dailyMed('Pravachol')]),

  rule('pitavastatin+cyclosporine', 'pitavastatin', 'cyclosporine', 'contraindicated', 'established', {
    summary: 'Cyclosporine raises pitavastatin levels about fivefold, with a high risk of muscle injury.',
    mechanism: 'Cyclosporine blocks the liver uptake transporters that clear pitavastatin.',
    management: 'The pitavastatin label rules out this combination. Your prescriber can choose another way to lower cholesterol.',
  }, [dailyMed('Livalo')]),

  rule('pitavastatin+erythromycin', 'pitavastatin', 'erythromycin', 'major', 'established', {
    summary: 'Erythromycin raises pitavastatin levels, which increases the risk of muscle pain and muscle injury.',
    mechanism: 'Erythromycin blocks the liver uptake transporters that clear pitavastatin.',
    management: 'The pitavastatin label limits the dose to 1 mg a day while both are taken. Report unexplained muscle pain, weakness or dark urine.',
  }, [dailyMed('Livalo')]),

  rule('lithium+metronidazole', 'lithium', 'metronidazole', 'moderate', 'probable', {
    summary: 'Metronidazole can raise lithium levels and cause lithium toxicity, with tremor, confusion, vomiting or unsteadiness.',
    mechanism: 'Metronidazole may reduce the kidneys’ removal of lithium.',
    management: 'Tell your prescriber before starting metronidazole; a lithium level check may be needed during the course.',
  }, [dailyMed('Lithium'), dailyMed('Flagyl')]),

  rule('linezolid+bupropion', 'linezolid', 'bupropion', 'major', 'established', {
    summary: 'Linezolid with bupropion can raise blood pressure sharply.',
    mechanism: 'Linezolid weakly blocks monoamine oxidase, and bupropion raises noradrenaline and dopamine.',
    management: 'The bupropion label advises against starting it during linezolid treatment. Tell the prescriber of linezolid that you take bupropion; they may pause it or check your blood pressure.',
  }, [dailyMed('Wellbutrin'), dailyMed('Zyvox')]),

  rule('clozapine+caffeine-source', 'clozapine', 'class:caffeine-source', 'moderate', 'probable', {
    summary: 'Large or changing amounts of caffeine can raise clozapine levels and its side effects, such as drowsiness, drooling or a fast heartbeat.',
    mechanism: 'Caffeine and clozapine are both cleared by CYP1A2, and caffeine competes with clozapine for it.',
    management: 'Keep your daily coffee, tea or energy-drink intake steady, and tell your prescriber if it changes a lot.',
  }, [dailyMed('Clozaril')]),
  rule('amiodarone+sofosbuvir', 'amiodarone', 'sofosbuvir', 'major', 'established', {
    summary: 'Amiodarone with sofosbuvir-containing hepatitis C medicines has caused serious, sometimes fatal, slowing of the heart.',
    mechanism: 'The mechanism is not fully known; the effect can start within days of beginning the hepatitis C medicine.',
    management: 'This pair is not recommended. If there is no alternative, it is started only with heart monitoring; tell both prescribers about each medicine.',
  }, [dailyMed('Sovaldi'), dailyMed('Harvoni')]),
  rule('valproate+carbapenem', 'valproic-acid', 'meropenem', 'major', 'established', {
    summary: 'Meropenem lowers valproate levels sharply within a day or two, which can bring back seizures.',
    mechanism: 'Carbapenems block the enzyme that turns valproate glucuronide back into valproate, so it is cleared much faster.',
    management: 'These are not used together; the care team chooses another antibiotic or another seizure medicine for the time of treatment.',
  }, [dailyMed('Depakote'), dailyMed('Merrem')]),
  rule('valproate+ertapenem', 'valproic-acid', 'ertapenem', 'major', 'established', {
    summary: 'Ertapenem lowers valproate levels sharply within a day or two, which can bring back seizures.',
    mechanism: 'Carbapenems block the enzyme that turns valproate glucuronide back into valproate, so it is cleared much faster.',
    management: 'These are not used together; the care team chooses another antibiotic or another seizure medicine for the time of treatment.',
  }, [dailyMed('Depakote'), dailyMed('Invanz')]),
  rule('valproate+imipenem', 'valproic-acid', 'imipenem-cilastatin', 'major', 'established', {
    summary: 'Imipenem lowers valproate levels sharply within a day or two, which can bring back seizures.',
    mechanism: 'Carbapenems block the enzyme that turns valproate glucuronide back into valproate, so it is cleared much faster.',
    management: 'These are not used together; the care team chooses another antibiotic or another seizure medicine for the time of treatment.',
  }, [dailyMed('Depakote'), dailyMed('Primaxin')]),
  rule('riociguat+pde5-inhibitor', 'riociguat', 'class:pde5-inhibitor', 'contraindicated', 'established', {
    summary: 'Riociguat with sildenafil, tadalafil or vardenafil can lower blood pressure dangerously.',
    mechanism: 'Both raise cyclic GMP and widen blood vessels.',
    management: 'The riociguat label does not allow this pair. Tell every prescriber that you take riociguat.',
  }, [dailyMed('Adempas')]),
  rule('riociguat+nitrate', 'riociguat', 'class:nitrate', 'contraindicated', 'established', {
    summary: 'Riociguat with nitrates such as nitroglycerin or isosorbide can lower blood pressure dangerously.',
    mechanism: 'Both act on the nitric oxide pathway that widens blood vessels.',
    management: 'The riociguat label does not allow nitrates in any form. Ask your prescriber what to use for chest pain.',
  }, [dailyMed('Adempas')]),
];
