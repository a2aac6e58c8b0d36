/**
 * Drug–drug interaction rules: here the ONC high-priority list (Phansalkar et al., JAMIA 2012),
 * MAO inhibitors, serotonin syndrome, CNS depressants and CYP2D6; the other subjects (bleeding,
 * heart, kidney and potassium, lithium, digoxin, statins, CYP3A4, transplant, contraceptives,
 * seizure medicines, diabetes, antibiotics, …) have a file each in ./drug-drug, and
 * `drugDrugRules` below gathers them all.
 *
 * The engine reports only the most severe matching rule per pair, so broad class rules here are
 * kept at moderate or below and specific rules carry the higher severities.
 */
import { S, dailyMed, mesh } from '../../sources';
import type { InteractionRule } from '../../types';
import { ruleOf as rule, type RuleText as Text } from './rule-builders';
import { bleedingRules } from './drug-drug/bleeding';
import { methotrexateClopidogrelRules } from './drug-drug/methotrexate-clopidogrel';
import { nitratePde5Rules } from './drug-drug/nitrates-pde5';
import { potassiumKidneyRules } from './drug-drug/potassium-kidney';
import { lithiumRules } from './drug-drug/lithium';
import { digoxinRules } from './drug-drug/digoxin';
import { heartRhythmRules } from './drug-drug/heart-rhythm';
import { statinColchicineRules } from './drug-drug/statins-colchicine';
import { cyp3a4Rules } from './drug-drug/cyp3a4';
import { transplantRules } from './drug-drug/transplant';
import { contraceptiveRules } from './drug-drug/contraceptives';
import { seizureMedicineRules } from './drug-drug/seizure-medicines';
import { cyp1a2Cyp2c19Rules } from './drug-drug/cyp1a2-cyp2c19';
import { diabetesRules } from './drug-drug/diabetes';
import { antibioticRules } from './drug-drug/antibiotics';
import { hivAcidReducerRules } from './drug-drug/hiv-acid-reducers';
import { otherPairRules } from './drug-drug/other-pairs';



const ONC = S.oncHighPriority;
/** Linezolid is a weak, reversible MAO inhibitor; its own rules below decide its pairs. */
const notLinezolid = ['linezolid'];
/**
 * Rasagiline and safinamide block MAO-B selectively at usual doses; their labels rule out
 * fewer combinations (they are not for psychiatric use), so some MAOI rules leave them to the
 * broader 'maoi+serotonergic' rule (major) instead.
 */
const notMaoB = ['linezolid', 'rasagiline', 'safinamide'];
const serotoninSyndrome = mesh('Serotonin Syndrome');
/** Glecaprevir/pibrentasvir does not block CYP3A4 strongly; its label's "not recommended" with these statins is in statins.ts. */
const notStrongCyp3a = ['glecaprevir-pibrentasvir'];

const serotoninOpioids: { id: string; name: string; how: string }[] = [
  { id: 'meperidine', name: 'Meperidine', how: 'Meperidine blocks serotonin reuptake' },
  { id: 'methadone', name: 'Methadone', how: 'Methadone blocks serotonin reuptake' },
  { id: 'tramadol', name: 'Tramadol', how: 'Tramadol blocks serotonin and noradrenaline reuptake' },
  { id: 'fentanyl', name: 'Fentanyl', how: 'Fentanyl adds to serotonin activity' },
  { id: 'tapentadol', name: 'Tapentadol', how: 'Tapentadol blocks noradrenaline reuptake and adds to serotonin activity' },
];

