/**
 * Conventional DMARDs and transplant immunosuppressants, and biologic and targeted
 * immunomodulators. Facts follow each drug's FDA label (DailyMed).
 */
import type { Substance } from '../../../types';
import { S } from '../../../sources';
import { drug } from '../../builders';

const TNF_BOXED =
  'Boxed warning: it raises the risk of serious infections, including tuberculosis and fungal infections, and of lymphoma and other cancers; TB testing is done before starting.';
const TNF_SERIOUS = [
  'serious infections, including tuberculosis',
  'lymphoma and other cancers',
  'hepatitis B reactivation',
  'new or worse heart failure',
  'nerve disorders such as multiple sclerosis-like illness',
];
const LIVE_VACCINES = 'Live vaccines are not given during treatment.';
const JAK_BOXED =
  'Boxed warning: it raises the risk of serious infections, death, cancer (including lymphoma), major heart events and blood clots, especially in people over 50 with heart risk factors.';
const JAK_SERIOUS = ['serious infections, including shingles and tuberculosis', 'heart attack or stroke', 'blood clots in the legs or lungs', 'cancers including lymphoma', 'tears in the stomach or intestines'];
const THIOPURINE_ALLOPURINOL =
  'Allopurinol and febuxostat block its breakdown and can cause a dangerous fall in blood counts, so the dose must be cut sharply or the combination avoided.';
const THIOPURINE_TEST = 'A blood test for TPMT or NUDT15 may be done first, and blood counts are checked regularly.';

