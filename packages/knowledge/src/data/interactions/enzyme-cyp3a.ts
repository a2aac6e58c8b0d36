/**
 * CYP3A rules beyond the general ones in drug-drug/cyp3a4.ts: strong inducers graded as the
 * substrates' labels grade them ("avoid" is major), and the specialty substrates whose labels
 * rule out CYP3A inhibitors or inducers.
 */
import { S, dailyMed } from '../../sources';
import type { InteractionRule } from '../../types';
import { ruleOf as rule } from './rule-builders';

/**
 * Sensitive substrates whose labels only adjust the dose or say nothing about strong inducers;
 * the general moderate rule (drug-drug/cyp3a4.ts) or their own rules decide their pairs.
 */
const inducerDoseAdjustOnly = [
  'felodipine', 'simvastatin', 'lovastatin', 'ezetimibe-simvastatin', 'colchicine', 'quetiapine', 'pimozide', 'alprazolam', 'triazolam', 'midazolam',
  'buspirone', 'eletriptan', 'ergotamine', 'dihydroergotamine', 'hydrocodone', 'hydrocodone-acetaminophen', 'oxycodone', 'oxycodone-acetaminophen',
  'fentanyl', 'methadone', 'tamsulosin', 'alfuzosin', 'silodosin', 'darifenacin', 'sildenafil', 'vardenafil', 'budesonide', 'budesonide-formoterol',
  'budesonide-glycopyrrolate-formoterol',
];

/** Lomitapide's label names grapefruit as a fruit to avoid rather than a contraindication. */
const citrus = ['grapefruit', 'seville-orange', 'pomelo', 'tangelo'];

