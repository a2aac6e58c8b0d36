/**
 * Antibacterials: penicillins and cephalosporins, macrolides, tetracyclines, fluoroquinolones and
 * other antibacterials; CYP and P-gp classes follow the FDA table of substrates, inhibitors and
 * inducers. Facts follow each drug's FDA label (DailyMed).
 */
import type { Substance } from '../../../types';
import { S, src } from '../../../sources';
import { drug } from '../../builders';

const fqAorta = src(
  'FDA In Brief: fluoroquinolone antibiotics can cause aortic aneurysm in certain patients (2018)',
  'https://www.fda.gov/news-events/fda-brief/fda-brief-fda-warns-fluoroquinolone-antibiotics-can-cause-aortic-aneurysm-certain-patients',
);

const FQ_BOXED =
  'Boxed warning: fluoroquinolones can cause disabling and possibly permanent harm to tendons, muscles, joints, nerves and the brain, and can worsen myasthenia gravis, so they are kept for infections with no good alternative.';
const PENICILLIN_ALLERGY = 'People who have had an allergic reaction to any penicillin should not take it; tell your prescriber or pharmacist about every drug allergy.';
const BETA_LACTAM_ALLERGY = 'Some people allergic to penicillin also react to cephalosporins; tell your prescriber or pharmacist about any antibiotic allergy.';
const CDIFF = 'severe or bloody diarrhoea (C. difficile infection)';