export const immunologyDrugs: Substance[] = [
  // ------------------------------------------------------------------ conventional DMARDs and transplant immunosuppressants
  drug('methotrexate', 'Methotrexate', ['dmard', 'narrow-therapeutic-index', 'immunosuppressant', 'hepatotoxic'], {
    brands: ['Trexall', 'Rheumatrex', 'Otrexup', 'Rasuvo', 'Xatmep', 'Jylamvo', 'Maxtrex', 'Metoject'],
    synonyms: ['MTX', 'methotrexat'],
    sideEffects: ['nausea', 'mouth sores', 'tiredness', 'hair thinning', 'upset stomach'],
    seriousSideEffects: ['low blood counts', 'liver damage', 'lung inflammation', 'serious infections', 'severe skin reactions'],
    warnings: [
      'Boxed warning: it can cause serious, sometimes fatal harm to the blood, liver, lungs, gut, skin and kidneys, and it can cause birth defects or pregnancy loss.',
      'For arthritis and psoriasis it is usually taken once a week; taking it daily by mistake has caused deaths.',
      'NSAIDs, some antibiotics (such as sulfamethoxazole-trimethoprim and penicillins) and proton pump inhibitors can raise its levels; folic acid is often prescribed with it.',
    ],
  }),
  drug('azathioprine', 'Azathioprine', ['thiopurine', 'immunosuppressant', 'dmard'], {
    brands: ['Imuran', 'Azasan'],
    synonyms: ['azathioprin', 'AZA'],
    sideEffects: ['nausea', 'vomiting', 'tiredness', 'rash'],
    seriousSideEffects: ['low blood counts', 'serious infections', 'lymphoma and skin cancer', 'liver injury', 'pancreatitis'],
    warnings: ['Boxed warning: long-term use raises the risk of cancers such as lymphoma and skin cancer.', THIOPURINE_ALLOPURINOL, THIOPURINE_TEST],
  }),
  drug('mercaptopurine', 'Mercaptopurine', ['thiopurine', 'antineoplastic', 'immunosuppressant'], {
    brands: ['Purixan', 'Purinethol', 'Xaluprine'],
    synonyms: ['6-MP', '6-mercaptopurine'],
    sideEffects: ['nausea', 'loss of appetite', 'tiredness', 'rash'],
    seriousSideEffects: ['low blood counts', 'liver injury', 'serious infections', 'pancreatitis', 'later cancers'],
    warnings: [THIOPURINE_ALLOPURINOL, THIOPURINE_TEST, 'It can weaken the effect of warfarin.'],
  }),
  drug('mycophenolate', 'Mycophenolate', ['immunosuppressant'], {
    brands: ['CellCept', 'Myfortic'],
    synonyms: ['mycophenolate mofetil', 'MMF', 'mycophenolic acid'],
    sideEffects: ['diarrhoea', 'nausea', 'vomiting', 'stomach pain', 'swelling of the legs'],
    seriousSideEffects: ['miscarriage and birth defects', 'serious infections', 'lymphoma and skin cancer', 'low blood counts', 'a rare brain infection (PML)'],
    warnings: [
      'Boxed warning: it can cause miscarriage and birth defects, and it raises the risk of serious infections and of cancers such as lymphoma; people who can become pregnant need reliable contraception.',
      'Antacids with magnesium or aluminium, cholestyramine and (for CellCept) proton pump inhibitors lower its absorption.',
    ],
  }),
  drug('tacrolimus', 'Tacrolimus', ['calcineurin-inhibitor', 'potassium-raising'], {
    brands: ['Prograf', 'Envarsus XR', 'Astagraf XL', 'Adoport', 'Advagraf'],
    synonyms: ['FK506', 'tacrolimous'],
    sideEffects: ['tremor', 'headache', 'diarrhoea', 'high blood pressure', 'nausea'],
    seriousSideEffects: ['kidney damage', 'serious infections and cancers', 'new-onset diabetes', 'high blood potassium', 'seizures or other nervous-system effects'],
    warnings: [
      'Boxed warning: it raises the risk of serious infections and cancers, including lymphoma, and is managed by a transplant specialist.',
      'Blood levels are monitored; grapefruit, CYP3A4 blockers, enzyme inducers and St John’s wort can change them a lot.',
      'Immediate- and extended-release forms are not interchangeable; talk to your prescriber or pharmacist before any switch.',
    ],
    sources: [S.fdaCyp],
  }),
  drug('cyclosporine', 'Cyclosporine', ['calcineurin-inhibitor', 'moderate-cyp3a4-inhibitor', 'pgp-inhibitor', 'potassium-raising', 'bcrp-inhibitor', 'oatp1b-inhibitor'], {
    brands: ['Neoral', 'Sandimmune', 'Gengraf', 'Capimune'],
    synonyms: ['ciclosporin', 'cyclosporin', 'CsA'],
    sideEffects: ['high blood pressure', 'tremor', 'extra hair growth', 'swollen gums', 'headache'],
    seriousSideEffects: ['kidney damage', 'high blood pressure', 'serious infections and cancers', 'liver injury', 'high blood potassium'],
    warnings: [
      'Boxed warning: it can harm the kidneys and raise blood pressure, and it increases the risk of serious infections and cancers, so blood levels and kidney function are monitored.',
      'Neoral or Gengraf and Sandimmune are absorbed differently and are not swapped without close medical supervision.',
      'It raises levels of several statins, digoxin and other medicines, and its own levels change with CYP3A4 blockers, inducers and grapefruit.',
    ],
    sources: [S.fdaCyp],
  }),
  drug('sirolimus', 'Sirolimus', ['immunosuppressant', 'cyp3a4-sensitive-substrate', 'narrow-therapeutic-index'], {
    brands: ['Rapamune'],
    synonyms: ['rapamycin'],
    sideEffects: ['swelling', 'high cholesterol and triglycerides', 'mouth ulcers', 'acne', 'diarrhoea'],
    seriousSideEffects: ['serious infections and cancers', 'poor wound healing', 'lung inflammation', 'protein loss in the urine'],
    warnings: [
      'Boxed warning: it raises the risk of infections and cancers, and in liver and lung transplants it has caused serious complications soon after surgery.',
      'Strong CYP3A4 blockers (such as ketoconazole, voriconazole or clarithromycin) and strong inducers (such as rifampin) are not used with it, and grapefruit juice is avoided.',
    ],
    sources: [S.fdaCyp],
  }),
  drug('everolimus', 'Everolimus', ['immunosuppressant', 'antineoplastic', 'cyp3a4-sensitive-substrate', 'narrow-therapeutic-index'], {
    brands: ['Afinitor', 'Afinitor Disperz', 'Zortress', 'Certican', 'Votubia'],
    synonyms: ['everolimous'],
    sideEffects: ['mouth sores', 'infections', 'rash', 'tiredness', 'diarrhoea'],
    seriousSideEffects: ['lung inflammation (pneumonitis)', 'serious infections', 'kidney problems', 'high blood sugar and lipids', 'poor wound healing'],
    warnings: [
      'Zortress (the transplant form) has a boxed warning about serious infections, cancers, kidney damage and blood clots in a transplanted kidney.',
      'Strong CYP3A4 blockers are avoided, doses change with moderate blockers and inducers, and grapefruit is avoided.',
      'Mouth sores are common, and a steroid mouthwash is often used to prevent them.',
    ],
    sources: [S.fdaCyp],
  }),
  drug('leflunomide', 'Leflunomide', ['dmard', 'immunosuppressant', 'hepatotoxic'], {
    brands: ['Arava'],
    synonyms: ['leflunomid'],
    sideEffects: ['diarrhoea', 'raised liver enzymes', 'hair loss', 'rash', 'high blood pressure'],
    seriousSideEffects: ['severe liver injury', 'birth defects', 'serious infections', 'low blood counts', 'lung disease'],
    warnings: [
      'Boxed warning: it can cause birth defects and severe liver injury, so pregnancy is excluded first and avoided during treatment.',
      'It can stay in the body for up to 2 years after stopping unless a wash-out procedure with cholestyramine is used.',
      'Other liver-harming medicines, such as methotrexate, add to the liver risk.',
    ],
  }),
  drug('sulfasalazine', 'Sulfasalazine', ['dmard', 'bcrp-substrate'], {
    brands: ['Azulfidine', 'Azulfidine EN-tabs', 'Salazopyrin'],
    synonyms: ['sulphasalazine', 'salazosulfapyridine'],
    sideEffects: ['nausea', 'loss of appetite', 'headache', 'orange-yellow urine or skin', 'lower sperm count (reversible)'],
    seriousSideEffects: ['low blood counts', 'severe skin and allergic reactions (DRESS)', 'liver injury'],
    warnings: [
      'People allergic to sulfonamides or to salicylates (such as aspirin) should not take it.',
      'Blood counts and liver tests are checked regularly, especially in the first months.',
      'It can lower absorption of folic acid and digoxin.',
    ],
  }),
  // ------------------------------------------------------------------ biologic and targeted immunomodulators
  drug('adalimumab', 'Adalimumab', ['dmard', 'immunosuppressant'], {
    brands: ['Humira', 'Hadlima', 'Hyrimoz', 'Amjevita', 'Cyltezo', 'Yusimry', 'Imraldi'],
    synonyms: ['adalimumab-adaz', 'adalimumab-atto'],
    sideEffects: ['injection site reactions', 'colds and sinus infections', 'headache', 'rash'],
    seriousSideEffects: TNF_SERIOUS,
    warnings: [TNF_BOXED, LIVE_VACCINES, 'It is not combined with other biologic immune suppressants such as anakinra or abatacept.'],
  }),
  drug('etanercept', 'Etanercept', ['dmard', 'immunosuppressant'], {
    brands: ['Enbrel', 'Erelzi', 'Eticovo', 'Benepali'],
    synonyms: ['etanercept-szzs'],
    sideEffects: ['injection site reactions', 'colds and sinus infections', 'headache'],
    seriousSideEffects: TNF_SERIOUS,
    warnings: [TNF_BOXED, LIVE_VACCINES, 'It is not combined with anakinra or abatacept.'],
  }),
  drug('infliximab', 'Infliximab', ['dmard', 'immunosuppressant'], {
    brands: ['Remicade', 'Inflectra', 'Renflexis', 'Avsola', 'Remsima'],
    synonyms: ['infliximab-dyyb'],
    sideEffects: ['infusion reactions', 'colds and sinus infections', 'headache', 'stomach pain'],
    seriousSideEffects: TNF_SERIOUS,
    warnings: [
      TNF_BOXED,
      'A rare, often fatal lymphoma (hepatosplenic T-cell lymphoma) has occurred, mostly in young males also taking azathioprine or mercaptopurine.',
      LIVE_VACCINES,
    ],
  }),
  drug('tofacitinib', 'Tofacitinib', ['dmard', 'immunosuppressant'], {
    brands: ['Xeljanz', 'Xeljanz XR'],
    synonyms: ['tofacitnib'],
    sideEffects: ['colds', 'headache', 'diarrhoea', 'raised cholesterol'],
    seriousSideEffects: JAK_SERIOUS,
    warnings: [
      JAK_BOXED,
      'Strong CYP3A4 blockers raise its levels, so the dose is reduced, and strong inducers such as rifampin make it work less well.',
    ],
    sources: [S.fdaCyp],
  }),
  drug('upadacitinib', 'Upadacitinib', ['dmard', 'immunosuppressant'], {
    brands: ['Rinvoq', 'Rinvoq LQ'],
    synonyms: ['upadacitnib'],
    sideEffects: ['colds', 'nausea', 'cough', 'fever', 'acne'],
    seriousSideEffects: JAK_SERIOUS,
    warnings: [
      JAK_BOXED,
      'Strong CYP3A4 blockers raise its levels and strong inducers lower them; grapefruit is avoided during treatment.',
    ],
    sources: [S.fdaCyp],
  }),
  drug('apremilast', 'Apremilast', ['dmard'], {
    brands: ['Otezla'],
    synonyms: ['apremilest'],
    sideEffects: ['diarrhoea', 'nausea', 'headache', 'weight loss', 'colds'],
    seriousSideEffects: ['severe diarrhoea, nausea or vomiting', 'depression or suicidal thoughts', 'marked weight loss'],
    warnings: [
      'It can cause or worsen depression, so mood changes should be reported.',
      'Strong enzyme inducers such as rifampin, carbamazepine, phenytoin and phenobarbital make it work less well and are not recommended with it.',
    ],
  }),
];
