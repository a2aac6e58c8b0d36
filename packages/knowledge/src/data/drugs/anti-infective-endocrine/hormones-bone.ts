/**
 * Estrogens and progestogens, androgens, bone and pituitary medicines. Facts follow each drug's FDA
 * label (DailyMed).
 */
import type { Substance } from '../../../types';
import { S, src } from '../../../sources';
import { drug } from '../../builders';

const proliaDsc = src(
  'FDA Drug Safety Communication: Boxed Warning for severe hypocalcemia with Prolia (denosumab) in advanced chronic kidney disease (2024)',
  'https://www.fda.gov/drugs/drug-safety-and-availability/fda-adds-boxed-warning-increased-risk-severe-hypocalcemia-patients-advanced-chronic-kidney-disease',
);

const ESTROGEN_BOXED =
  'Boxed warning: estrogen without a progestogen raises the risk of womb (endometrial) cancer in people with a uterus, and menopausal hormone therapy has been linked to stroke, blood clots, breast cancer and probable dementia in older women; the lowest effective dose for the shortest time is advised.';
const COC_BOXED =
  'Boxed warning: cigarette smoking greatly raises the risk of heart attack and stroke with combined hormonal contraceptives, especially over age 35; women over 35 who smoke should not use them.';
const INDUCER_CONTRACEPTION =
  'Enzyme inducers such as rifampin, carbamazepine, phenytoin and St John’s wort can make it fail; backup contraception may be needed.';
const COC_LAMOTRIGINE = 'It lowers lamotrigine levels, so seizure or mood control can change when the pill is started or stopped.';
const COC_SIDE = ['nausea', 'breast tenderness', 'headache', 'bleeding or spotting between periods', 'mood changes'];
const COC_SERIOUS = ['blood clots in the legs or lungs', 'stroke', 'heart attack', 'high blood pressure', 'gallbladder disease or liver tumours'];
const BISPHOSPHONATE_SERIOUS = ['irritation or ulcers of the food pipe', 'jawbone damage (osteonecrosis of the jaw)', 'unusual thigh bone fractures', 'low blood calcium', 'severe bone, joint or muscle pain'];
const BISPHOSPHONATE_MINERALS = 'Calcium, antacids, iron and other minerals block its absorption.';