export const cyp3aRules: InteractionRule[] = [
  rule('strong-cyp3a4-inducer+cyp3a4-sensitive-substrate-avoid', 'class:strong-cyp3a4-inducer', 'class:cyp3a4-sensitive-substrate', 'major', 'established', {
    summary: 'A strong enzyme inducer such as rifampin, carbamazepine, phenytoin, apalutamide or St. John’s wort can cut the level of this medicine so far that it stops working.',
    mechanism: 'The inducer speeds up CYP3A4, which clears the second medicine; the effect builds over one to two weeks and lasts about two weeks after the inducer stops.',
    management: 'The label of the second medicine advises avoiding strong inducers. Talk to your prescriber before starting or stopping either one.',
  }, [S.fdaCyp, dailyMed('Imbruvica'), dailyMed('Rapamune'), dailyMed('Corlanor')], inducerDoseAdjustOnly),

  rule('moderate-cyp3a4-inhibitor+cyp3a4-sensitive-substrate', 'class:moderate-cyp3a4-inhibitor', 'class:cyp3a4-sensitive-substrate', 'moderate', 'established', {
    summary: 'A moderate CYP3A4 blocker such as diltiazem, verapamil, fluconazole, erythromycin or aprepitant can raise the level of this medicine two- to fivefold.',
    mechanism: 'The second medicine is cleared mainly by CYP3A4, which the first blocks.',
    management: 'The label of the second medicine may call for a lower dose or closer watching; ask your prescriber or pharmacist.',
  }, [S.fdaCyp, dailyMed('Emend')]),

  rule('cyp3a4-inducer+cyp3a4-sensitive-substrate', 'class:cyp3a4-inducer', 'class:cyp3a4-sensitive-substrate', 'moderate', 'established', {
    summary: 'A moderate enzyme inducer such as modafinil, oxcarbazepine, efavirenz or bosentan can lower the level of this medicine by half or more.',
    mechanism: 'The inducer speeds up CYP3A4, which clears the second medicine.',
    management: 'Tell your prescriber; the dose of the second medicine may need changing when the inducer starts or stops.',
  }, [S.fdaCyp, dailyMed('Provigil')]),

  ...([['finerenone', 'Kerendia'], ['rimegepant', 'Nurtec ODT']] as const).map(([id, label]) =>
    rule(`${id}+cyp3a4-inducer`, id, 'class:cyp3a4-inducer', 'major', 'established', {
      summary: `Enzyme inducers, moderate (modafinil, efavirenz, bosentan) as well as strong, cut ${id} levels so far that it may stop working.`,
      mechanism: `CYP3A4 clears ${id}; the inducer speeds it up.`,
      management: `The ${id} label advises avoiding strong and moderate CYP3A4 inducers. Talk to your prescriber.`,
    }, [dailyMed(label), S.fdaCyp]),
  ),

  rule('hormonal-contraceptive+cyp3a4-inducer', 'class:hormonal-contraceptive', 'class:cyp3a4-inducer', 'major', 'established', {
    summary: 'Modafinil, armodafinil, efavirenz, bosentan and other enzyme inducers can make birth-control pills, patches, rings and implants fail.',
    mechanism: 'The inducer speeds up CYP3A4, which clears the contraceptive hormones.',
    management: 'The inducers’ labels advise a backup or a non-hormonal method during treatment and for a month after. Ask your prescriber or pharmacist which method suits you.',
  }, [dailyMed('Provigil'), dailyMed('Sustiva'), dailyMed('Tracleer'), S.fdaCyp]),

  rule('ranolazine+strong-cyp3a4-inducer', 'ranolazine', 'class:strong-cyp3a4-inducer', 'contraindicated', 'established', {
    summary: 'Rifampin, carbamazepine, phenytoin or St. John’s wort lower ranolazine levels by about 95 percent, so it no longer works.',
    mechanism: 'The inducer speeds up CYP3A4, which clears ranolazine.',
    management: 'The ranolazine label rules this pair out. Talk to your prescriber about another angina treatment.',
  }, [dailyMed('Ranexa'), S.fdaCyp]),

  rule('rilpivirine+strong-cyp3a4-inducer', 'rilpivirine', 'class:strong-cyp3a4-inducer', 'contraindicated', 'established', {
    summary: 'Strong inducers such as rifampin, carbamazepine, phenytoin or St. John’s wort lower rilpivirine levels, so HIV can become resistant.',
    mechanism: 'The inducer speeds up CYP3A4, which clears rilpivirine.',
    management: 'The rilpivirine label rules this pair out. Talk to your HIV prescriber.',
  }, [dailyMed('Edurant'), S.fdaCyp]),

  rule('abiraterone+strong-cyp3a4-inducer', 'abiraterone', 'class:strong-cyp3a4-inducer', 'major', 'established', {
    summary: 'Strong inducers such as rifampin, carbamazepine or phenytoin lower abiraterone levels by about half.',
    mechanism: 'The inducer speeds up CYP3A4, which clears abiraterone.',
    management: 'The abiraterone label advises avoiding strong inducers, or taking abiraterone twice a day if one is needed. Talk to your cancer team.',
  }, [dailyMed('Zytiga'), S.fdaCyp]),

  rule('venetoclax+strong-cyp3a4-inhibitor', 'venetoclax', 'class:strong-cyp3a4-inhibitor', 'contraindicated', 'established', {
    summary: 'Strong CYP3A blockers raise venetoclax levels several times over; while the dose is being built up this can cause tumour lysis syndrome.',
    mechanism: 'CYP3A clears venetoclax; these drugs block it.',
    management: 'The venetoclax label rules this pair out at the start and during dose build-up in CLL, and needs a much lower dose after that. Talk to your cancer team.',
  }, [dailyMed('Venclexta'), S.fdaCyp]),

  rule('venetoclax+moderate-cyp3a4-inhibitor', 'venetoclax', 'class:moderate-cyp3a4-inhibitor', 'major', 'established', {
    summary: 'Moderate CYP3A blockers such as fluconazole, diltiazem, verapamil or erythromycin roughly double venetoclax levels.',
    mechanism: 'CYP3A clears venetoclax; these drugs block it.',
    management: 'The venetoclax label advises avoiding them or halving the venetoclax dose. Talk to your cancer team.',
  }, [dailyMed('Venclexta'), S.fdaCyp]),

  ...([
    ['lomitapide', 'Juxtapid', 'Lomitapide levels can rise many times over, with liver injury and severe stomach upset.'],
    ['flibanserin', 'Addyi', 'Flibanserin levels can rise several times over, with severe low blood pressure and fainting.'],
  ] as const).map(([id, label, summary]) =>
    rule(`${id}+moderate-cyp3a4-inhibitor`, id, 'class:moderate-cyp3a4-inhibitor', 'contraindicated', 'established', {
      summary: `Moderate or strong CYP3A blockers (fluconazole, diltiazem, verapamil, erythromycin, clarithromycin, ritonavir, grapefruit): ${summary.charAt(0).toLowerCase()}${summary.slice(1)}`,
      mechanism: `CYP3A clears ${id}; these drugs and foods block it.`,
      management: `The ${id} label rules this pair out. Talk to your prescriber before starting either.`,
    }, [dailyMed(label), S.fdaCyp], id === 'lomitapide' ? citrus : undefined),
  ),

  rule('lomitapide+cyp3a4-inhibiting-food', 'lomitapide', 'class:cyp3a4-inhibiting-food', 'major', 'established', {
    summary: 'Grapefruit, Seville orange and pomelo raise lomitapide levels and the risk of liver and stomach side effects.',
    mechanism: 'They block CYP3A4 in the gut, which clears lomitapide.',
    management: 'The lomitapide label says to avoid grapefruit juice. Ask your pharmacist which fruits to skip.',
  }, [dailyMed('Juxtapid'), S.fdaGrapefruit]),

  ...([
    ['naloxegol', 'Movantik', 'Naloxegol levels rise many times over and can bring on opioid withdrawal.'],
    ['tolvaptan', 'Samsca', 'Tolvaptan levels rise several times over, with a risk of a too-fast rise in blood sodium and liver injury.'],
  ] as const).map(([id, label, summary]) =>
    rule(`${id}+strong-cyp3a4-inhibitor`, id, 'class:strong-cyp3a4-inhibitor', 'contraindicated', 'established', {
      summary: `With strong CYP3A blockers such as clarithromycin, ketoconazole or ritonavir: ${summary.charAt(0).toLowerCase()}${summary.slice(1)}`,
      mechanism: `CYP3A clears ${id}; these drugs block it.`,
      management: `The ${id} label rules this pair out. Talk to your prescriber.`,
    }, [dailyMed(label), S.fdaCyp]),
  ),

  rule('aprepitant+hormonal-contraceptive', 'aprepitant', 'class:hormonal-contraceptive', 'major', 'established', {
    summary: 'Aprepitant can make birth-control pills, patches, rings and implants fail during the course and for 28 days after.',
    mechanism: 'After a course, aprepitant speeds up the enzymes (CYP3A4, CYP2C9) that clear contraceptive hormones.',
    management: 'The aprepitant label advises a backup or non-hormonal method during treatment and for a month after. Ask your cancer team or pharmacist.',
  }, [dailyMed('Emend'), S.fdaCyp]),

  rule('aprepitant+warfarin', 'aprepitant', 'warfarin', 'moderate', 'established', {
    summary: 'Aprepitant lowers warfarin’s effect for about two weeks after a course, so the INR can fall.',
    mechanism: 'Aprepitant speeds up CYP2C9, which clears warfarin.',
    management: 'The aprepitant label advises an INR check 7 to 10 days after each course. Tell your anticoagulation clinic.',
  }, [dailyMed('Emend')]),

  rule('bosentan+hormonal-contraceptive', 'bosentan', 'class:hormonal-contraceptive', 'major', 'established', {
    summary: 'Bosentan lowers hormone levels from birth-control pills, patches, rings, implants and injections, so they may fail; bosentan also harms an unborn baby.',
    mechanism: 'Bosentan speeds up CYP3A4, which clears the contraceptive hormones.',
    management: 'The bosentan label does not count hormonal birth control as reliable on its own: a second method is needed. Talk to your prescriber.',
  }, [dailyMed('Tracleer')]),

  rule('bosentan+cyclosporine', 'bosentan', 'cyclosporine', 'contraindicated', 'established', {
    summary: 'Cyclosporine raises bosentan levels about 30-fold at first, and bosentan lowers cyclosporine levels by about half.',
    mechanism: 'Cyclosporine blocks OATP uptake and CYP3A4 that clear bosentan; bosentan speeds up CYP3A4, which clears cyclosporine.',
    management: 'The bosentan label rules this pair out. Talk to your prescribers.',
  }, [dailyMed('Tracleer')]),

  rule('bosentan+glyburide', 'bosentan', 'glyburide', 'contraindicated', 'established', {
    summary: 'Together bosentan and glyburide raise the risk of liver injury, and each lowers the other’s level.',
    mechanism: 'Both block the bile salt export pump in the liver; bosentan also speeds up glyburide’s clearance.',
    management: 'The bosentan label rules this pair out. Your prescriber will choose another diabetes medicine.',
  }, [dailyMed('Tracleer')]),
];
