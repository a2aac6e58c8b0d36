/**
 * Drug–drug interaction rules, part 3: enzyme-based rules (CYP3A4, CYP1A2, CYP2C9, CYP2C19),
 * transplant medicines, contraceptives, seizure medicines, diabetes, and other named pairs.
 * Included in `drugDrugRules` (drug-drug.ts).
 */
import { S, dailyMed, mesh } from '../../sources';
import type { InteractionRule } from '../../types';
import { ruleOf as rule } from './rule-builders';



const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const lowSugar = 'Check your blood sugar more often for the first days and know the signs of low blood sugar (shaking, sweating, confusion); tell your prescriber about lows or highs.';
const hypoglycaemia = mesh('Hypoglycemia');

/** Ritonavir-containing products: the alprazolam label handles them with a dose reduction rather than a contraindication. */
const ritonavirProducts = ['ritonavir', 'nirmatrelvir-ritonavir', 'lopinavir-ritonavir'];

export const drugDrugRules3: InteractionRule[] = [
  // ------------------------------------------------------------ CYP3A4: general rules
  rule('strong-cyp3a4-inhibitor+cyp3a4-sensitive-substrate', 'class:strong-cyp3a4-inhibitor', 'class:cyp3a4-sensitive-substrate', 'major', 'established', {
    summary: 'A strong CYP3A4 blocker can raise the level of this medicine fivefold or more, with a much higher risk of its side effects.',
    mechanism: 'The second medicine is cleared mainly by CYP3A4, which the first blocks.',
    management: 'Talk to your prescriber or pharmacist before taking both; a lower dose, a pause during a short course or a different medicine is often advised.',
  }, [S.fdaCyp], ['sildenafil', 'vardenafil', 'darifenacin']),

  rule('strong-cyp3a4-inducer+cyp3a4-sensitive-substrate', 'class:strong-cyp3a4-inducer', 'class:cyp3a4-sensitive-substrate', 'moderate', 'established', {
    summary: 'A strong enzyme inducer such as rifampin, carbamazepine or phenytoin can lower the level of this medicine a lot, so it may stop working well.',
    mechanism: 'The inducer speeds up CYP3A4, which clears the second medicine; the effect builds over one to two weeks and wears off slowly.',
    management: 'Tell your prescriber; the dose may need changing both when the inducer starts and when it stops.',
  }, [S.fdaCyp]),

  rule('irinotecan+strong-cyp3a4-inducer', 'irinotecan', 'class:strong-cyp3a4-inducer', 'major', 'established', {
    summary: 'Strong inducers such as carbamazepine, phenytoin, phenobarbital or rifampin lower irinotecan’s active form, which may make cancer treatment less effective.',
    mechanism: 'The inducer speeds up CYP3A4, which clears irinotecan.',
    management: 'The irinotecan label advises switching to a non-inducing medicine at least two weeks before treatment. Talk to your cancer team.',
  }, [dailyMed('Camptosar')]),

  // ------------------------------------------------------------ named CYP3A4 pairs
  rule('pimozide+strong-cyp3a4-inhibitor', 'pimozide', 'class:strong-cyp3a4-inhibitor', 'contraindicated', 'established', {
    summary: 'Strong CYP3A4 blockers such as clarithromycin or ketoconazole raise pimozide levels and can cause a fatal heart rhythm.',
    mechanism: 'CYP3A4 clears pimozide, which prolongs the QT interval at high levels.',
    management: 'These are not used together. Make sure every prescriber knows you take pimozide.',
  }, [dailyMed('Pimozide')]),

  rule('pimozide+ssri', 'pimozide', 'class:ssri', 'contraindicated', 'established', {
    summary: 'SSRIs with pimozide can cause a dangerous heart rhythm; some SSRIs also raise pimozide levels.',
    mechanism: 'Several SSRIs block the enzymes that clear pimozide, and some lengthen the QT interval themselves.',
    management: 'The labels rule out this combination. Talk to your prescriber about alternatives.',
  }, [dailyMed('Pimozide'), dailyMed('Sertraline'), dailyMed('Citalopram')]),

  rule('thioridazine+strong-cyp2d6-inhibitor', 'thioridazine', 'class:strong-cyp2d6-inhibitor', 'contraindicated', 'established', {
    summary: 'Strong CYP2D6 blockers such as fluoxetine or paroxetine raise thioridazine levels and can cause a fatal heart rhythm.',
    mechanism: 'CYP2D6 clears thioridazine, which prolongs the QT interval at high levels.',
    management: 'These are not used together. Make sure every prescriber knows you take thioridazine.',
  }, [dailyMed('Thioridazine')]),

  ...(['fluvoxamine', 'propranolol'] as const).map((id) =>
    rule(`thioridazine+${id}`, 'thioridazine', id, 'contraindicated', 'established', {
      summary: `${cap(id)} raises thioridazine levels and can cause a fatal heart rhythm.`,
      mechanism: `${cap(id)} slows the breakdown of thioridazine, which prolongs the QT interval at high levels.`,
      management: 'The thioridazine label rules out this combination. Talk to your prescriber about alternatives.',
    }, [dailyMed('Thioridazine')]),
  ),

  rule('triazolam+strong-cyp3a4-inhibitor', 'triazolam', 'class:strong-cyp3a4-inhibitor', 'contraindicated', 'established', {
    summary: 'Strong CYP3A4 blockers raise triazolam levels many times, causing deep, long sedation and slowed breathing.',
    mechanism: 'CYP3A4 is the only main route that clears triazolam.',
    management: 'These are not used together. Ask your prescriber about another sleep option during the other treatment.',
  }, [dailyMed('Halcion'), S.fdaCyp]),

  rule('alprazolam+strong-cyp3a4-inhibitor', 'alprazolam', 'class:strong-cyp3a4-inhibitor', 'contraindicated', 'established', {
    summary: 'Strong CYP3A4 blockers such as ketoconazole or itraconazole raise alprazolam levels several times, causing heavy sedation and slowed breathing.',
    mechanism: 'CYP3A4 is the main enzyme that clears alprazolam.',
    management: 'The alprazolam label rules out this combination (ritonavir is handled with a lower dose instead). Talk to your prescriber.',
  }, [dailyMed('Xanax'), S.fdaCyp], ritonavirProducts),

  rule('lurasidone+strong-cyp3a4-inhibitor', 'lurasidone', 'class:strong-cyp3a4-inhibitor', 'contraindicated', 'established', {
    summary: 'Strong CYP3A4 blockers raise lurasidone levels about ninefold, with a high risk of side effects.',
    mechanism: 'CYP3A4 is the main enzyme that clears lurasidone.',
    management: 'These are not used together. Tell any prescriber of an antifungal, antibiotic or HIV medicine that you take lurasidone.',
  }, [dailyMed('Latuda'), S.fdaCyp]),

  rule('lurasidone+strong-cyp3a4-inducer', 'lurasidone', 'class:strong-cyp3a4-inducer', 'contraindicated', 'established', {
    summary: 'Strong inducers such as rifampin, carbamazepine or phenytoin lower lurasidone levels by about 80%, so it may stop working.',
    mechanism: 'The inducer speeds up CYP3A4, which clears lurasidone.',
    management: 'These are not used together. Talk to your prescriber about alternatives.',
  }, [dailyMed('Latuda'), S.fdaCyp]),

  ...(['alfuzosin', 'silodosin'] as const).map((id) =>
    rule(`${id}+strong-cyp3a4-inhibitor`, id, 'class:strong-cyp3a4-inhibitor', 'contraindicated', 'established', {
      summary: `Strong CYP3A4 blockers raise ${id} levels several times, which can cause dizziness and fainting from low blood pressure.`,
      mechanism: `CYP3A4 is the main enzyme that clears ${id}.`,
      management: `The ${id} label rules out this combination. Ask your prescriber what to do during the other treatment.`,
    }, [dailyMed(id === 'alfuzosin' ? 'Uroxatral' : 'Rapaflo'), S.fdaCyp]),
  ),

  rule('ivabradine+strong-cyp3a4-inhibitor', 'ivabradine', 'class:strong-cyp3a4-inhibitor', 'contraindicated', 'established', {
    summary: 'Strong CYP3A4 blockers raise ivabradine levels several times, which can slow the heart dangerously.',
    mechanism: 'CYP3A4 is the main enzyme that clears ivabradine.',
    management: 'These are not used together. Tell any prescriber of an antifungal or antibiotic that you take ivabradine.',
  }, [dailyMed('Corlanor'), S.fdaCyp]),

  ...(['diltiazem', 'verapamil'] as const).map((id) =>
    rule(`ivabradine+${id}`, 'ivabradine', id, 'major', 'established', {
      summary: `${cap(id)} raises ivabradine levels and slows the heart itself, so the pulse can become too slow.`,
      mechanism: `${cap(id)} blocks CYP3A4 and slows the heart rate.`,
      management: 'The ivabradine label advises against this pair. Talk to your prescriber.',
    }, [dailyMed('Corlanor')]),
  ),

  rule('finerenone+strong-cyp3a4-inhibitor', 'finerenone', 'class:strong-cyp3a4-inhibitor', 'contraindicated', 'established', {
    summary: 'Strong CYP3A4 blockers raise finerenone levels several times, with a risk of dangerously high potassium.',
    mechanism: 'CYP3A4 is the main enzyme that clears finerenone.',
    management: 'These are not used together. Tell any prescriber of an antifungal or antibiotic that you take finerenone.',
  }, [dailyMed('Kerendia'), S.fdaCyp]),

  rule('ubrogepant+strong-cyp3a4-inhibitor', 'ubrogepant', 'class:strong-cyp3a4-inhibitor', 'contraindicated', 'established', {
    summary: 'Strong CYP3A4 blockers raise ubrogepant levels about ninefold.',
    mechanism: 'CYP3A4 is the main enzyme that clears ubrogepant.',
    management: 'These are not used together. Ask your prescriber about another migraine treatment during the other course.',
  }, [dailyMed('Ubrelvy'), S.fdaCyp]),

  rule('ticagrelor+strong-cyp3a4-inhibitor', 'ticagrelor', 'class:strong-cyp3a4-inhibitor', 'major', 'established', {
    summary: 'Strong CYP3A4 blockers raise ticagrelor levels several times, with a higher risk of serious bleeding.',
    mechanism: 'CYP3A4 is the main enzyme that clears ticagrelor.',
    management: 'The ticagrelor label advises against this pair. Talk to your prescriber before any antifungal, antibiotic or HIV medicine.',
  }, [dailyMed('Brilinta'), S.fdaCyp]),

  rule('ticagrelor+strong-cyp3a4-inducer', 'ticagrelor', 'class:strong-cyp3a4-inducer', 'major', 'established', {
    summary: 'Strong inducers such as rifampin, carbamazepine or phenytoin lower ticagrelor levels, so it may not protect against clots and stent blockage.',
    mechanism: 'The inducer speeds up CYP3A4, which clears ticagrelor.',
    management: 'The ticagrelor label advises against this pair. Talk to your prescriber.',
  }, [dailyMed('Brilinta'), S.fdaCyp]),

  ...([['fentanyl', 'Duragesic'], ['oxycodone', 'OxyContin'], ['hydrocodone', 'Hysingla ER'], ['methadone', 'Dolophine']] as const).flatMap(([id, label]) => [
    rule(`${id}+strong-cyp3a4-inhibitor`, id, 'class:strong-cyp3a4-inhibitor', 'major', 'established', {
      summary: `CYP3A4 blockers such as clarithromycin, ketoconazole or ritonavir raise ${id} levels, which can cause dangerous sleepiness and slowed or stopped breathing.`,
      mechanism: `CYP3A4 is a main route for clearing ${id}; the label has a boxed warning about this.`,
      management: `Tell your prescriber before starting any antifungal, antibiotic or HIV medicine; the ${id} dose may need lowering and close watching. Ask about naloxone.`,
    }, [dailyMed(label), S.fdaCyp]),
    rule(`${id}+strong-cyp3a4-inducer`, id, 'class:strong-cyp3a4-inducer', 'moderate', 'established', {
      summary: `Strong inducers such as rifampin, carbamazepine or phenytoin lower ${id} levels, which can cause poor pain control or withdrawal; when the inducer stops, levels rise again.`,
      mechanism: `The inducer speeds up CYP3A4, which clears ${id}.`,
      management: `Tell your prescriber; the ${id} dose may need changing both when the inducer starts and when it stops.`,
    }, [dailyMed(label), S.fdaCyp]),
  ]),

  rule('carbamazepine+strong-cyp3a4-inhibitor', 'carbamazepine', 'class:strong-cyp3a4-inhibitor', 'major', 'established', {
    summary: 'Strong CYP3A4 blockers such as clarithromycin raise carbamazepine to toxic levels: dizziness, double vision, unsteadiness and nausea.',
    mechanism: 'CYP3A4 is the main enzyme that clears carbamazepine.',
    management: 'Tell your prescriber before starting; carbamazepine levels are usually checked and the dose may be lowered.',
  }, [dailyMed('Tegretol'), S.fdaCyp]),

  rule('carbamazepine+moderate-cyp3a4-inhibitor', 'carbamazepine', 'class:moderate-cyp3a4-inhibitor', 'moderate', 'established', {
    summary: 'CYP3A4 blockers such as diltiazem, verapamil, fluconazole or erythromycin can raise carbamazepine levels and cause dizziness, unsteadiness or double vision.',
    mechanism: 'CYP3A4 is the main enzyme that clears carbamazepine.',
    management: 'Your prescriber may check carbamazepine levels after the change. Report dizziness or unsteadiness.',
  }, [dailyMed('Tegretol'), S.fdaCyp]),

  // ------------------------------------------------------------ transplant medicines
  rule('calcineurin-inhibitor+strong-cyp3a4-inhibitor', 'class:calcineurin-inhibitor', 'class:strong-cyp3a4-inhibitor', 'major', 'established', {
    summary: 'Strong CYP3A4 blockers can raise tacrolimus or cyclosporine to toxic levels, harming the kidneys and nerves.',
    mechanism: 'CYP3A4 and P-glycoprotein clear these transplant medicines.',
    management: 'Tell your transplant team before any new antifungal, antibiotic or HIV medicine; drug levels are usually checked and the dose changed.',
  }, [dailyMed('Prograf'), dailyMed('Cyclosporine'), S.fdaCyp]),

  rule('calcineurin-inhibitor+strong-cyp3a4-inducer', 'class:calcineurin-inhibitor', 'class:strong-cyp3a4-inducer', 'major', 'established', {
    summary: 'Strong inducers such as rifampin, carbamazepine, phenytoin or St. John’s wort can lower tacrolimus or cyclosporine levels so much that organ rejection becomes a risk.',
    mechanism: 'The inducer speeds up CYP3A4 and P-glycoprotein, which clear these medicines.',
    management: 'Tell your transplant team before starting or stopping an inducer; drug levels are checked often and the dose changed.',
  }, [dailyMed('Prograf'), dailyMed('Cyclosporine'), S.fdaCyp]),

  rule('calcineurin-inhibitor+moderate-cyp3a4-inhibitor', 'class:calcineurin-inhibitor', 'class:moderate-cyp3a4-inhibitor', 'moderate', 'established', {
    summary: 'CYP3A4 blockers such as diltiazem, verapamil, fluconazole or erythromycin raise tacrolimus or cyclosporine levels.',
    mechanism: 'CYP3A4 clears these transplant medicines.',
    management: 'Tell your transplant team; drug levels are usually checked after the change.',
  }, [dailyMed('Prograf'), S.fdaCyp]),

  rule('calcineurin-inhibitor+nsaid', 'class:calcineurin-inhibitor', 'class:nsaid', 'moderate', 'probable', {
    summary: 'NSAIDs with tacrolimus or cyclosporine raise the risk of kidney damage.',
    mechanism: 'Both reduce blood flow in the kidney.',
    management: 'Ask your transplant team before using NSAIDs such as ibuprofen; acetaminophen is often preferred.',
  }, [dailyMed('Cyclosporine'), dailyMed('Prograf')], ['aspirin', 'aspirin-dipyridamole']),

  rule('calcineurin-inhibitor+potassium-sparing-diuretic', 'class:calcineurin-inhibitor', 'class:potassium-sparing-diuretic', 'moderate', 'probable', {
    summary: 'Potassium-sparing diuretics with tacrolimus or cyclosporine can raise blood potassium too high.',
    mechanism: 'Both make the kidneys keep potassium.',
    management: 'Your transplant team will check potassium; avoid potassium supplements and salt substitutes unless advised.',
  }, [dailyMed('Cyclosporine'), dailyMed('Prograf')]),

  // ------------------------------------------------------------ hormonal contraceptives
  rule('hormonal-contraceptive+strong-cyp3a4-inducer', 'class:hormonal-contraceptive', 'class:strong-cyp3a4-inducer', 'major', 'established', {
    summary: 'Strong enzyme inducers such as rifampin, carbamazepine, phenytoin, phenobarbital or St. John’s wort can make birth-control pills, patches, rings and implants fail, leading to unplanned pregnancy.',
    mechanism: 'The inducer speeds up the breakdown of the contraceptive hormones.',
    management: 'Use a backup or a non-hormonal method (such as a copper IUD) during treatment and for 28 days after; ask your prescriber or pharmacist which method suits you.',
  }, [dailyMed('Yaz'), dailyMed('Rifampin'), S.fdaCyp]),

  ...([['oxcarbazepine', 'Trileptal'], ['topiramate', 'Topamax']] as const).map(([id, label]) =>
    rule(`hormonal-contraceptive+${id}`, 'class:hormonal-contraceptive', id, id === 'oxcarbazepine' ? 'major' : 'moderate', 'established', {
      summary: id === 'oxcarbazepine'
        ? 'Oxcarbazepine lowers contraceptive hormone levels and can make birth-control pills, patches, rings and implants fail.'
        : 'Topiramate at doses above 200 mg a day can lower estrogen levels and may make combined birth control less reliable; it can also cause spotting.',
      mechanism: 'It speeds up the breakdown of contraceptive hormones.',
      management: 'Ask your prescriber or pharmacist whether a backup or a different method of contraception is needed.',
    }, [dailyMed(label)]),
  ),

  rule('hormonal-contraceptive+rifabutin', 'class:hormonal-contraceptive', 'rifabutin', 'major', 'established', {
    summary: 'Rifabutin can make hormonal birth control fail.',
    mechanism: 'Rifabutin speeds up the breakdown of contraceptive hormones.',
    management: 'Use a backup or non-hormonal method during treatment and for 28 days after; ask your prescriber.',
  }, [dailyMed('Mycobutin')]),

  // ------------------------------------------------------------ seizure medicines
  rule('valproic-acid+lamotrigine', 'valproic-acid', 'lamotrigine', 'major', 'established', {
    summary: 'Valproate roughly doubles lamotrigine levels, which raises the risk of serious, sometimes life-threatening skin rashes.',
    mechanism: 'Valproate blocks the breakdown (glucuronidation) of lamotrigine.',
    management: 'The pair is used, but lamotrigine must be started at a lower dose and raised slowly. Follow your prescriber’s schedule exactly and seek care for any rash, fever or mouth sores.',
  }, [dailyMed('Lamictal'), dailyMed('Depakote')]),

  rule('strong-cyp3a4-inducer+lamotrigine', 'class:strong-cyp3a4-inducer', 'lamotrigine', 'moderate', 'established', {
    summary: 'Carbamazepine, phenytoin, phenobarbital, primidone and rifampin roughly halve lamotrigine levels, so seizures or mood symptoms may return.',
    mechanism: 'They speed up the breakdown of lamotrigine.',
    management: 'Your prescriber adjusts the lamotrigine dose when one of these starts or stops.',
  }, [dailyMed('Lamictal')], ['st-johns-wort']),

  rule('estrogen+lamotrigine', 'class:estrogen', 'lamotrigine', 'moderate', 'established', {
    summary: 'Estrogen-containing birth control lowers lamotrigine levels by about half; levels rise again during the pill-free week or when the pill stops.',
    mechanism: 'Estrogen speeds up the breakdown of lamotrigine.',
    management: 'Tell your prescriber when you start or stop estrogen-containing products; the lamotrigine dose may need changing.',
  }, [dailyMed('Lamictal')]),

  rule('carbamazepine+valproic-acid', 'carbamazepine', 'valproic-acid', 'moderate', 'established', {
    summary: 'Carbamazepine lowers valproate levels, and valproate can raise carbamazepine’s active by-product, causing side effects.',
    mechanism: 'Each changes the breakdown of the other.',
    management: 'Your prescriber usually checks blood levels after a change.',
  }, [dailyMed('Tegretol'), dailyMed('Depakote')]),

  rule('phenytoin+cyp2c9-inhibitor', 'phenytoin', 'class:cyp2c9-inhibitor', 'moderate', 'established', {
    summary: 'CYP2C9 blockers such as fluconazole or amiodarone can raise phenytoin to toxic levels: unsteadiness, slurred speech, drowsiness and jerky eye movements.',
    mechanism: 'CYP2C9 is the main enzyme that clears phenytoin, and small changes have large effects.',
    management: 'Tell your prescriber before starting; phenytoin levels are usually checked and the dose changed.',
  }, [dailyMed('Dilantin'), S.fdaCyp]),

  // ------------------------------------------------------------ CYP1A2
  rule('theophylline+strong-cyp1a2-inhibitor', 'theophylline', 'class:strong-cyp1a2-inhibitor', 'major', 'established', {
    summary: 'Ciprofloxacin and fluvoxamine raise theophylline to toxic levels, with vomiting, a racing heart, seizures and dangerous rhythms.',
    mechanism: 'CYP1A2 is the main enzyme that clears theophylline, which has a narrow safety margin.',
    management: 'Tell your prescriber before starting; another antibiotic, a lower theophylline dose (often a third with fluvoxamine) and level checks are usual.',
  }, [dailyMed('Theophylline'), dailyMed('Cipro'), dailyMed('Fluvoxamine')]),

  rule('theophylline+cyp1a2-inhibitor', 'theophylline', 'class:cyp1a2-inhibitor', 'moderate', 'established', {
    summary: 'CYP1A2 blockers such as cimetidine or estrogen-containing birth control can raise theophylline levels.',
    mechanism: 'CYP1A2 is the main enzyme that clears theophylline.',
    management: 'Your prescriber may check theophylline levels; report nausea, a racing heart or shakiness.',
  }, [dailyMed('Theophylline'), S.fdaCyp]),

  rule('theophylline+strong-cyp3a4-inducer', 'theophylline', 'class:strong-cyp3a4-inducer', 'moderate', 'established', {
    summary: 'Rifampin, carbamazepine, phenytoin and phenobarbital speed up theophylline clearance, so asthma or COPD control may slip.',
    mechanism: 'These inducers also speed up CYP1A2 and other enzymes that clear theophylline.',
    management: 'Your prescriber may check theophylline levels when the inducer starts or stops.',
  }, [dailyMed('Theophylline')]),

  rule('clozapine+strong-cyp1a2-inhibitor', 'clozapine', 'class:strong-cyp1a2-inhibitor', 'major', 'established', {
    summary: 'Fluvoxamine or ciprofloxacin can raise clozapine levels several times, with a risk of seizures, low blood pressure and heavy sedation.',
    mechanism: 'CYP1A2 is the main enzyme that clears clozapine.',
    management: 'The clozapine label advises using a third of the dose with strong CYP1A2 blockers. Talk to your prescriber before starting.',
  }, [dailyMed('Clozaril'), S.fdaCyp]),

  rule('clozapine+cyp1a2-inhibitor', 'clozapine', 'class:cyp1a2-inhibitor', 'moderate', 'established', {
    summary: 'CYP1A2 blockers such as cimetidine or estrogen-containing birth control can raise clozapine levels.',
    mechanism: 'CYP1A2 is the main enzyme that clears clozapine.',
    management: 'Tell your prescriber; a level check or dose change may be needed.',
  }, [dailyMed('Clozaril'), S.fdaCyp]),

  rule('clozapine+strong-cyp3a4-inducer', 'clozapine', 'class:strong-cyp3a4-inducer', 'major', 'established', {
    summary: 'Strong inducers such as carbamazepine, phenytoin or rifampin can lower clozapine levels so much that symptoms return; carbamazepine also adds to the risk of very low white-cell counts.',
    mechanism: 'The inducer speeds up the enzymes that clear clozapine.',
    management: 'The clozapine label advises against this pair. Talk to your prescriber.',
  }, [dailyMed('Clozaril'), S.fdaCyp]),

  rule('duloxetine+strong-cyp1a2-inhibitor', 'duloxetine', 'class:strong-cyp1a2-inhibitor', 'major', 'established', {
    summary: 'Fluvoxamine and ciprofloxacin raise duloxetine levels about fivefold, with more side effects and a higher risk of serotonin syndrome.',
    mechanism: 'CYP1A2 is a main enzyme that clears duloxetine.',
    management: 'The duloxetine label advises against this pair. Talk to your prescriber.',
  }, [dailyMed('Cymbalta'), S.fdaCyp]),

  rule('tizanidine+cyp1a2-inhibitor', 'tizanidine', 'class:cyp1a2-inhibitor', 'major', 'established', {
    summary: 'CYP1A2 blockers such as cimetidine, some heart-rhythm medicines and estrogen-containing birth control raise tizanidine levels, causing low blood pressure and heavy drowsiness.',
    mechanism: 'CYP1A2 is the main enzyme that clears tizanidine.',
    management: 'The tizanidine label advises avoiding these; if needed, your prescriber starts at a low dose. Stand up slowly and report fainting.',
  }, [dailyMed('Zanaflex'), S.fdaCyp]),

  rule('tizanidine+antihypertensive', 'tizanidine', 'class:antihypertensive', 'moderate', 'established', {
    summary: 'Tizanidine lowers blood pressure and can add to blood-pressure medicines, causing dizziness or fainting.',
    mechanism: 'Tizanidine acts like clonidine on alpha-2 receptors.',
    management: 'Stand up slowly and tell your prescriber about dizziness or fainting.',
  }, [dailyMed('Zanaflex')]),

  rule('ramelteon+cyp1a2-inhibitor', 'ramelteon', 'class:cyp1a2-inhibitor', 'moderate', 'probable', {
    summary: 'CYP1A2 blockers can raise ramelteon levels and next-day drowsiness.',
    mechanism: 'CYP1A2 is the main enzyme that clears ramelteon.',
    management: 'Be careful with driving the next morning and tell your prescriber if you feel groggy.',
  }, [dailyMed('Rozerem')]),

  // ------------------------------------------------------------ CYP2C19
  rule('citalopram+cyp2c19-inhibitor', 'citalopram', 'class:cyp2c19-inhibitor', 'moderate', 'established', {
    summary: 'CYP2C19 blockers such as omeprazole, esomeprazole or fluconazole raise citalopram levels and the risk of QT prolongation.',
    mechanism: 'CYP2C19 is a main enzyme that clears citalopram.',
    management: 'The citalopram label limits the dose to 20 mg a day with a CYP2C19 blocker. Check your dose with your prescriber or pharmacist.',
  }, [dailyMed('Celexa')]),

  // ------------------------------------------------------------ diabetes
  rule('hypoglycemia-risk+fluoroquinolone', 'class:hypoglycemia-risk', 'class:fluoroquinolone', 'moderate', 'established', {
    summary: 'Fluoroquinolones such as ciprofloxacin or levofloxacin can cause both low and high blood sugar in people taking insulin or sulfonylureas; severe lows have led to coma.',
    mechanism: 'Fluoroquinolones affect insulin release from the pancreas.',
    management: lowSugar,
  }, [dailyMed('Levofloxacin'), dailyMed('Cipro'), hypoglycaemia]),

  rule('sulfonylurea+cyp2c9-inhibitor', 'class:sulfonylurea', 'class:cyp2c9-inhibitor', 'moderate', 'probable', {
    summary: 'CYP2C9 blockers such as fluconazole or amiodarone can raise sulfonylurea levels and cause low blood sugar.',
    mechanism: 'CYP2C9 clears glipizide, glyburide and glimepiride.',
    management: lowSugar,
  }, [dailyMed('Glipizide'), S.fdaCyp, hypoglycaemia]),

  rule('sulfonylurea+fluconazole', 'class:sulfonylurea', 'fluconazole', 'moderate', 'established', {
    summary: 'Fluconazole raises sulfonylurea levels and can cause low blood sugar.',
    mechanism: 'Fluconazole blocks CYP2C9, which clears sulfonylureas.',
    management: lowSugar,
  }, [dailyMed('Fluconazole'), hypoglycaemia]),

  ...(['sulfamethoxazole-trimethoprim', 'trimethoprim'] as const).map((id) =>
    rule(`sulfonylurea+${id}`, 'class:sulfonylurea', id, 'moderate', 'probable', {
      summary: 'Sulfamethoxazole-trimethoprim and trimethoprim can raise sulfonylurea levels and cause low blood sugar, especially in older adults or with kidney disease.',
      mechanism: 'The antibiotic slows the breakdown of sulfonylureas and can itself lower blood sugar.',
      management: lowSugar,
    }, [dailyMed('Bactrim'), hypoglycaemia]),
  ),

  rule('sulfonylurea+insulin', 'class:sulfonylurea', 'class:insulin', 'moderate', 'established', {
    summary: 'A sulfonylurea with insulin adds up to a higher risk of low blood sugar.',
    mechanism: 'Both raise insulin levels in the blood.',
    management: `This pairing is often prescribed on purpose, usually with a lower dose of one. ${lowSugar}`,
  }, [dailyMed('Glipizide'), hypoglycaemia]),

  ...([['glp1-agonist', 'GLP-1 medicines such as semaglutide', 'Ozempic'], ['sglt2-inhibitor', 'SGLT2 inhibitors such as empagliflozin', 'Jardiance']] as const).map(([c, label, drugName]) =>
    rule(`${c}+hypoglycemia-risk`, `class:${c}`, 'class:hypoglycemia-risk', 'moderate', 'established', {
      summary: `${label} with insulin or a sulfonylurea raise the risk of low blood sugar.`,
      mechanism: 'Their glucose-lowering effects add up.',
      management: `A lower insulin or sulfonylurea dose is often advised when starting. ${lowSugar}`,
    }, [dailyMed(drugName), hypoglycaemia]),
  ),

  // ------------------------------------------------------------ antibiotics
  rule('fluoroquinolone+corticosteroid', 'class:fluoroquinolone', 'class:corticosteroid', 'moderate', 'established', {
    summary: 'A fluoroquinolone with an oral steroid such as prednisone raises the risk of tendon inflammation and rupture, especially after age 60.',
    mechanism: 'Both weaken tendon tissue; the fluoroquinolone label has a boxed warning about this.',
    management: 'Rest and tell your prescriber straight away about any tendon pain, swelling or a snap or pop, often at the back of the ankle.',
  }, [dailyMed('Cipro'), dailyMed('Levofloxacin')]),

  rule('clarithromycin+calcium-channel-blocker', 'clarithromycin', 'class:calcium-channel-blocker', 'moderate', 'probable', {
    summary: 'Clarithromycin raises the levels of calcium channel blockers such as amlodipine or nifedipine, which can cause low blood pressure and kidney injury, especially in older adults.',
    mechanism: 'Clarithromycin blocks CYP3A4, which clears these blood-pressure medicines.',
    management: 'Ask whether another antibiotic (for example azithromycin) would suit you; report dizziness or fainting.',
  }, [dailyMed('Biaxin')]),

  rule('isotretinoin+tetracycline', 'isotretinoin', 'class:tetracycline', 'major', 'established', {
    summary: 'Tetracycline antibiotics such as doxycycline or minocycline with isotretinoin raise the risk of raised pressure around the brain (pseudotumor cerebri): severe headache and vision problems.',
    mechanism: 'Both can raise pressure in the fluid around the brain.',
    management: 'The isotretinoin label advises against this pair. Tell your dermatologist about any antibiotic.',
  }, [dailyMed('Isotretinoin')]),

  // ------------------------------------------------------------ HIV medicines and acid reducers
  rule('atazanavir+h2-blocker', 'atazanavir', 'class:h2-blocker', 'moderate', 'established', {
    summary: 'H2 blockers such as famotidine lower atazanavir absorption, which can weaken HIV treatment.',
    mechanism: 'Atazanavir needs stomach acid to be absorbed.',
    management: 'They can be used together only with set doses and timing. Ask your HIV pharmacist for a schedule.',
  }, [dailyMed('Reyataz')]),

  rule('rilpivirine+ppi', 'rilpivirine', 'class:ppi', 'contraindicated', 'established', {
    summary: 'Proton pump inhibitors lower rilpivirine levels so much that HIV treatment can fail and resistance can develop.',
    mechanism: 'Rilpivirine needs stomach acid to be absorbed.',
    management: 'These are not used together. Ask your HIV prescriber or pharmacist about another acid reducer and timing.',
  }, [dailyMed('Edurant')]),

  rule('rilpivirine+h2-blocker', 'rilpivirine', 'class:h2-blocker', 'moderate', 'established', {
    summary: 'H2 blockers such as famotidine lower rilpivirine absorption.',
    mechanism: 'Rilpivirine needs stomach acid to be absorbed.',
    management: 'Take the H2 blocker at least 12 hours before or at least 4 hours after rilpivirine; ask your pharmacist for a schedule.',
  }, [dailyMed('Edurant')]),

  // ------------------------------------------------------------ other named pairs
  rule('allopurinol+thiopurine', 'allopurinol', 'class:thiopurine', 'major', 'established', {
    summary: 'Allopurinol makes azathioprine or mercaptopurine build up, which can cause severe bone-marrow suppression (dangerously low blood counts).',
    mechanism: 'Allopurinol blocks xanthine oxidase, a main route for clearing thiopurines.',
    management: 'If both are needed, the prescriber usually cuts the thiopurine dose to a third or a quarter and checks blood counts often. Do not change doses yourself.',
  }, [dailyMed('Allopurinol'), dailyMed('Azathioprine'), dailyMed('Mercaptopurine')]),

  rule('naltrexone+opioid', 'naltrexone', 'class:opioid', 'contraindicated', 'established', {
    summary: 'Naltrexone blocks opioids: it can cause sudden, severe withdrawal in someone taking an opioid and stops opioid pain relief. Trying to overcome the block with more opioid can cause a fatal overdose.',
    mechanism: 'Naltrexone occupies opioid receptors.',
    management: 'These are not used together. If you take naltrexone, agree a plan for pain relief with your prescriber; naltrexone is only started after an opioid-free period that the prescriber sets.',
  }, [dailyMed('Naltrexone'), dailyMed('Contrave')]),

  rule('triptan+ergot-alkaloid', 'class:triptan', 'class:ergot-alkaloid', 'contraindicated', 'established', {
    summary: 'A triptan and an ergot medicine such as ergotamine or dihydroergotamine taken within 24 hours of each other can narrow blood vessels too much.',
    mechanism: 'Both narrow blood vessels; their effects add up.',
    management: 'Leave at least 24 hours between a triptan and an ergot medicine. Ask your prescriber for a plan for bad migraine days.',
  }, [dailyMed('Imitrex'), dailyMed('Dihydroergotamine')]),

  rule('triptan+triptan', 'class:triptan', 'class:triptan', 'contraindicated', 'established', {
    summary: 'Two different triptans taken within 24 hours of each other can narrow blood vessels too much.',
    mechanism: 'Both narrow blood vessels; their effects add up.',
    management: 'Do not take a second, different triptan within 24 hours of the first. Ask your prescriber for a plan for migraines that come back.',
  }, [dailyMed('Imitrex'), dailyMed('Maxalt')]),

  rule('antipsychotic+dopaminergic', 'class:antipsychotic', 'class:dopaminergic', 'moderate', 'established', {
    summary: 'Antipsychotics block dopamine, so they can weaken Parkinson’s medicines and make stiffness and slowness worse; Parkinson’s medicines can in turn worsen psychosis.',
    mechanism: 'They act in opposite directions on dopamine receptors.',
    management: 'Tell your prescriber about both; some antipsychotics (for example quetiapine or clozapine) affect Parkinson’s symptoms less.',
  }, [dailyMed('Carbidopa and Levodopa'), mesh('Dopamine Antagonists')]),

  rule('metoclopramide+dopaminergic', 'metoclopramide', 'class:dopaminergic', 'moderate', 'established', {
    summary: 'Metoclopramide blocks dopamine and can weaken Parkinson’s medicines and worsen stiffness and tremor.',
    mechanism: 'Metoclopramide and dopaminergic medicines act in opposite directions on dopamine receptors.',
    management: 'Ask your prescriber about another anti-nausea medicine if you have Parkinson’s disease.',
  }, [dailyMed('Reglan')]),
];