export const hormoneBoneDrugs: Substance[] = [
  // ------------------------------------------------------------------ estrogens and progestogens
  drug('estradiol', 'Estradiol', ['estrogen'], {
    brands: ['Estrace', 'Vivelle-Dot', 'Climara', 'Divigel', 'Estrogel', 'Vagifem', 'Estring', 'Evorel', 'Oestrogel'],
    synonyms: ['oestradiol', 'E2'],
    sideEffects: ['breast tenderness', 'headache', 'nausea', 'bloating', 'vaginal bleeding or spotting'],
    seriousSideEffects: ['blood clots in the legs or lungs', 'stroke or heart attack', 'womb (endometrial) cancer', 'breast cancer', 'gallbladder disease'],
    warnings: [
      ESTROGEN_BOXED,
      'Report any unusual vaginal bleeding.',
      'Enzyme inducers such as rifampin, carbamazepine and St John’s wort can lower estrogen levels.',
    ],
  }),
  drug('conjugated-estrogens', 'Conjugated estrogens', ['estrogen'], {
    brands: ['Premarin'],
    synonyms: ['CEE', 'conjugated oestrogens'],
    sideEffects: ['breast tenderness', 'headache', 'nausea', 'bloating', 'vaginal bleeding or spotting'],
    seriousSideEffects: ['blood clots in the legs or lungs', 'stroke or heart attack', 'womb (endometrial) cancer', 'breast cancer', 'gallbladder disease'],
    warnings: [ESTROGEN_BOXED, 'Report any unusual vaginal bleeding.'],
  }),
  drug('medroxyprogesterone', 'Medroxyprogesterone', [], {
    brands: ['Provera', 'Depo-Provera', 'Depo-SubQ Provera 104'],
    synonyms: ['DMPA', 'Depo shot', 'MPA'],
    sideEffects: ['irregular bleeding or spotting', 'weight gain', 'headache', 'breast tenderness', 'mood changes'],
    seriousSideEffects: ['loss of bone density (injection)', 'blood clots', 'depression', 'severe allergic reactions'],
    warnings: [
      'Boxed warning (injection): long-term use can cause loss of bone density that may not fully recover, so it is generally used beyond 2 years only when other methods are unsuitable.',
      'Boxed warning (tablets with estrogen): estrogen-plus-progestin therapy has been linked to heart attack, stroke, blood clots, breast cancer and probable dementia.',
    ],
  }),
  drug('progesterone', 'Progesterone', [], {
    brands: ['Prometrium', 'Crinone', 'Endometrin', 'Utrogestan'],
    synonyms: ['micronized progesterone', 'micronised progesterone'],
    sideEffects: ['dizziness', 'drowsiness', 'breast tenderness', 'headache', 'bloating'],
    seriousSideEffects: ['blood clots, stroke or heart attack (with estrogen)', 'severe allergic reaction'],
    warnings: [
      'Boxed warning: estrogen-plus-progestin therapy has been linked to heart attack, stroke, blood clots, breast cancer and probable dementia.',
      'Prometrium capsules contain peanut oil, so people with a peanut allergy should not take them.',
      'It can cause drowsiness or dizziness, so capsules are usually taken at bedtime.',
    ],
  }),
  drug('norethindrone', 'Norethindrone', ['hormonal-contraceptive'], {
    brands: ['Camila', 'Errin', 'Heather', 'Nora-BE', 'Aygestin'],
    synonyms: ['norethisterone', 'mini-pill', 'progestin-only pill'],
    sideEffects: ['irregular bleeding', 'headache', 'breast tenderness', 'nausea', 'dizziness'],
    seriousSideEffects: ['ectopic pregnancy if pregnancy occurs', 'ovarian cysts', 'blood clots (higher doses)'],
    warnings: [
      'The progestin-only pill must be taken at the same time every day; a dose more than 3 hours late needs backup contraception for 48 hours.',
      INDUCER_CONTRACEPTION,
    ],
  }),
  drug('combined-oral-contraceptive', 'Combined birth control pill (estrogen and progestin)', ['estrogen', 'hormonal-contraceptive', 'cyp1a2-inhibitor'], {
    synonyms: ['combined pill', 'ethinyl estradiol', 'birth control pill', 'birth control pills', 'the pill', 'oral contraceptive', 'oral contraceptive pill', 'contraceptive pill', 'OCP', 'COC'],
    sideEffects: COC_SIDE,
    seriousSideEffects: COC_SERIOUS,
    warnings: [COC_BOXED, INDUCER_CONTRACEPTION, COC_LAMOTRIGINE],
    sources: [S.fdaCyp],
  }),
  drug('ethinyl-estradiol-norethindrone', 'Ethinyl estradiol and norethindrone', ['estrogen', 'hormonal-contraceptive', 'cyp1a2-inhibitor'], {
    components: ['norethindrone'],
    brands: ['Loestrin', 'Lo Loestrin Fe', 'Junel', 'Microgestin', 'Blisovi', 'Norimin'],
    synonyms: ['norethindrone and ethinyl estradiol'],
    sideEffects: COC_SIDE,
    seriousSideEffects: COC_SERIOUS,
    warnings: [COC_BOXED, INDUCER_CONTRACEPTION, COC_LAMOTRIGINE],
    sources: [S.fdaCyp],
  }),
  drug('ethinyl-estradiol-levonorgestrel', 'Ethinyl estradiol and levonorgestrel', ['estrogen', 'hormonal-contraceptive', 'cyp1a2-inhibitor'], {
    components: ['levonorgestrel'],
    brands: ['Aviane', 'Lutera', 'Levora', 'Portia', 'Seasonique', 'Microgynon', 'Rigevidon'],
    synonyms: ['levonorgestrel and ethinyl estradiol'],
    sideEffects: COC_SIDE,
    seriousSideEffects: COC_SERIOUS,
    warnings: [COC_BOXED, INDUCER_CONTRACEPTION, COC_LAMOTRIGINE],
    sources: [S.fdaCyp],
  }),
  drug('drospirenone-ethinyl-estradiol', 'Drospirenone and ethinyl estradiol', ['estrogen', 'hormonal-contraceptive', 'cyp1a2-inhibitor', 'potassium-raising'], {
    brands: ['Yaz', 'Yasmin', 'Ocella', 'Loryna', 'Syeda', 'Eloine'],
    synonyms: ['drospirenone and ethinyl estradiol'],
    sideEffects: COC_SIDE,
    seriousSideEffects: [...COC_SERIOUS.slice(0, 4), 'high blood potassium'],
    warnings: [
      COC_BOXED,
      'Drospirenone can raise potassium, so levels may be checked in the first month in people taking ACE inhibitors, ARBs, potassium-sparing diuretics, regular NSAIDs or potassium supplements.',
      INDUCER_CONTRACEPTION,
    ],
    sources: [S.fdaCyp],
  }),
  drug('norgestimate-ethinyl-estradiol', 'Norgestimate and ethinyl estradiol', ['estrogen', 'hormonal-contraceptive', 'cyp1a2-inhibitor'], {
    brands: ['Sprintec', 'Tri-Sprintec', 'Tri-Lo-Sprintec', 'Estarylla', 'Mono-Linyah', 'Cilique'],
    synonyms: ['Ortho Tri-Cyclen'],
    sideEffects: COC_SIDE,
    seriousSideEffects: COC_SERIOUS,
    warnings: [COC_BOXED, INDUCER_CONTRACEPTION, COC_LAMOTRIGINE],
    sources: [S.fdaCyp],
  }),
  drug('desogestrel-ethinyl-estradiol', 'Desogestrel and ethinyl estradiol', ['estrogen', 'hormonal-contraceptive', 'cyp1a2-inhibitor'], {
    brands: ['Apri', 'Enskyce', 'Kariva', 'Marvelon', 'Mercilon'],
    
    sideEffects: COC_SIDE,
    seriousSideEffects: COC_SERIOUS,
    warnings: [COC_BOXED, INDUCER_CONTRACEPTION, COC_LAMOTRIGINE],
    sources: [S.fdaCyp],
  }),
  drug('etonogestrel-ethinyl-estradiol', 'Etonogestrel and ethinyl estradiol', ['estrogen', 'hormonal-contraceptive'], {
    components: ['etonogestrel'],
    brands: ['NuvaRing', 'EluRyng', 'Haloette'],
    synonyms: ['vaginal ring', 'contraceptive ring'],
    sideEffects: ['vaginal irritation or discharge', 'headache', 'nausea', 'breast tenderness', 'mood changes'],
    seriousSideEffects: COC_SERIOUS,
    warnings: [COC_BOXED, INDUCER_CONTRACEPTION],
  }),
  drug('norelgestromin-ethinyl-estradiol', 'Norelgestromin and ethinyl estradiol', ['estrogen', 'hormonal-contraceptive'], {
    brands: ['Xulane', 'Zafemy', 'Evra'],
    synonyms: ['contraceptive patch', 'birth control patch'],
    sideEffects: ['skin irritation at the patch site', 'breast tenderness', 'headache', 'nausea', 'period pain'],
    seriousSideEffects: COC_SERIOUS,
    warnings: [
      COC_BOXED,
      'The patch gives more total estrogen than a typical pill, which may raise the risk of blood clots, and it may work less well at a body weight of 90 kg (198 lb) or more.',
      INDUCER_CONTRACEPTION,
    ],
  }),
  drug('levonorgestrel', 'Levonorgestrel', ['hormonal-contraceptive'], {
    brands: ['Plan B One-Step', 'Plan B', 'Mirena', 'Kyleena', 'Liletta', 'Skyla', 'Levonelle'],
    synonyms: ['morning-after pill', 'emergency contraceptive', 'LNG-IUD'],
    sideEffects: ['irregular bleeding', 'nausea', 'headache', 'lower stomach pain', 'tiredness'],
    seriousSideEffects: ['ectopic pregnancy', 'pelvic infection or perforation of the womb (IUD)', 'ovarian cysts'],
    warnings: [
      'The emergency pill works best the sooner it is taken after unprotected sex and does not end an existing pregnancy.',
      'Enzyme inducers such as rifampin, efavirenz, carbamazepine and St John’s wort can make the emergency pill less effective.',
    ],
  }),
  drug('etonogestrel', 'Etonogestrel', ['hormonal-contraceptive'], {
    brands: ['Nexplanon', 'Implanon'],
    synonyms: ['contraceptive implant', 'birth control implant'],
    sideEffects: ['irregular bleeding', 'headache', 'weight gain', 'acne', 'breast pain'],
    seriousSideEffects: ['ectopic pregnancy', 'implant moving or hard to remove', 'blood clots', 'ovarian cysts'],
    warnings: ['Strong enzyme inducers such as rifampin, carbamazepine and St John’s wort can lower its levels; backup contraception is advised during their use and for 28 days after.'],
  }),
  // ------------------------------------------------------------------ androgens, bone, pituitary
  drug('testosterone', 'Testosterone', [], {
    brands: ['AndroGel', 'Testim', 'Depo-Testosterone', 'Xyosted', 'Jatenzo', 'Aveed', 'Testogel', 'Nebido'],
    synonyms: ['testosterone cypionate', 'TRT', 'testosteron'],
    sideEffects: ['acne', 'skin irritation where gel or patch is applied', 'raised red blood cell count', 'breast swelling', 'mood changes'],
    seriousSideEffects: ['blood clots', 'raised blood pressure', 'too many red blood cells', 'worsening urinary symptoms from an enlarged prostate'],
    warnings: [
      'Boxed warning (gels and solutions): children and women can develop male-type changes after touching skin where it was applied, so hands are washed and the area covered.',
      'Boxed warning (some products such as Xyosted and Jatenzo): it can raise blood pressure, which raises the risk of heart attack and stroke.',
      'It can strengthen the effect of warfarin and lower blood sugar in people with diabetes.',
    ],
  }),
  drug('alendronate', 'Alendronate', ['bisphosphonate'], {
    brands: ['Fosamax', 'Fosamax Plus D', 'Binosto'],
    synonyms: ['alendronic acid', 'alendronat'],
    sideEffects: ['heartburn', 'stomach pain', 'nausea', 'constipation or diarrhoea', 'bone, joint or muscle pain'],
    seriousSideEffects: BISPHOSPHONATE_SERIOUS,
    warnings: [
      'It is taken first thing in the morning with plain water only, at least 30 minutes before food, drink or other medicines, staying upright for 30 minutes.',
      'It is not suitable for people who cannot sit or stand upright for 30 minutes or who have certain food-pipe problems.',
      BISPHOSPHONATE_MINERALS,
    ],
  }),
  drug('risedronate', 'Risedronate', ['bisphosphonate'], {
    brands: ['Actonel', 'Atelvia'],
    synonyms: ['risedronic acid', 'risedronat'],
    sideEffects: ['heartburn', 'stomach pain', 'diarrhoea', 'back or joint pain'],
    seriousSideEffects: BISPHOSPHONATE_SERIOUS,
    warnings: [
      'Immediate-release tablets are taken on an empty stomach with plain water, staying upright for 30 minutes; the delayed-release tablet (Atelvia) is taken right after breakfast.',
      BISPHOSPHONATE_MINERALS,
    ],
  }),
  drug('ibandronate', 'Ibandronate', ['bisphosphonate'], {
    brands: ['Boniva', 'Bonviva'],
    synonyms: ['ibandronic acid'],
    sideEffects: ['heartburn', 'back pain', 'pain in arms or legs', 'diarrhoea', 'flu-like symptoms'],
    seriousSideEffects: BISPHOSPHONATE_SERIOUS,
    warnings: [
      'The monthly tablet is taken with plain water at least 60 minutes before food, drink or other medicines, staying upright for 60 minutes.',
      BISPHOSPHONATE_MINERALS,
    ],
  }),
  drug('raloxifene', 'Raloxifene', [], {
    brands: ['Evista'],
    synonyms: ['raloxifen'],
    sideEffects: ['hot flushes', 'leg cramps', 'swelling of hands or feet', 'flu-like symptoms', 'joint pain'],
    seriousSideEffects: ['blood clots in the legs, lungs or eyes', 'death from stroke in women with heart disease or its risk factors'],
    warnings: [
      'Boxed warning: it raises the risk of blood clots in the legs and lungs, and of death from stroke in women with heart disease or at high risk of it.',
      'Long periods without moving (after surgery or on long trips) add to the clot risk.',
      'Cholestyramine reduces its absorption, and it can change the effect of warfarin.',
    ],
  }),
  drug('denosumab', 'Denosumab', [], {
    brands: ['Prolia', 'Xgeva', 'Jubbonti', 'Wyost'],
    synonyms: ['denosumab injection'],
    sideEffects: ['back pain', 'pain in arms or legs', 'muscle pain', 'bladder infection'],
    seriousSideEffects: ['severe low blood calcium', 'jawbone damage (osteonecrosis of the jaw)', 'unusual thigh bone fractures', 'serious infections', 'multiple spine fractures after stopping'],
    warnings: [
      'Boxed warning (Prolia): it can cause severe, sometimes fatal, low blood calcium in people with advanced chronic kidney disease, especially those on dialysis.',
      'Calcium and vitamin D are usually taken alongside it.',
      'Stopping or delaying doses can lead to rapid bone loss and spine fractures; talk to your prescriber before any gap in treatment.',
    ],
    sources: [proliaDsc],
  }),
  drug('cabergoline', 'Cabergoline', ['dopaminergic'], {
    brands: ['Dostinex'],
    synonyms: ['cabergolin'],
    sideEffects: ['nausea', 'headache', 'dizziness', 'tiredness', 'constipation'],
    seriousSideEffects: ['heart valve damage', 'scarring of the lungs or heart lining (fibrosis)', 'fainting from low blood pressure'],
    warnings: [
      'Long-term or high-dose use has been linked to heart valve problems, so heart checks may be done.',
      'Medicines that block dopamine, such as many antipsychotics and metoclopramide, can weaken its effect.',
    ],
  }),
  drug('desmopressin', 'Desmopressin', [], {
    brands: ['DDAVP', 'Nocdurna', 'Noctiva', 'Stimate', 'Desmotabs'],
    synonyms: ['desmopresin', 'desmopressin acetate'],
    sideEffects: ['headache', 'nausea', 'stomach pain', 'flushing', 'nasal irritation (spray)'],
    seriousSideEffects: ['low blood sodium, which can cause confusion, seizures or coma', 'water intoxication'],
    warnings: [
      'Boxed warning (Nocdurna, Noctiva): it can cause low blood sodium that may be severe or life-threatening, so fluid intake is limited as advised, especially in the evening.',
      'Loop diuretics and steroid tablets or inhalers raise the sodium risk and are not to be combined with several desmopressin products.',
      'Older adults are at higher risk, and sodium is checked during treatment.',
    ],
  }),
];