/** Part 1: ONC high-priority pairs, MAO inhibitors, serotonin, CNS depressants, CYP2D6. */
const part1: InteractionRule[] = [
  // ------------------------------------------------------------ ONC high-priority list
  rule('maoi+cns-stimulant', 'class:maoi', 'class:cns-stimulant', 'contraindicated', 'established', {
    summary: 'A stimulant such as amphetamine or methylphenidate taken with an MAO inhibitor can cause a sudden, dangerous rise in blood pressure (hypertensive crisis).',
    mechanism: 'MAO inhibitors stop the breakdown of noradrenaline and dopamine, and stimulants release more of them, so their effects pile up.',
    management: 'These are not used together, nor within 14 days after an MAO inhibitor is stopped. Talk to your prescriber before starting either medicine.',
  }, [ONC, dailyMed('Adderall'), dailyMed('Methylphenidate'), dailyMed('Phenelzine')], notLinezolid),

  rule('atazanavir+ppi', 'atazanavir', 'class:ppi', 'contraindicated', 'established', {
    summary: 'Proton pump inhibitors such as omeprazole can lower atazanavir levels so much that the HIV medicine stops working and the virus becomes resistant.',
    mechanism: 'Atazanavir needs stomach acid to dissolve and be absorbed; a PPI removes that acid for a whole day.',
    management: 'Tell your HIV prescriber or pharmacist before using any PPI, including over-the-counter heartburn tablets. They can suggest an acid reducer and a schedule that fits.',
  }, [ONC, dailyMed('Reyataz')]),

  rule('febuxostat+thiopurine', 'febuxostat', 'class:thiopurine', 'contraindicated', 'established', {
    summary: 'Febuxostat can make azathioprine or mercaptopurine build up to toxic levels, causing severe bone-marrow suppression (dangerously low blood counts).',
    mechanism: 'Xanthine oxidase, the enzyme febuxostat blocks, is a main route for clearing thiopurines.',
    management: 'Febuxostat is not used with azathioprine or mercaptopurine. Make sure every prescriber knows you take both kinds of medicine.',
  }, [ONC, dailyMed('Uloric'), dailyMed('Azathioprine')]),

  rule('maoi+ssri', 'class:maoi', 'class:ssri', 'contraindicated', 'established', {
    summary: 'An SSRI taken with an MAO inhibitor can cause serotonin syndrome: agitation, high fever, sweating, stiff muscles and a racing heart, which can be fatal.',
    mechanism: 'Both raise serotonin in different ways; together serotonin builds up to toxic levels.',
    management: 'These are not taken together. Switching between them needs a gap of at least 14 days (5 weeks after fluoxetine), planned by your prescriber.',
  }, [ONC, dailyMed('Sertraline'), dailyMed('Fluoxetine'), dailyMed('Phenelzine')], notMaoB),

  rule('irinotecan+strong-cyp3a4-inhibitor', 'irinotecan', 'class:strong-cyp3a4-inhibitor', 'contraindicated', 'established', {
    summary: 'Strong CYP3A4 blockers such as ketoconazole or clarithromycin raise levels of irinotecan’s active form, with a risk of severe diarrhoea and dangerously low blood counts.',
    mechanism: 'CYP3A4 clears irinotecan; when it is blocked, more is turned into its toxic active metabolite (SN-38).',
    management: 'These are not used together. Tell your cancer team about every other medicine, including antibiotics and antifungals, before each treatment cycle.',
  }, [ONC, dailyMed('Camptosar'), S.fdaCyp]),

  ...serotoninOpioids.map(({ id, name, how }) =>
    rule(`maoi+${id}`, 'class:maoi', id, 'contraindicated', 'established', {
      summary: `${name} taken with an MAO inhibitor can cause serotonin syndrome or other severe reactions, such as agitation, high fever, very high or very low blood pressure and coma.`,
      mechanism: `${how}; MAO inhibitors stop serotonin and noradrenaline being broken down.`,
      management: 'These are not used together, nor within 14 days after an MAO inhibitor is stopped. Ask your prescriber about a pain medicine that is safe with your MAO inhibitor.',
    }, [ONC, dailyMed(name)], notLinezolid),
  ),

  rule('maoi+dextromethorphan', 'class:maoi', 'dextromethorphan', 'contraindicated', 'established', {
    summary: 'Dextromethorphan (the “DM” in many cough syrups) with an MAO inhibitor can cause serotonin syndrome, with high fever, confusion and muscle stiffness.',
    mechanism: 'Dextromethorphan blocks serotonin reuptake; MAO inhibitors stop serotonin being broken down.',
    management: 'Check cough and cold products for dextromethorphan and ask your pharmacist for a safe choice while you take an MAO inhibitor and for 14 days after.',
  }, [ONC, dailyMed('Dextromethorphan'), dailyMed('Phenelzine')], notLinezolid),

  rule('maoi+tca', 'class:maoi', 'class:tca', 'contraindicated', 'established', {
    summary: 'A tricyclic antidepressant with an MAO inhibitor can cause serotonin syndrome or a hypertensive crisis, with high fever, seizures and a racing heart.',
    mechanism: 'Tricyclics block reuptake of serotonin and noradrenaline; MAO inhibitors stop their breakdown.',
    management: 'These are not combined except rarely by a specialist. Switching between them needs a gap of at least 14 days, planned by your prescriber.',
  }, [ONC, dailyMed('Amitriptyline'), dailyMed('Phenelzine')], ['linezolid', 'rasagiline']),

  rule('qt-prolonging+qt-prolonging', 'class:qt-prolonging', 'class:qt-prolonging', 'major', 'probable', {
    summary: 'Two medicines that lengthen the QT interval together raise the chance of a dangerous, sometimes fatal, heart rhythm (torsades de pointes).',
    mechanism: 'Each drug slows the heart’s electrical recovery; the effects add up, more so with low potassium or magnesium, a slow heart rate, older age or heart disease.',
    management: 'Ask your prescriber or pharmacist whether you need an ECG, a blood-salts check or a different medicine. Get urgent care for fainting, a pounding or irregular heartbeat.',
  }, [ONC, mesh('Long QT Syndrome'), mesh('Torsades de Pointes')], ['loperamide']),

  rule('loperamide+qt-prolonging', 'loperamide', 'class:qt-prolonging', 'moderate', 'probable', {
    summary: 'At doses above the label, loperamide can cause dangerous heart rhythms; another QT-prolonging medicine adds to this risk.',
    mechanism: 'High loperamide levels lengthen the QT interval; some medicines also raise loperamide levels.',
    management: 'Keep to the dose on the package and ask your pharmacist before using loperamide for more than two days alongside this medicine.',
  }, [dailyMed('Loperamide'), mesh('Long QT Syndrome')]),

  rule('pimozide+qt-prolonging', 'pimozide', 'class:qt-prolonging', 'contraindicated', 'established', {
    summary: 'Pimozide with another QT-prolonging medicine can trigger a life-threatening heart rhythm.',
    mechanism: 'Pimozide itself lengthens the QT interval; other QT-prolonging drugs add to it.',
    management: 'Pimozide is not used with other QT-prolonging medicines. Make sure every prescriber and pharmacist knows you take pimozide.',
  }, [ONC, dailyMed('Pimozide')]),

  rule('thioridazine+qt-prolonging', 'thioridazine', 'class:qt-prolonging', 'contraindicated', 'established', {
    summary: 'Thioridazine with another QT-prolonging medicine can trigger a life-threatening heart rhythm or sudden death.',
    mechanism: 'Thioridazine lengthens the QT interval strongly; other QT-prolonging drugs add to it.',
    management: 'Thioridazine is not used with other QT-prolonging medicines. Make sure every prescriber and pharmacist knows you take it.',
  }, [ONC, dailyMed('Thioridazine')]),

  rule('dofetilide+qt-prolonging', 'dofetilide', 'class:qt-prolonging', 'contraindicated', 'established', {
    summary: 'Dofetilide with another QT-prolonging medicine can trigger a life-threatening heart rhythm.',
    mechanism: 'Dofetilide lengthens the QT interval by design; other QT-prolonging drugs add to it.',
    management: 'Other QT-prolonging medicines are not used with dofetilide. Check every new prescription and over-the-counter product with your pharmacist.',
  }, [ONC, dailyMed('Tikosyn')]),

  rule('ramelteon+strong-cyp1a2-inhibitor', 'ramelteon', 'class:strong-cyp1a2-inhibitor', 'contraindicated', 'established', {
    summary: 'Fluvoxamine and other strong CYP1A2 blockers can raise ramelteon levels many times over (about 190-fold with fluvoxamine), causing heavy drowsiness and next-day impairment.',
    mechanism: 'CYP1A2 is the main enzyme that clears ramelteon.',
    management: 'Ramelteon is not used with fluvoxamine. Ask your prescriber about another sleep option if you need a strong CYP1A2 blocker.',
  }, [ONC, dailyMed('Rozerem'), S.fdaCyp]),

  rule('strong-cyp3a4-inducer+protease-inhibitor', 'class:strong-cyp3a4-inducer', 'class:protease-inhibitor', 'contraindicated', 'established', {
    summary: 'Strong enzyme inducers such as rifampin, carbamazepine, phenytoin or St. John’s wort can lower HIV or hepatitis C protease inhibitor levels so far that treatment fails and resistance develops.',
    mechanism: 'The inducer speeds up CYP3A4 and P-glycoprotein, which clear the protease inhibitor.',
    management: 'These are not used together. Tell your HIV or hepatitis prescriber about every medicine and supplement, including seizure medicines and tuberculosis treatment.',
  }, [ONC, dailyMed('Ritonavir'), dailyMed('Paxlovid'), S.fdaCyp], ['rifabutin']),

  ...(['simvastatin', 'lovastatin'] as const).flatMap((statin) => {
    const name = statin === 'simvastatin' ? 'Simvastatin' : 'Lovastatin';
    const label = dailyMed(statin === 'simvastatin' ? 'Zocor' : 'Lovastatin');
    const text: Text = {
      summary: `Strong CYP3A4 blockers can raise ${statin} levels more than tenfold, with a high risk of muscle breakdown (rhabdomyolysis) that can damage the kidneys.`,
      mechanism: `${name} is cleared almost entirely by CYP3A4.`,
      management: `These are not taken together. Your prescriber may pause ${statin} during a short course (for example of clarithromycin) or switch to a statin that is not affected.`,
    };
    return [
      rule(`${statin}+strong-cyp3a4-inhibitor`, statin, 'class:strong-cyp3a4-inhibitor', 'contraindicated', 'established', text, [ONC, label, S.fdaCyp]),
      rule(`${statin}+protease-inhibitor`, statin, 'class:protease-inhibitor', 'contraindicated', 'established', {
        ...text,
        summary: `HIV and hepatitis C protease inhibitors can raise ${statin} levels many times over, with a high risk of muscle breakdown (rhabdomyolysis).`,
        management: `These are not taken together. Your prescriber can switch you to a statin that your HIV or hepatitis medicine affects less.`,
      }, [ONC, label], notStrongCyp3a),
    ];
  }),

  rule('atorvastatin+strong-cyp3a4-inhibitor', 'atorvastatin', 'class:strong-cyp3a4-inhibitor', 'major', 'established', {
    summary: 'Strong CYP3A4 blockers such as clarithromycin or itraconazole raise atorvastatin levels several times, increasing the risk of muscle pain and muscle breakdown.',
    mechanism: 'CYP3A4 is the main enzyme that clears atorvastatin.',
    management: 'Your prescriber may limit the atorvastatin dose (often to 20 mg a day), pause it during a short course or choose another statin. Report unexplained muscle pain, weakness or dark urine.',
  }, [ONC, dailyMed('Lipitor'), S.fdaCyp]),

  rule('atorvastatin+protease-inhibitor', 'atorvastatin', 'class:protease-inhibitor', 'major', 'established', {
    summary: 'HIV and hepatitis C protease inhibitors raise atorvastatin levels, increasing the risk of muscle pain and muscle breakdown.',
    mechanism: 'Most protease inhibitors block CYP3A4 and the liver uptake transporters that clear atorvastatin.',
    management: 'Your prescriber will pick a safe atorvastatin dose or another statin. Report unexplained muscle pain, weakness or dark urine.',
  }, [ONC, dailyMed('Lipitor')]),

  rule('ergot-alkaloid+strong-cyp3a4-inhibitor', 'class:ergot-alkaloid', 'class:strong-cyp3a4-inhibitor', 'contraindicated', 'established', {
    summary: 'Strong CYP3A4 blockers raise ergotamine-type drug levels and can cause ergotism: severe narrowing of blood vessels, with cold, painful or pale hands and feet, or reduced blood flow to the brain.',
    mechanism: 'Ergot alkaloids are cleared by CYP3A4; when it is blocked they build up.',
    management: 'These are not used together. Ask your prescriber about a migraine treatment that is safe with your other medicine.',
  }, [ONC, dailyMed('Ergotamine'), dailyMed('Dihydroergotamine')]),

  rule('ergot-alkaloid+protease-inhibitor', 'class:ergot-alkaloid', 'class:protease-inhibitor', 'contraindicated', 'established', {
    summary: 'HIV and hepatitis C protease inhibitors can raise ergot levels and cause ergotism: severe narrowing of blood vessels with cold, painful limbs or reduced blood flow to the brain.',
    mechanism: 'Most protease inhibitors block CYP3A4, which clears ergot alkaloids.',
    management: 'These are not used together. Ask your HIV or hepatitis prescriber about a safe migraine treatment.',
  }, [ONC, dailyMed('Ritonavir'), dailyMed('Dihydroergotamine')]),

  rule('tizanidine+strong-cyp1a2-inhibitor', 'tizanidine', 'class:strong-cyp1a2-inhibitor', 'contraindicated', 'established', {
    summary: 'Ciprofloxacin and fluvoxamine raise tizanidine levels about 10-fold and 33-fold, which can cause very low blood pressure, a slow heart rate and extreme drowsiness.',
    mechanism: 'CYP1A2 is the main enzyme that clears tizanidine.',
    management: 'Tizanidine is not taken with ciprofloxacin or fluvoxamine. If you are prescribed one of them, ask your prescriber or pharmacist about an alternative.',
  }, [ONC, dailyMed('Zanaflex'), S.fdaCyp]),

  rule('tranylcypromine+procarbazine', 'tranylcypromine', 'procarbazine', 'contraindicated', 'established', {
    summary: 'Procarbazine has MAO-blocking activity; with tranylcypromine it can cause a hypertensive crisis or serotonin toxicity.',
    mechanism: 'Both block monoamine oxidase, so their effects add up.',
    management: 'These are not used together. Make sure your cancer team knows you take tranylcypromine.',
  }, [ONC, dailyMed('Procarbazine'), dailyMed('Tranylcypromine')]),

  rule('maoi+triptan', 'class:maoi', 'class:triptan', 'contraindicated', 'established', {
    summary: 'A triptan taken with an MAO inhibitor can cause serotonin syndrome, and some triptans build up to high levels.',
    mechanism: 'MAO-A breaks down sumatriptan, rizatriptan and zolmitriptan; blocking it raises their levels, and both drugs act on serotonin.',
    management: 'These are not used together, nor within 2 weeks after an MAO inhibitor is stopped. Ask your prescriber about other migraine treatments.',
  }, [ONC, dailyMed('Sumatriptan'), dailyMed('Rizatriptan')], notMaoB),

  // ------------------------------------------------------------ other MAO inhibitor pairs
  rule('maoi+snri', 'class:maoi', 'class:snri', 'contraindicated', 'established', {
    summary: 'An SNRI taken with an MAO inhibitor can cause serotonin syndrome: agitation, high fever, sweating, stiff muscles and a racing heart, which can be fatal.',
    mechanism: 'SNRIs block serotonin reuptake; MAO inhibitors stop serotonin being broken down.',
    management: 'These are not taken together. Switching between them needs a gap of 7 to 14 days, planned by your prescriber.',
  }, [dailyMed('Venlafaxine'), dailyMed('Duloxetine'), dailyMed('Phenelzine'), dailyMed('Xadago')], ['linezolid', 'rasagiline']),

  rule('maoi+maoi', 'class:maoi', 'class:maoi', 'contraindicated', 'established', {
    summary: 'Two different MAO inhibitors together can cause a hypertensive crisis or serotonin toxicity.',
    mechanism: 'Their blocking of monoamine oxidase adds up.',
    management: 'Two MAO inhibitors are not taken together. A switch needs a gap planned by your prescriber.',
  }, [dailyMed('Phenelzine'), dailyMed('Rasagiline')], notLinezolid),

  rule('maoi+bupropion', 'class:maoi', 'bupropion', 'contraindicated', 'established', {
    summary: 'Bupropion with an MAO inhibitor can raise blood pressure dangerously.',
    mechanism: 'Bupropion boosts noradrenaline and dopamine; MAO inhibitors stop their breakdown.',
    management: 'These are not taken together, nor within 14 days after an MAO inhibitor is stopped. Your prescriber plans any switch.',
  }, [dailyMed('Wellbutrin')], notMaoB),

  rule('maoi+mirtazapine', 'class:maoi', 'mirtazapine', 'contraindicated', 'established', {
    summary: 'Mirtazapine with an MAO inhibitor can cause serotonin syndrome.',
    mechanism: 'Mirtazapine increases serotonin and noradrenaline signalling; MAO inhibitors stop their breakdown.',
    management: 'These are not taken together, nor within 14 days of each other. Your prescriber plans any switch.',
  }, [dailyMed('Remeron')], notMaoB),

  rule('maoi+trazodone', 'class:maoi', 'trazodone', 'contraindicated', 'established', {
    summary: 'Trazodone with an MAO inhibitor can cause serotonin syndrome.',
    mechanism: 'Trazodone acts on serotonin; MAO inhibitors stop serotonin being broken down.',
    management: 'These are not taken together, nor within 14 days of each other. Ask your prescriber about another sleep aid.',
  }, [dailyMed('Trazodone')], notMaoB),

  rule('maoi+cyclobenzaprine', 'class:maoi', 'cyclobenzaprine', 'contraindicated', 'established', {
    summary: 'Cyclobenzaprine, which is chemically close to tricyclic antidepressants, can cause serotonin syndrome or dangerous blood-pressure changes with an MAO inhibitor.',
    mechanism: 'Cyclobenzaprine has tricyclic-like effects on serotonin and noradrenaline.',
    management: 'These are not taken together, nor within 14 days after an MAO inhibitor is stopped. Ask about another muscle relaxant.',
  }, [dailyMed('Cyclobenzaprine')], notLinezolid),

  rule('maoi+carbamazepine', 'class:maoi', 'carbamazepine', 'contraindicated', 'established', {
    summary: 'The carbamazepine label rules out use with MAO inhibitors because of the risk of severe reactions such as hypertensive crisis.',
    mechanism: 'Carbamazepine is chemically related to tricyclic antidepressants.',
    management: 'These are not taken together; an MAO inhibitor is stopped at least 14 days before carbamazepine is started. Your prescriber plans this.',
  }, [dailyMed('Tegretol')], notMaoB),

  rule('maoi+buspirone', 'class:maoi', 'buspirone', 'major', 'probable', {
    summary: 'Buspirone with an MAO inhibitor has caused high blood pressure.',
    mechanism: 'Buspirone acts on serotonin and dopamine signalling, which MAO inhibitors amplify.',
    management: 'The buspirone label advises against this combination. Talk to your prescriber before taking both.',
  }, [dailyMed('Buspirone')], notLinezolid),

  rule('maoi+sympathomimetic', 'class:maoi', 'class:sympathomimetic', 'contraindicated', 'established', {
    summary: 'Decongestants such as pseudoephedrine and phenylephrine, and other stimulant-like drugs, can cause a hypertensive crisis with an MAO inhibitor.',
    mechanism: 'These drugs release or mimic noradrenaline, which MAO inhibitors stop from being broken down.',
    management: 'Check cold, allergy and diet products for decongestants, and ask your pharmacist for a safe choice while you take an MAO inhibitor and for 14 days after.',
  }, [dailyMed('Phenelzine'), dailyMed('Tranylcypromine')], ['linezolid', 'rasagiline', 'selegiline', 'safinamide']),

  ...([['rasagiline', 'Azilect'], ['selegiline', 'Emsam'], ['safinamide', 'Xadago']] as const).map(([id, label]) =>
    rule(`${id}+sympathomimetic`, id, 'class:sympathomimetic', 'major', 'probable', {
      summary: `Decongestants such as pseudoephedrine or phenylephrine and other stimulant-like drugs can raise blood pressure with ${id}; severe reactions have been reported.`,
      mechanism: `${id.charAt(0).toUpperCase()}${id.slice(1)} blocks MAO-B (and, for selegiline at higher doses or as a patch, MAO-A), which helps break down noradrenaline.`,
      management: 'Ask your pharmacist before using cold, allergy or diet products that contain a decongestant; your prescriber may advise blood-pressure checks.',
    }, [dailyMed(label)]),
  ),

  rule('maoi+serotonergic', 'class:maoi', 'class:serotonergic', 'major', 'probable', {
    summary: 'An MAO inhibitor with another medicine that raises serotonin can cause serotonin syndrome, which can be severe.',
    mechanism: 'MAO inhibitors stop serotonin being broken down; the other medicine adds more serotonin activity.',
    management: 'Talk to your prescriber or pharmacist before combining anything with an MAO inhibitor. Get urgent help for high fever, stiff muscles, confusion or a racing heart.',
  }, [dailyMed('Phenelzine'), serotoninSyndrome], notLinezolid),

  // ------------------------------------------------------------ linezolid (a weak MAO inhibitor)
  rule('linezolid+serotonergic', 'linezolid', 'class:serotonergic', 'major', 'established', {
    summary: 'Linezolid with an antidepressant or other serotonin-raising medicine can cause serotonin syndrome.',
    mechanism: 'Linezolid is an antibiotic that also weakly blocks monoamine oxidase, so serotonin builds up.',
    management: 'Tell the prescriber of linezolid about every antidepressant, triptan or opioid you take. They may pause the other medicine or watch you closely; do not change doses yourself.',
  }, [dailyMed('Zyvox'), serotoninSyndrome]),

  rule('linezolid+antidepressant', 'linezolid', 'class:ssri', 'contraindicated', 'established', {
    summary: 'Starting an SSRI during linezolid treatment can cause serotonin syndrome; SSRI labels list this as a contraindication.',
    mechanism: 'Linezolid weakly blocks monoamine oxidase, so the serotonin the SSRI adds builds up.',
    management: 'Tell the prescriber of linezolid about your antidepressant before the first dose. They decide whether to pause it or treat the infection differently and how to watch you; do not change doses yourself.',
  }, [dailyMed('Zoloft'), dailyMed('Zyvox'), serotoninSyndrome]),
  rule('linezolid+snri', 'linezolid', 'class:snri', 'contraindicated', 'established', {
    summary: 'Starting an SNRI during linezolid treatment can cause serotonin syndrome; SNRI labels list this as a contraindication.',
    mechanism: 'Linezolid weakly blocks monoamine oxidase, so the serotonin the SNRI adds builds up.',
    management: 'Tell the prescriber of linezolid about your antidepressant before the first dose. They decide whether to pause it or treat the infection differently and how to watch you; do not change doses yourself.',
  }, [dailyMed('Effexor'), dailyMed('Cymbalta'), dailyMed('Zyvox'), serotoninSyndrome]),

  rule('linezolid+sympathomimetic', 'linezolid', 'class:sympathomimetic', 'major', 'established', {
    summary: 'Linezolid can increase the blood-pressure rise caused by decongestants such as pseudoephedrine and by stimulants.',
    mechanism: 'Linezolid weakly blocks monoamine oxidase, which breaks down noradrenaline.',
    management: 'Ask your pharmacist before using decongestants during a linezolid course; your prescriber may lower stimulant doses or check your blood pressure.',
  }, [dailyMed('Zyvox')]),

  // ------------------------------------------------------------ serotonin syndrome
  rule('serotonergic+serotonergic', 'class:serotonergic', 'class:serotonergic', 'moderate', 'probable', {
    summary: 'Two medicines that raise serotonin can together cause serotonin syndrome, usually mild (shivering, sweating, restlessness, diarrhoea) but occasionally severe.',
    mechanism: 'Each adds to serotonin activity in the brain and body.',
    management: 'Many people take such combinations safely under supervision. Know the warning signs, and get urgent help for high fever, stiff muscles, confusion or a racing heart.',
  }, [dailyMed('Sertraline'), dailyMed('Sumatriptan'), serotoninSyndrome]),

  rule('tramadol+antidepressant', 'tramadol', 'class:antidepressant', 'major', 'established', {
    summary: 'Tramadol with an antidepressant raises the risk of serotonin syndrome and of seizures; some antidepressants (such as fluoxetine, paroxetine and bupropion) also weaken tramadol’s pain relief.',
    mechanism: 'Tramadol itself raises serotonin and lowers the seizure threshold; CYP2D6 blockers stop it turning into its main pain-relieving form.',
    management: 'Talk to your prescriber or pharmacist before combining them. If both are used, the lowest effective tramadol dose is usual; know the signs of serotonin syndrome.',
  }, [dailyMed('Ultram'), serotoninSyndrome]),

  rule('dextromethorphan+strong-cyp2d6-inhibitor', 'dextromethorphan', 'class:strong-cyp2d6-inhibitor', 'moderate', 'probable', {
    summary: 'Strong CYP2D6 blockers such as fluoxetine, paroxetine or bupropion raise dextromethorphan levels, adding to the risk of serotonin syndrome and side effects.',
    mechanism: 'CYP2D6 is the main enzyme that clears dextromethorphan.',
    management: 'Ask your pharmacist before using cough products with dextromethorphan (“DM”); a lower dose or another cough remedy may suit you better.',
  }, [dailyMed('Dextromethorphan'), S.fdaCyp]),

  // ------------------------------------------------------------ CYP2D6 prodrugs
  rule('cyp2d6-prodrug+strong-cyp2d6-inhibitor', 'class:cyp2d6-activated-prodrug', 'class:strong-cyp2d6-inhibitor', 'moderate', 'established', {
    summary: 'Strong CYP2D6 blockers such as fluoxetine, paroxetine or bupropion can stop codeine, tramadol and similar prodrugs turning into their active form, so they may work poorly.',
    mechanism: 'These medicines need CYP2D6 to become active; blocking it leaves more inactive drug.',
    management: 'If pain relief seems weak, talk to your prescriber or pharmacist rather than taking extra doses; another medicine may be a better fit.',
  }, [dailyMed('Codeine'), dailyMed('Ultram'), S.fdaCyp]),

  rule('tamoxifen+strong-cyp2d6-inhibitor', 'tamoxifen', 'class:strong-cyp2d6-inhibitor', 'major', 'probable', {
    summary: 'Strong CYP2D6 blockers such as paroxetine, fluoxetine or bupropion lower endoxifen, tamoxifen’s main active form, which may make tamoxifen less protective against breast cancer.',
    mechanism: 'Tamoxifen needs CYP2D6 to become endoxifen.',
    management: 'Talk to your oncologist or pharmacist; a medicine with little effect on CYP2D6 is usually preferred alongside tamoxifen.',
  }, [dailyMed('Tamoxifen'), S.fdaCyp]),

  rule('metoprolol+strong-cyp2d6-inhibitor', 'metoprolol', 'class:strong-cyp2d6-inhibitor', 'moderate', 'established', {
    summary: 'Strong CYP2D6 blockers such as fluoxetine, paroxetine or bupropion can raise metoprolol levels several times, with a slower heart rate, tiredness or dizziness.',
    mechanism: 'CYP2D6 is the main enzyme that clears metoprolol.',
    management: 'Tell your prescriber if you feel faint, very tired or notice a slow pulse; the metoprolol dose may need adjusting.',
  }, [dailyMed('Metoprolol'), S.fdaCyp]),

  // ------------------------------------------------------------ CNS depressants
  rule('opioid+benzodiazepine', 'class:opioid', 'class:benzodiazepine', 'major', 'established', {
    summary: 'An opioid together with a benzodiazepine can cause extreme sleepiness, slowed or stopped breathing, coma and death.',
    mechanism: 'Both depress the brain’s breathing centre; their effects add up.',
    management: 'Use together only if your prescriber has planned it, at the lowest doses. Avoid alcohol, and make sure someone around you knows the signs of overdose; ask about naloxone.',
  }, [S.fdaOpioidBenzo, dailyMed('OxyContin'), dailyMed('Xanax')]),

  rule('opioid+gabapentinoid', 'class:opioid', 'class:gabapentinoid', 'major', 'established', {
    summary: 'Gabapentin or pregabalin with an opioid can cause serious breathing problems and heavy sedation; deaths have been reported.',
    mechanism: 'Both depress the central nervous system, and gabapentin levels rise when taken with some opioids.',
    management: 'Talk to your prescriber before combining; start-low dosing and watching for confusion, extreme sleepiness or slow breathing are usual. Ask about naloxone.',
  }, [dailyMed('Gabapentin'), dailyMed('Pregabalin'), S.fdaOpioidBenzo]),

  rule('opioid+sedative-hypnotic', 'class:opioid', 'class:sedative-hypnotic', 'major', 'established', {
    summary: 'An opioid with a sleep medicine such as zolpidem can cause extreme sleepiness, slowed breathing, coma and death.',
    mechanism: 'Both depress the central nervous system; their effects add up.',
    management: 'Use together only if your prescriber has planned it, at the lowest doses. Avoid alcohol and ask about naloxone.',
  }, [S.fdaOpioidBenzo, dailyMed('Ambien')]),

  rule('opioid+barbiturate', 'class:opioid', 'class:barbiturate', 'major', 'established', {
    summary: 'An opioid with a barbiturate can cause extreme sleepiness, slowed breathing, coma and death.',
    mechanism: 'Both depress the central nervous system; their effects add up.',
    management: 'Use together only if your prescriber has planned it, at the lowest doses. Avoid alcohol and ask about naloxone.',
  }, [S.fdaOpioidBenzo, dailyMed('Phenobarbital')]),

  rule('opioid+muscle-relaxant', 'class:opioid', 'class:muscle-relaxant', 'major', 'established', {
    summary: 'An opioid with a muscle relaxant such as cyclobenzaprine, carisoprodol or tizanidine adds to sedation and can slow breathing.',
    mechanism: 'Both depress the central nervous system; opioid labels carry a boxed warning about combining with other CNS depressants.',
    management: 'Talk to your prescriber before combining them; lower doses and avoiding alcohol are usual. Seek help for extreme sleepiness or slow breathing.',
  }, [S.fdaOpioidBenzo, dailyMed('OxyContin'), dailyMed('Cyclobenzaprine')]),

  rule('opioid+antihistamine-sedating', 'class:opioid', 'class:antihistamine-sedating', 'moderate', 'probable', {
    summary: 'Sedating antihistamines such as diphenhydramine (in many sleep and allergy products) add to opioid drowsiness and can slow breathing.',
    mechanism: 'Both depress the central nervous system.',
    management: 'Ask your pharmacist for a non-drowsy allergy option, and avoid driving if you feel sleepy.',
  }, [S.fdaOpioidBenzo, dailyMed('Diphenhydramine')]),

  rule('cns-depressant+cns-depressant', 'class:cns-depressant', 'class:cns-depressant', 'moderate', 'established', {
    summary: 'Two medicines that slow the brain add up to more drowsiness, slower reactions and, at high doses, slowed breathing.',
    mechanism: 'Both depress the central nervous system.',
    management: 'Be careful with driving and machinery, avoid alcohol, and tell your prescriber or pharmacist if you feel very sleepy, confused or unsteady.',
  }, [S.fdaOpioidBenzo, mesh('Central Nervous System Depressants')]),

  // ------------------------------------------------------------ other additive effects
  rule('anticholinergic+anticholinergic', 'class:anticholinergic', 'class:anticholinergic', 'moderate', 'probable', {
    summary: 'Two strongly anticholinergic medicines add up to dry mouth, constipation, trouble passing urine, blurred vision and confusion, especially in older adults.',
    mechanism: 'Both block acetylcholine.',
    management: 'Ask your prescriber or pharmacist whether one of them can be swapped for a less anticholinergic option, especially if you are over 65.',
  }, [mesh('Cholinergic Antagonists'), dailyMed('Diphenhydramine')]),

  rule('anticholinergic+cholinesterase-inhibitor', 'class:anticholinergic', 'class:acetylcholinesterase-inhibitor', 'moderate', 'probable', {
    summary: 'Anticholinergic medicines work against dementia medicines such as donepezil and can add to confusion.',
    mechanism: 'Cholinesterase inhibitors raise acetylcholine; anticholinergic drugs block it.',
    management: 'Ask your prescriber or pharmacist whether the anticholinergic medicine is needed or has an alternative.',
  }, [dailyMed('Donepezil'), mesh('Cholinergic Antagonists')]),

  rule('bupropion+seizure-threshold-lowering', 'bupropion', 'class:seizure-threshold-lowering', 'moderate', 'probable', {
    summary: 'Bupropion with another medicine that lowers the seizure threshold makes a seizure more likely.',
    mechanism: 'Bupropion causes seizures in a dose-related way; other such drugs add to the risk.',
    management: 'Keep to the prescribed bupropion dose and tell your prescriber about any history of seizures or eating disorders.',
  }, [dailyMed('Wellbutrin')]),

  rule('sympathomimetic+sympathomimetic', 'class:sympathomimetic', 'class:sympathomimetic', 'moderate', 'probable', {
    summary: 'A stimulant with a decongestant (or two such drugs) can raise heart rate and blood pressure and cause jitteriness or palpitations.',
    mechanism: 'Both stimulate the adrenergic system.',
    management: 'Ask your pharmacist before using decongestants with a stimulant, especially if you have high blood pressure or heart disease.',
  }, [dailyMed('Adderall'), dailyMed('Pseudoephedrine')]),
];

/** Every drug–drug rule: the ones above, then the subject files of ./drug-drug in the knowledge base's order. */
export const drugDrugRules: InteractionRule[] = [
  ...part1,
  ...bleedingRules,
  ...methotrexateClopidogrelRules,
  ...nitratePde5Rules,
  ...potassiumKidneyRules,
  ...lithiumRules,
  ...digoxinRules,
  ...heartRhythmRules,
  ...statinColchicineRules,
  ...cyp3a4Rules,
  ...transplantRules,
  ...contraceptiveRules,
  ...seizureMedicineRules,
  ...cyp1a2Cyp2c19Rules,
  ...diabetesRules,
  ...antibioticRules,
  ...hivAcidReducerRules,
  ...otherPairRules,
];
