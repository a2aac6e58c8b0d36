/**
 * HIV, hepatitis C and antiparasitic medicines, immunology and rheumatology, oncology and
 * dermatology medicines (part 3 of anti-infective-endocrine). Facts follow each drug's FDA label (DailyMed).
 */
import type { Substance } from '../../types';
import { S } from '../../sources';
import { drug } from '../builders';

const HBV_BOXED = 'Boxed warning: in people who also have hepatitis B, stopping it can cause a severe flare of hepatitis, so liver tests continue for several months after stopping.';
const HCV_BOXED = 'Boxed warning: hepatitis B can become active again during or after treatment in people who have had it, so testing is done before starting.';
const INTEGRASE_MINERALS = 'Antacids, laxatives and supplements containing aluminium, magnesium, calcium or iron bind it in the gut; follow the label’s spacing advice or take calcium and iron together with food.';

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
const AI_BONE = 'It lowers estrogen, which can thin the bones, so bone density may be checked.';
const AI_SIDE = ['hot flushes', 'joint pain or stiffness', 'tiredness', 'headache', 'mood changes'];
const AI_SERIOUS = ['bone thinning and fractures', 'raised cholesterol', 'severe skin or allergic reactions'];
const THIOPURINE_ALLOPURINOL =
  'Allopurinol and febuxostat block its breakdown and can cause a dangerous fall in blood counts, so the dose must be cut sharply or the combination avoided.';
const THIOPURINE_TEST = 'A blood test for TPMT or NUDT15 may be done first, and blood counts are checked regularly.';