export const antibacterialDrugs: Substance[] = [
  // ------------------------------------------------------------------ penicillins and cephalosporins
  drug('amoxicillin', 'Amoxicillin', ['antibiotic'], {
    brands: ['Amoxil'],
    synonyms: ['amoxicilin', 'amoxycillin', 'amox'],
    sideEffects: ['diarrhoea', 'nausea', 'vomiting', 'skin rash', 'headache'],
    seriousSideEffects: ['severe allergic reaction (anaphylaxis)', 'severe skin reactions with blistering or peeling', CDIFF],
    warnings: [PENICILLIN_ALLERGY, 'A skin rash is more likely in people who have glandular fever (mononucleosis).'],
  }),
  drug('amoxicillin-clavulanate', 'Amoxicillin and clavulanate', ['antibiotic'], {
    components: ['amoxicillin'],
    brands: ['Augmentin', 'Augmentin XR'],
    synonyms: ['co-amoxiclav', 'amox-clav', 'amoxicillin clavulanic acid'],
    sideEffects: ['diarrhoea', 'nausea', 'vomiting', 'skin rash', 'vaginal yeast infection'],
    seriousSideEffects: ['severe allergic reaction (anaphylaxis)', 'liver injury with jaundice', 'severe skin reactions', CDIFF],
    warnings: [
      PENICILLIN_ALLERGY,
      'It can rarely injure the liver, more often in older adults and with longer courses; people who had jaundice or liver problems with it before should not take it again.',
      'Diarrhoea is more common than with amoxicillin alone; taking it at the start of a meal helps.',
    ],
  }),
  drug('penicillin-v', 'Penicillin V', ['antibiotic'], {
    synonyms: ['penicillin VK', 'phenoxymethylpenicillin', 'pen VK'],
    sideEffects: ['nausea', 'vomiting', 'diarrhoea', 'stomach pain'],
    seriousSideEffects: ['severe allergic reaction (anaphylaxis)', CDIFF],
    warnings: [PENICILLIN_ALLERGY],
  }),
  drug('cephalexin', 'Cephalexin', ['antibiotic'], {
    brands: ['Keflex'],
    synonyms: ['cefalexin', 'cephalexen'],
    sideEffects: ['diarrhoea', 'nausea', 'indigestion', 'stomach pain'],
    seriousSideEffects: ['severe allergic reaction (anaphylaxis)', 'severe skin reactions', CDIFF],
    warnings: [BETA_LACTAM_ALLERGY],
  }),
  drug('cefdinir', 'Cefdinir', ['antibiotic', 'cation-chelating'], {
    brands: ['Omnicef'],
    synonyms: ['cefdinar'],
    sideEffects: ['diarrhoea', 'nausea', 'headache', 'vaginal yeast infection', 'skin rash'],
    seriousSideEffects: ['severe allergic reaction (anaphylaxis)', 'severe skin reactions', CDIFF],
    warnings: [
      BETA_LACTAM_ALLERGY,
      'Iron supplements and antacids containing aluminium or magnesium reduce its absorption, so doses need spacing.',
      'Stools can turn reddish when it is taken with iron; this is harmless.',
    ],
  }),
  drug('cefuroxime', 'Cefuroxime', ['antibiotic'], {
    brands: ['Ceftin', 'Zinacef', 'Zinnat'],
    synonyms: ['cefuroxime axetil', 'cefuroxim'],
    sideEffects: ['diarrhoea', 'nausea', 'vomiting', 'vaginal yeast infection'],
    seriousSideEffects: ['severe allergic reaction (anaphylaxis)', 'severe skin reactions', CDIFF],
    warnings: [BETA_LACTAM_ALLERGY, 'Medicines that reduce stomach acid can lower absorption of the tablets and suspension.'],
  }),
  drug('ceftriaxone', 'Ceftriaxone', ['antibiotic'], {
    brands: ['Rocephin'],
    synonyms: ['ceftriaxon', 'rocefin'],
    sideEffects: ['pain or hardness at the injection site', 'diarrhoea', 'rash'],
    seriousSideEffects: ['severe allergic reaction (anaphylaxis)', 'gallbladder sludge or stones', 'breakdown of red blood cells (haemolytic anaemia)', CDIFF],
    warnings: [
      BETA_LACTAM_ALLERGY,
      'It is given by injection; in newborns it must not be given with intravenous calcium solutions, because the two can form deposits in the lungs and kidneys.',
    ],
  }),
  // ------------------------------------------------------------------ macrolides
  drug('azithromycin', 'Azithromycin', ['macrolide', 'qt-prolonging'], {
    brands: ['Zithromax', 'Z-Pak', 'Zmax'],
    synonyms: ['azithromyacin', 'azithro', 'zpak'],
    sideEffects: ['diarrhoea', 'nausea', 'stomach pain', 'vomiting'],
    seriousSideEffects: ['irregular heart rhythm (QT prolongation, torsades de pointes)', 'severe allergic and skin reactions', 'liver injury', CDIFF],
    warnings: [
      'It can lengthen the QT interval and rarely cause a dangerous heart rhythm, especially with low potassium or magnesium, a slow heart rate or other QT-prolonging medicines.',
      'Macrolides can worsen myasthenia gravis; tell your prescriber if you have it.',
    ],
  }),
  drug('clarithromycin', 'Clarithromycin', ['macrolide', 'strong-cyp3a4-inhibitor', 'pgp-inhibitor', 'qt-prolonging', 'oatp1b-inhibitor'], {
    brands: ['Biaxin', 'Klaricid'],
    synonyms: ['clarythromycin', 'clarithro'],
    sideEffects: ['diarrhoea', 'nausea', 'metallic or altered taste', 'stomach pain', 'indigestion'],
    seriousSideEffects: ['irregular heart rhythm (QT prolongation)', 'liver injury', 'severe allergic reactions', CDIFF],
    warnings: [
      'It strongly blocks CYP3A4 and P-gp, so it must not be combined with medicines such as simvastatin, lovastatin, pimozide, ergotamine or (with kidney or liver problems) colchicine; check every other medicine with a pharmacist.',
      'It can lengthen the QT interval.',
      'In people with heart disease, a long-term study found more deaths in the years after a course, so prescribers weigh other antibiotics first.',
    ],
    sources: [S.fdaCyp],
  }),
  drug('erythromycin', 'Erythromycin', ['macrolide', 'moderate-cyp3a4-inhibitor', 'pgp-inhibitor', 'qt-prolonging', 'oatp1b-inhibitor'], {
    brands: ['Ery-Tab', 'E.E.S.', 'EryPed', 'Erythrocin', 'PCE', 'Erymax'],
    synonyms: ['erythromyacin', 'erythro'],
    sideEffects: ['nausea', 'stomach pain', 'vomiting', 'diarrhoea', 'loss of appetite'],
    seriousSideEffects: ['irregular heart rhythm (QT prolongation)', 'liver injury with jaundice', 'temporary hearing loss at high doses', CDIFF],
    warnings: [
      'It blocks CYP3A4 and must not be combined with medicines such as simvastatin, lovastatin, pimozide or ergotamine; check every other medicine with a pharmacist.',
      'It can lengthen the QT interval.',
    ],
    sources: [S.fdaCyp],
  }),
  // ------------------------------------------------------------------ tetracyclines
  drug('doxycycline', 'Doxycycline', ['tetracycline'], {
    brands: ['Vibramycin', 'Doryx', 'Acticlate', 'Oracea', 'Monodox', 'Targadox'],
    synonyms: ['doxycyline', 'doxy', 'doxycycline hyclate'],
    sideEffects: ['nausea', 'diarrhoea', 'heartburn', 'sunburn more easily', 'vaginal yeast infection'],
    seriousSideEffects: ['irritation or ulcers of the food pipe', 'raised pressure in the skull (headache, blurred vision)', 'severe skin reactions', CDIFF],
    warnings: [
      'Calcium, iron, magnesium, zinc, antacids and bismuth reduce its absorption, so doses need spacing; swallow it with plenty of water and not just before lying down.',
      'It can stain developing teeth, so it is generally avoided in pregnancy and in children under 8 except for serious infections.',
      'Skin burns more easily in sunlight during treatment.',
    ],
  }),
  drug('minocycline', 'Minocycline', ['tetracycline'], {
    brands: ['Minocin', 'Solodyn', 'Dynacin', 'Minolira', 'Ximino'],
    synonyms: ['minocyclin', 'mino'],
    sideEffects: ['dizziness or spinning sensation', 'nausea', 'diarrhoea', 'headache', 'blue-grey discoloration of skin or teeth'],
    seriousSideEffects: ['lupus-like illness', 'liver injury', 'raised pressure in the skull', 'severe allergic reactions (DRESS)'],
    warnings: [
      'It can cause dizziness, so take care driving until you know how it affects you.',
      'Minerals and antacids reduce its absorption, so doses need spacing.',
      'It can stain developing teeth and is generally avoided in pregnancy and in children under 8.',
    ],
  }),
  drug('tetracycline', 'Tetracycline', ['tetracycline'], {
    synonyms: ['tetracyclin'],
    sideEffects: ['nausea', 'diarrhoea', 'stomach upset', 'sunburn more easily', 'vaginal yeast infection'],
    seriousSideEffects: ['raised pressure in the skull', 'liver injury', CDIFF],
    warnings: [
      'It is best absorbed on an empty stomach; milk, antacids, calcium, iron and magnesium greatly reduce absorption.',
      'It can stain developing teeth and is generally avoided in pregnancy and in children under 8.',
    ],
  }),
  // ------------------------------------------------------------------ fluoroquinolones
  drug('ciprofloxacin', 'Ciprofloxacin', ['fluoroquinolone', 'strong-cyp1a2-inhibitor', 'qt-prolonging', 'photosensitising', 'seizure-threshold-lowering', 'moderate-cyp3a4-inhibitor'], {
    brands: ['Cipro', 'Cipro XR', 'Ciproxin'],
    synonyms: ['ciproflaxacin', 'ciprofloxin', 'ciprofloxacine'],
    sideEffects: ['nausea', 'diarrhoea', 'headache', 'dizziness', 'rash'],
    seriousSideEffects: [
      'tendon inflammation or rupture',
      'nerve damage in the hands and feet',
      'confusion, agitation, other mental-health effects or seizures',
      'tear or bulge in the aorta',
      'very low or high blood sugar',
    ],
    warnings: [
      FQ_BOXED,
      'It strongly blocks CYP1A2, so it must not be taken with tizanidine and it raises levels of theophylline and caffeine.',
      'Calcium, iron, zinc, magnesium, antacids and dairy-only drinks reduce its absorption, so doses need spacing.',
    ],
    sources: [S.fdaCyp, fqAorta],
  }),
  drug('levofloxacin', 'Levofloxacin', ['fluoroquinolone', 'qt-prolonging', 'photosensitising', 'seizure-threshold-lowering'], {
    brands: ['Levaquin', 'Tavanic'],
    synonyms: ['levofloxacine', 'levoflox'],
    sideEffects: ['nausea', 'diarrhoea', 'headache', 'trouble sleeping', 'dizziness'],
    seriousSideEffects: [
      'tendon inflammation or rupture',
      'nerve damage in the hands and feet',
      'confusion, agitation, other mental-health effects or seizures',
      'irregular heart rhythm (QT prolongation)',
      'very low or high blood sugar',
    ],
    warnings: [
      FQ_BOXED,
      'It can lengthen the QT interval and upset blood sugar control, especially in people taking diabetes medicines.',
      'Antacids, iron, zinc and other mineral products reduce its absorption, so doses need spacing.',
    ],
    sources: [fqAorta],
  }),
  drug('moxifloxacin', 'Moxifloxacin', ['fluoroquinolone', 'qt-prolonging', 'photosensitising', 'seizure-threshold-lowering'], {
    brands: ['Avelox'],
    synonyms: ['moxifloxicin', 'moxi'],
    sideEffects: ['nausea', 'diarrhoea', 'headache', 'dizziness'],
    seriousSideEffects: [
      'tendon inflammation or rupture',
      'nerve damage in the hands and feet',
      'irregular heart rhythm (QT prolongation)',
      'tear or bulge in the aorta',
      'very low or high blood sugar',
    ],
    warnings: [
      FQ_BOXED,
      'It lengthens the QT interval and is avoided with other medicines that do the same, such as several heart-rhythm drugs.',
      'Antacids, iron, zinc and other mineral products reduce its absorption, so doses need spacing.',
    ],
    sources: [fqAorta],
  }),
  // ------------------------------------------------------------------ other antibacterials
  drug('sulfamethoxazole-trimethoprim', 'Sulfamethoxazole and trimethoprim', ['antibiotic', 'cyp2c9-inhibitor', 'potassium-raising', 'photosensitising'], {
    components: ['trimethoprim'],
    brands: ['Bactrim', 'Bactrim DS', 'Septra', 'Septrin'],
    synonyms: ['SMX-TMP', 'TMP-SMX', 'co-trimoxazole'],
    sideEffects: ['nausea', 'vomiting', 'loss of appetite', 'rash', 'itching'],
    seriousSideEffects: [
      'severe skin reactions (Stevens–Johnson syndrome)',
      'high blood potassium',
      'low blood counts',
      'liver injury',
      'low blood sugar',
    ],
    warnings: [
      'People allergic to sulfonamide (“sulfa”) drugs should not take it.',
      'It raises the effect of warfarin and can raise blood potassium, especially with kidney problems or with ACE inhibitors, ARBs or spironolactone.',
      'Drinking plenty of fluids helps prevent crystals in the urine.',
    ],
    sources: [S.fdaCyp],
  }),
  drug('trimethoprim', 'Trimethoprim', ['antibiotic', 'potassium-raising'], {
    brands: ['Primsol'],
    synonyms: ['TMP'],
    sideEffects: ['itching', 'rash', 'nausea', 'upset stomach'],
    seriousSideEffects: ['high blood potassium', 'low blood counts', 'severe skin reactions'],
    warnings: [
      'It can raise blood potassium, particularly with kidney problems or other potassium-raising medicines.',
      'It interferes with folate, which matters in pregnancy and alongside methotrexate.',
    ],
  }),
  drug('nitrofurantoin', 'Nitrofurantoin', ['antibiotic'], {
    brands: ['Macrobid', 'Macrodantin', 'Furadantin'],
    synonyms: ['nitrofurantion', 'nitrofurantoine'],
    sideEffects: ['nausea', 'headache', 'gas', 'brown or dark yellow urine', 'loss of appetite'],
    seriousSideEffects: ['sudden or long-term lung reactions', 'liver injury', 'nerve damage in the hands and feet', 'breakdown of red blood cells (G6PD deficiency)', CDIFF],
    warnings: [
      'It is not suitable when kidney function is markedly reduced, because it then fails to reach the urine and side effects rise.',
      'Long-term use needs watching for lung, liver and nerve problems.',
      'Taking it with food improves absorption and comfort.',
    ],
  }),
  drug('metronidazole', 'Metronidazole', ['antibiotic', 'cyp2c9-inhibitor'], {
    brands: ['Flagyl', 'Likmez'],
    synonyms: ['metronidazol', 'metro'],
    sideEffects: ['nausea', 'metallic taste', 'headache', 'loss of appetite', 'dark urine'],
    seriousSideEffects: ['seizures or brain effects (encephalopathy)', 'nerve damage in the hands and feet', 'severe skin reactions'],
    warnings: [
      'Boxed warning: it caused cancer in mice and rats, so it should be used only when needed.',
      'Alcohol during treatment and for 3 days afterwards can cause flushing, cramps, vomiting and a fast heartbeat.',
      'It raises the effect of warfarin and can raise lithium levels.',
    ],
  }),
  drug('tinidazole', 'Tinidazole', ['antibiotic'], {
    brands: ['Tindamax'],
    synonyms: ['tinidazol'],
    sideEffects: ['metallic or bitter taste', 'nausea', 'loss of appetite', 'tiredness'],
    seriousSideEffects: ['seizures', 'nerve damage in the hands and feet', 'severe allergic reactions'],
    warnings: [
      'Boxed warning: a related medicine caused cancer in mice and rats, so it should be used only when needed.',
      'Alcohol during treatment and for 3 days afterwards can cause flushing, cramps and vomiting.',
    ],
  }),
  drug('clindamycin', 'Clindamycin', ['antibiotic'], {
    brands: ['Cleocin', 'Dalacin C'],
    synonyms: ['clindamyacin', 'clinda'],
    sideEffects: ['diarrhoea', 'nausea', 'stomach pain', 'rash'],
    seriousSideEffects: [CDIFF, 'severe skin reactions', 'severe allergic reactions', 'jaundice or liver injury'],
    warnings: [
      'Boxed warning: it can cause C. difficile infection, with diarrhoea that may be severe or life-threatening, even weeks after the course ends; report watery or bloody diarrhoea.',
      'Capsules are swallowed with a full glass of water to avoid irritating the food pipe.',
    ],
  }),
  drug('linezolid', 'Linezolid', ['antibiotic', 'maoi'], {
    brands: ['Zyvox'],
    synonyms: ['linezolide'],
    sideEffects: ['diarrhoea', 'headache', 'nausea', 'vomiting'],
    seriousSideEffects: [
      'serotonin syndrome with serotonergic medicines',
      'low blood counts',
      'nerve damage in the hands, feet or eyes with long courses',
      'lactic acidosis',
      'low blood sugar in people on diabetes medicines',
    ],
    warnings: [
      'It is a reversible MAO inhibitor: with SSRIs, SNRIs and other serotonergic medicines it can cause serotonin syndrome, and with decongestants or stimulants it can raise blood pressure.',
      'Large amounts of tyramine-rich food (aged cheese, cured meats, tap beer) are avoided during treatment.',
      'Blood counts are usually checked during treatment, especially for courses longer than 2 weeks.',
    ],
  }),
  drug('rifampin', 'Rifampin', ['rifamycin', 'strong-cyp3a4-inducer', 'hepatotoxic', 'pgp-inducer'], {
    brands: ['Rifadin', 'Rimactane'],
    synonyms: ['rifampicin', 'RIF'],
    sideEffects: ['orange-red urine, sweat and tears', 'nausea', 'heartburn', 'headache', 'flu-like symptoms'],
    seriousSideEffects: ['liver injury', 'severe allergic and skin reactions', 'low platelets with bleeding', CDIFF],
    warnings: [
      'It speeds up the breakdown of many medicines, including warfarin, HIV and hepatitis C medicines, transplant drugs and some heart drugs; several combinations are not allowed.',
      'Hormonal contraceptives may fail, so another method is needed during treatment and for a while after.',
      'It can permanently stain soft contact lenses.',
    ],
    sources: [S.fdaCyp],
  }),
  drug('rifabutin', 'Rifabutin', ['rifamycin', 'cyp3a4-inducer'], {
    brands: ['Mycobutin'],
    synonyms: ['rifabutine'],
    sideEffects: ['orange-brown urine and body fluids', 'rash', 'nausea', 'stomach upset'],
    seriousSideEffects: ['eye inflammation (uveitis)', 'low white blood cells', CDIFF],
    warnings: [
      'It speeds up the breakdown of several medicines, including hormonal contraceptives, though less strongly than rifampin.',
      'CYP3A4 blockers such as clarithromycin and some HIV medicines raise its levels and the risk of uveitis.',
    ],
    sources: [S.fdaCyp],
  }),
  drug('isoniazid', 'Isoniazid', ['antibiotic', 'hepatotoxic'], {
    synonyms: ['INH', 'isoniazide'],
    sideEffects: ['nausea', 'loss of appetite', 'tiredness', 'tingling in the hands and feet'],
    seriousSideEffects: ['severe hepatitis', 'nerve damage in the hands and feet', 'severe skin reactions', 'seizures (in overdose)'],
    warnings: [
      'Boxed warning: it can cause severe and sometimes fatal hepatitis; the risk rises with age and daily alcohol use, and liver symptoms need prompt reporting.',
      'Vitamin B6 (pyridoxine) is often given with it to prevent nerve damage.',
      'It raises phenytoin and carbamazepine levels, and tyramine- or histamine-rich foods (aged cheese, some fish such as tuna) can cause flushing, headache or palpitations.',
    ],
  }),
  drug('vancomycin', 'Vancomycin', ['antibiotic'], {
    brands: ['Vancocin', 'Firvanq'],
    synonyms: ['vanco', 'vancomyacin', 'oral vancomycin'],
    sideEffects: ['nausea', 'stomach pain', 'bad taste (oral liquid)', 'diarrhoea'],
    seriousSideEffects: ['kidney injury (mainly when given into a vein)', 'hearing loss', 'severe skin reactions', 'flushing reaction during infusion'],
    warnings: [
      'Taken by mouth it stays in the gut and is used for C. difficile infection; it does not treat infections elsewhere in the body.',
      'Given into a vein it needs blood-level checks because it can harm the kidneys and hearing.',
    ],
  }),
];