export const antiInfectiveEndocrineDrugs3: Substance[] = [
  // ------------------------------------------------------------------ HIV: integrase inhibitors, NNRTIs, NRTIs
  drug('bictegravir-emtricitabine-tenofovir', 'Bictegravir, emtricitabine and tenofovir alafenamide', ['antiviral', 'cation-chelating', 'nephrotoxic'], {
    components: ['tenofovir'],
    brands: ['Biktarvy'],
    synonyms: ['BIC/FTC/TAF', 'biktarvi'],
    sideEffects: ['diarrhoea', 'nausea', 'headache'],
    seriousSideEffects: ['severe hepatitis B flare after stopping', 'kidney problems', 'lactic acidosis'],
    warnings: [HBV_BOXED, INTEGRASE_MINERALS, 'It must not be combined with dofetilide or rifampin.'],
  }),
  drug('elvitegravir-cobicistat-emtricitabine-tenofovir', 'Elvitegravir, cobicistat, emtricitabine and tenofovir', ['antiviral', 'strong-cyp3a4-inhibitor', 'pgp-inhibitor', 'cation-chelating', 'nephrotoxic'], {
    components: ['cobicistat', 'tenofovir'],
    brands: ['Genvoya', 'Stribild'],
    synonyms: ['E/C/F/TAF'],
    sideEffects: ['nausea', 'diarrhoea', 'headache', 'tiredness'],
    seriousSideEffects: ['severe hepatitis B flare after stopping', 'kidney problems', 'lactic acidosis', 'bone thinning'],
    warnings: [HBV_BOXED, 'Its cobicistat strongly blocks CYP3A4, so many medicines are not allowed with it.', INTEGRASE_MINERALS],
    sources: [S.fdaCyp],
  }),
  drug('dolutegravir', 'Dolutegravir', ['antiviral', 'cation-chelating'], {
    brands: ['Tivicay', 'Tivicay PD'],
    synonyms: ['DTG'],
    sideEffects: ['trouble sleeping', 'headache', 'tiredness', 'nausea'],
    seriousSideEffects: ['severe allergic reactions', 'liver injury', 'depression or suicidal thoughts'],
    warnings: [
      'Antacids, laxatives and supplements with aluminium, magnesium, calcium or iron lower its levels; it is taken 2 hours before or 6 hours after them, or together with calcium or iron only with food.',
      'It raises metformin levels, so the metformin dose may need review, and it must not be combined with dofetilide.',
    ],
  }),
  drug('abacavir-dolutegravir-lamivudine', 'Abacavir, dolutegravir and lamivudine', ['antiviral', 'cation-chelating'], {
    components: ['dolutegravir'],
    brands: ['Triumeq', 'Triumeq PD'],
    synonyms: ['ABC/DTG/3TC'],
    sideEffects: ['trouble sleeping', 'headache', 'tiredness'],
    seriousSideEffects: ['serious allergic reaction to abacavir', 'severe hepatitis B flare after stopping', 'lactic acidosis', 'liver injury'],
    warnings: [
      'Boxed warning: abacavir can cause a serious, sometimes fatal allergic reaction; a genetic test (HLA-B*5701) is done first, and anyone who has reacted must never take abacavir again.',
      HBV_BOXED,
      INTEGRASE_MINERALS,
    ],
  }),
  drug('dolutegravir-lamivudine', 'Dolutegravir and lamivudine', ['antiviral', 'cation-chelating'], {
    components: ['dolutegravir'],
    brands: ['Dovato'],
    synonyms: ['DTG/3TC'],
    sideEffects: ['headache', 'diarrhoea', 'nausea', 'trouble sleeping'],
    seriousSideEffects: ['severe hepatitis B flare after stopping', 'severe allergic reactions', 'liver injury'],
    warnings: [
      'Boxed warning: in people who also have hepatitis B it can lead to resistant hepatitis B and severe flares if stopped, so hepatitis B testing is done first.',
      INTEGRASE_MINERALS,
    ],
  }),
  drug('efavirenz', 'Efavirenz', ['antiviral', 'cyp3a4-inducer'], {
    brands: ['Sustiva'],
    synonyms: ['EFV', 'efavirenze'],
    sideEffects: ['dizziness', 'vivid dreams', 'trouble sleeping', 'rash', 'poor concentration'],
    seriousSideEffects: ['depression, suicidal thoughts or psychosis', 'liver injury', 'seizures', 'irregular heart rhythm (QT prolongation)'],
    warnings: [
      'It speeds up the breakdown of several medicines (a moderate CYP3A4 inducer), which can make hormonal contraceptives, some statins and other drugs less effective; a barrier method is advised alongside hormonal contraception.',
      'Taking it at bedtime on an empty stomach can ease dizziness and sleep problems.',
      'It can cause a false-positive cannabis urine test.',
    ],
    sources: [S.fdaCyp],
  }),
  drug('rilpivirine', 'Rilpivirine', ['antiviral'], {
    brands: ['Edurant', 'Edurant PED'],
    synonyms: ['RPV'],
    sideEffects: ['depressed mood', 'trouble sleeping', 'headache', 'rash'],
    seriousSideEffects: ['severe skin and allergic reactions (DRESS)', 'depression or suicidal thoughts', 'liver injury'],
    warnings: [
      'It must be taken with a meal and needs stomach acid: proton pump inhibitors are not allowed, and H2 blockers and antacids need careful timing.',
      'Strong enzyme inducers such as rifampin, carbamazepine, phenytoin and St John’s wort must not be combined with it.',
    ],
  }),
  drug('tenofovir', 'Tenofovir', ['antiviral', 'nephrotoxic'], {
    brands: ['Viread', 'Vemlidy'],
    synonyms: ['tenofovir disoproxil', 'TDF', 'TAF'],
    sideEffects: ['nausea', 'diarrhoea', 'headache', 'tiredness'],
    seriousSideEffects: ['severe hepatitis B flare after stopping', 'kidney problems', 'bone thinning', 'lactic acidosis'],
    warnings: [
      HBV_BOXED,
      'Kidney function is checked before and during treatment, and high-dose or several NSAIDs together add to the kidney risk.',
    ],
  }),
  drug('emtricitabine-tenofovir', 'Emtricitabine and tenofovir', ['antiviral', 'nephrotoxic'], {
    components: ['tenofovir'],
    brands: ['Truvada', 'Descovy'],
    synonyms: ['PrEP', 'FTC/TDF', 'FTC/TAF'],
    sideEffects: ['headache', 'nausea', 'diarrhoea', 'stomach pain'],
    seriousSideEffects: ['severe hepatitis B flare after stopping', 'kidney problems', 'bone thinning', 'lactic acidosis'],
    warnings: [
      'Boxed warning: for HIV prevention (PrEP) it is started only after a negative HIV test, because using it alone during undiagnosed HIV can cause drug resistance.',
      HBV_BOXED,
    ],
  }),
  // ------------------------------------------------------------------ hepatitis C
  drug('sofosbuvir-velpatasvir', 'Sofosbuvir and velpatasvir', ['antiviral', 'pgp-inhibitor', 'oatp1b-inhibitor', 'bcrp-inhibitor'], {
    brands: ['Epclusa'],
    synonyms: ['SOF/VEL'],
    sideEffects: ['headache', 'tiredness', 'nausea', 'trouble sleeping'],
    seriousSideEffects: ['hepatitis B reactivation', 'dangerously slow heartbeat with amiodarone'],
    warnings: [
      HCV_BOXED,
      'Taken with amiodarone it can cause a dangerously slow heartbeat, so the combination is not recommended.',
      'Acid-reducing medicines lower its absorption, and strong inducers such as rifampin, carbamazepine and St John’s wort can make it fail.',
    ],
  }),
  drug('glecaprevir-pibrentasvir', 'Glecaprevir and pibrentasvir', ['antiviral', 'protease-inhibitor', 'pgp-inhibitor', 'oatp1b-inhibitor', 'bcrp-inhibitor'], {
    brands: ['Mavyret', 'Maviret'],
    synonyms: ['G/P'],
    sideEffects: ['headache', 'tiredness', 'nausea'],
    seriousSideEffects: ['hepatitis B reactivation', 'liver failure in advanced cirrhosis'],
    warnings: [
      HCV_BOXED,
      'It must not be combined with atazanavir or rifampin, and contraceptives containing ethinyl estradiol are not recommended with it because of liver enzyme rises.',
    ],
  }),
  // ------------------------------------------------------------------ antimalarials and antiparasitics
  drug('hydroxychloroquine', 'Hydroxychloroquine', ['dmard', 'qt-prolonging', 'hypoglycemia-risk'], {
    brands: ['Plaquenil', 'Sovuna', 'Quinoric'],
    synonyms: ['HCQ', 'hydroxychloroquin', 'hydroxycloroquine'],
    sideEffects: ['nausea', 'diarrhoea', 'headache', 'stomach pain', 'rash'],
    seriousSideEffects: [
      'damage to the retina with long-term use',
      'irregular heart rhythm or heart muscle disease',
      'severe low blood sugar',
      'severe skin reactions',
      'mood changes or suicidal thoughts',
    ],
    warnings: [
      'Long-term use can damage the retina, so regular eye examinations are needed.',
      'It can lengthen the QT interval and cause severe low blood sugar, including in people taking diabetes medicines.',
      'Antacids and kaolin reduce its absorption, so it is taken at least 4 hours apart from them.',
    ],
  }),
  drug('chloroquine', 'Chloroquine', ['qt-prolonging'], {
    brands: ['Aralen', 'Avloclor'],
    synonyms: ['chloroquin'],
    sideEffects: ['nausea', 'stomach cramps', 'headache', 'itching', 'blurred vision'],
    seriousSideEffects: ['damage to the retina', 'irregular heart rhythm or heart muscle disease', 'seizures', 'low blood counts'],
    warnings: [
      'It can lengthen the QT interval and, with long-term use, damage the retina.',
      'It is very dangerous in overdose, especially for children, so it must be stored out of their reach.',
      'Antacids and kaolin reduce its absorption, so it is taken at least 4 hours apart from them.',
    ],
  }),
  drug('ivermectin', 'Ivermectin', [], {
    brands: ['Stromectol'],
    synonyms: ['ivermectine', 'ivermecten'],
    sideEffects: ['dizziness', 'itching', 'nausea', 'diarrhoea'],
    seriousSideEffects: ['severe skin reactions', 'confusion, drowsiness or seizures', 'serious brain reactions in people heavily infected with Loa loa'],
    warnings: [
      'Tablets are approved for specific worm infections at weight-based doses; higher doses can cause serious effects on the nervous system.',
      'It may raise the effect of warfarin, so the INR may need checking.',
    ],
  }),
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
  // ------------------------------------------------------------------ oncology
  drug('tamoxifen', 'Tamoxifen', ['antineoplastic', 'cyp2d6-activated-prodrug'], {
    brands: ['Soltamox', 'Nolvadex'],
    synonyms: ['tamoxifin', 'tamoxifen citrate'],
    sideEffects: ['hot flushes', 'vaginal discharge', 'irregular periods', 'fluid retention', 'tiredness'],
    seriousSideEffects: ['womb (uterine) cancer', 'blood clots in the legs or lungs', 'stroke', 'cataracts', 'liver problems'],
    warnings: [
      'Boxed warning: for women with DCIS or at high risk of breast cancer, it raises the risk of womb cancer, stroke and blood clots in the lungs; report unusual vaginal bleeding or pelvic pain.',
      'It is activated by CYP2D6, so strong CYP2D6 blockers such as paroxetine, fluoxetine or bupropion may make it less effective.',
      'It can strongly raise the effect of warfarin; for breast cancer prevention, needing warfarin rules it out.',
    ],
    sources: [S.fdaCyp],
  }),
  drug('anastrozole', 'Anastrozole', ['antineoplastic'], {
    brands: ['Arimidex'],
    synonyms: ['anastrazole', 'anastrozol'],
    sideEffects: AI_SIDE,
    seriousSideEffects: [...AI_SERIOUS, 'heart problems in women with existing heart disease'],
    warnings: [AI_BONE, 'Tamoxifen and estrogen-containing medicines reduce its effect and are not used with it.'],
  }),
  drug('letrozole', 'Letrozole', ['antineoplastic'], {
    brands: ['Femara'],
    synonyms: ['letrozol', 'letrazole'],
    sideEffects: AI_SIDE,
    seriousSideEffects: AI_SERIOUS,
    warnings: [AI_BONE, 'It can cause tiredness and dizziness, so take care driving until you know how it affects you.', 'Tamoxifen lowers its levels.'],
  }),
  drug('exemestane', 'Exemestane', ['antineoplastic'], {
    brands: ['Aromasin'],
    synonyms: ['exemestan'],
    sideEffects: AI_SIDE,
    seriousSideEffects: AI_SERIOUS,
    warnings: [AI_BONE, 'Strong CYP3A4 inducers such as rifampin lower its levels, so a higher dose is used.', 'It is taken after a meal.'],
    sources: [S.fdaCyp],
  }),
  drug('capecitabine', 'Capecitabine', ['antineoplastic', 'cyp2c9-inhibitor'], {
    brands: ['Xeloda'],
    synonyms: ['capecitabin'],
    sideEffects: ['redness, pain and peeling of the hands and feet', 'diarrhoea', 'nausea', 'tiredness', 'mouth sores'],
    seriousSideEffects: ['severe diarrhoea and dehydration', 'serious bleeding with warfarin', 'severe toxicity with DPD deficiency', 'heart problems', 'kidney failure from dehydration'],
    warnings: [
      'It can strongly raise the effect of warfarin and cause serious bleeding, so the INR needs frequent checks.',
      'People with DPD deficiency can have severe or fatal side effects, and a test may be done first.',
      'It also raises phenytoin levels.',
    ],
  }),
  drug('irinotecan', 'Irinotecan', ['antineoplastic', 'cyp3a4-sensitive-substrate'], {
    brands: ['Camptosar', 'Onivyde'],
    synonyms: ['CPT-11', 'irinotecon'],
    sideEffects: ['diarrhoea', 'nausea and vomiting', 'hair loss', 'tiredness', 'loss of appetite'],
    seriousSideEffects: ['severe early or late diarrhoea', 'very low white blood cells with infection', 'lung disease', 'severe allergic reactions'],
    warnings: [
      'Boxed warning: it can cause severe diarrhoea and dangerously low white blood cells.',
      'Strong CYP3A4 inducers and blockers, St John’s wort and UGT1A1 blockers such as atazanavir are avoided because they change its levels.',
      'People with the UGT1A1*28 gene variant have more side effects and may need a lower dose.',
    ],
    sources: [S.fdaCyp],
  }),
  drug('procarbazine', 'Procarbazine', ['antineoplastic', 'maoi'], {
    brands: ['Matulane'],
    synonyms: ['procarbazin'],
    sideEffects: ['nausea', 'vomiting', 'loss of appetite', 'tiredness', 'drowsiness'],
    seriousSideEffects: ['low blood counts', 'serious infections', 'dangerous rise in blood pressure with tyramine or certain medicines', 'lung reactions'],
    warnings: [
      'It has MAO-inhibiting activity, so tyramine-rich foods, sympathomimetics, antidepressants and other serotonergic or sedating medicines can cause serious reactions.',
      'Alcohol can cause a reaction with flushing and nausea.',
    ],
  }),
  drug('enzalutamide', 'Enzalutamide', ['antineoplastic', 'strong-cyp3a4-inducer'], {
    brands: ['Xtandi'],
    synonyms: ['enzalutamid'],
    sideEffects: ['tiredness', 'hot flushes', 'high blood pressure', 'back pain', 'falls'],
    seriousSideEffects: ['seizures', 'brain swelling syndrome (PRES)', 'falls and fractures', 'heart disease events'],
    warnings: [
      'It strongly speeds up CYP3A4 and other enzymes, so many medicines may work less well; check every other medicine with a pharmacist.',
      'It can cause seizures, and the risk is higher with other medicines or conditions that lower the seizure threshold.',
    ],
    sources: [S.fdaCyp],
  }),
  drug('ibrutinib', 'Ibrutinib', ['antineoplastic', 'bleeding-risk', 'cyp3a4-sensitive-substrate'], {
    brands: ['Imbruvica'],
    synonyms: ['ibrutinab'],
    sideEffects: ['diarrhoea', 'bruising', 'muscle and bone pain', 'rash', 'tiredness'],
    seriousSideEffects: ['serious bleeding', 'irregular heartbeat (atrial fibrillation)', 'serious infections', 'high blood pressure', 'heart failure'],
    warnings: [
      'It raises the risk of bleeding, especially with blood thinners or antiplatelet medicines.',
      'Strong CYP3A4 blockers and inducers change its levels a lot, and grapefruit and Seville oranges are avoided.',
    ],
    sources: [S.fdaCyp],
  }),
  drug('imatinib', 'Imatinib', ['antineoplastic', 'moderate-cyp3a4-inhibitor'], {
    brands: ['Gleevec', 'Glivec', 'Imkeldi'],
    synonyms: ['imatinab'],
    sideEffects: ['fluid retention and swelling', 'nausea', 'muscle cramps', 'diarrhoea', 'rash'],
    seriousSideEffects: ['severe fluid retention', 'heart failure', 'liver injury', 'bleeding', 'low blood counts'],
    warnings: [
      'It blocks CYP3A4 and raises levels of medicines such as simvastatin, and its own levels change with CYP3A4 blockers and inducers.',
      'It is taken with a meal and a large glass of water.',
    ],
    sources: [S.fdaCyp],
  }),
  // ------------------------------------------------------------------ dermatology
  drug('isotretinoin', 'Isotretinoin', [], {
    brands: ['Absorica', 'Absorica LD', 'Claravis', 'Amnesteem', 'Zenatane', 'Accutane', 'Roaccutane'],
    synonyms: ['isotretinion', '13-cis-retinoic acid'],
    sideEffects: ['dry lips and skin', 'dry eyes', 'nosebleeds', 'joint and muscle pain', 'sun sensitivity'],
    seriousSideEffects: ['severe birth defects', 'depression, psychosis or suicidal thoughts', 'raised pressure in the skull', 'pancreatitis or very high triglycerides', 'liver injury'],
    warnings: [
      'Boxed warning: it causes severe birth defects, so in the US it is available only through the iPLEDGE program with pregnancy tests and two forms of contraception.',
      'It is not combined with tetracycline antibiotics, because both can raise pressure in the skull, and vitamin A supplements are avoided.',
      'Blood should not be donated during treatment or for 1 month after.',
    ],
  }),
  // ------------------------------------------------------------------ added after the interaction audit
  drug('sofosbuvir', 'Sofosbuvir', [], {
    brands: ['Sovaldi'],
    sideEffects: ['tiredness', 'headache', 'nausea', 'trouble sleeping'],
    seriousSideEffects: ['a very slow heartbeat when taken with amiodarone', 'hepatitis B flare in people who had it'],
    warnings: [HCV_BOXED, 'Serious slowing of the heart has happened when it was taken with amiodarone, so that pair is not recommended.'],
  }),
  drug('ledipasvir-sofosbuvir', 'Ledipasvir and sofosbuvir', [], {
    components: ['sofosbuvir'],
    brands: ['Harvoni'],
    sideEffects: ['tiredness', 'headache', 'weakness'],
    seriousSideEffects: ['a very slow heartbeat when taken with amiodarone', 'hepatitis B flare in people who had it'],
    warnings: [HCV_BOXED, 'Acid reducers lower ledipasvir absorption; follow the label’s spacing advice.'],
  }),
  drug('meropenem', 'Meropenem', ['antibiotic'], {
    brands: ['Merrem'],
    sideEffects: ['diarrhoea', 'nausea', 'headache', 'rash', 'pain at the injection site'],
    seriousSideEffects: ['seizures', 'severe allergic reaction', 'C. difficile diarrhoea'],
    warnings: ['It lowers valproate levels sharply, which can bring back seizures, so the two are not used together.'],
  }),
  drug('ertapenem', 'Ertapenem', ['antibiotic'], {
    brands: ['Invanz'],
    sideEffects: ['diarrhoea', 'nausea', 'headache', 'pain at the injection site'],
    seriousSideEffects: ['seizures', 'severe allergic reaction', 'C. difficile diarrhoea'],
    warnings: ['It lowers valproate levels sharply, which can bring back seizures, so the two are not used together.'],
  }),
  drug('imipenem-cilastatin', 'Imipenem and cilastatin', ['antibiotic', 'seizure-threshold-lowering'], {
    brands: ['Primaxin'],
    sideEffects: ['nausea', 'diarrhoea', 'rash', 'pain at the injection site'],
    seriousSideEffects: ['seizures', 'severe allergic reaction', 'C. difficile diarrhoea'],
    warnings: ['It lowers valproate levels sharply, which can bring back seizures, so the two are not used together.'],
  }),
  drug('riociguat', 'Riociguat', ['antihypertensive'], {
    brands: ['Adempas'],
    sideEffects: ['headache', 'dizziness', 'indigestion', 'swelling of the legs', 'low blood pressure'],
    seriousSideEffects: ['severe birth defects', 'fainting from low blood pressure', 'bleeding, including coughing up blood'],
    warnings: [
      'Boxed warning: it causes birth defects; pregnancy must be excluded and prevented.',
      'It must not be taken with nitrates or PDE5 inhibitors such as sildenafil or tadalafil, because blood pressure can fall dangerously.',
    ],
  }),
];
