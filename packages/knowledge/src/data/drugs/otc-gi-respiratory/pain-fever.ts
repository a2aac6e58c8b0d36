/**
 * Pain and fever medicines: acetaminophen, aspirin, NSAIDs and the common OTC combinations that
 * contain them. Side effects and warnings are our own summaries of each FDA label on DailyMed
 * (always cited by drug()).
 */
import type { Substance } from '../../../types';
import { src } from '../../../sources';
import { drug } from '../../builders';

const fdaNsaidPregnancy = src(
  'FDA Drug Safety Communication: avoid NSAIDs in pregnancy at 20 weeks or later because they can result in low amniotic fluid (2020)',
  'https://www.fda.gov/drugs/drug-safety-and-availability/fda-recommends-avoiding-use-nsaids-pregnancy-20-weeks-or-later-because-they-can-result-low-amniotic',
);

/** The NSAID boxed warning, in our words. */
const nsaidBoxed =
  'Like all NSAIDs it can raise the chance of heart attack and stroke, even in the first weeks of use, and can cause stomach or gut bleeding without warning; use the lowest dose for the shortest time.';
const nsaidPregnancy =
  'Avoid it from about 20 weeks of pregnancy unless your prescriber advises it, because it can harm the unborn baby’s kidneys.';
const nsaidSide = ['Heartburn or indigestion', 'Nausea', 'Stomach pain', 'Dizziness', 'Mild swelling from fluid retention'];
const nsaidSerious = [
  'Stomach or gut bleeding or ulcers (black stools, vomiting blood)',
  'Heart attack or stroke',
  'Kidney problems',
  'High blood pressure or worsening heart failure',
  'Severe allergic or skin reactions',
];

export const painFeverDrugs: Substance[] = [
  drug('acetaminophen', 'Acetaminophen', ['hepatotoxic'], {
    brands: ['Tylenol', 'Panadol', 'Calpol', 'Mapap', 'FeverAll', 'Ofirmev'],
    synonyms: ['paracetamol', 'APAP', 'acetominophen', 'acetaminophin', 'acetamenophen', 'tylenal', 'tylanol', 'paracetemol', 'paracetomol', 'N-acetyl-p-aminophenol'],
    sideEffects: ['Usually few side effects at label doses', 'Nausea', 'Headache', 'Rash (uncommon)'],
    seriousSideEffects: ['Severe liver damage with overdose or heavy drinking', 'Serious skin reactions (blistering or peeling rash)', 'Severe allergic reaction'],
    warnings: [
      'Adults should not take more than 4,000 mg in 24 hours from all products together, and many labels set 3,000 mg; more can cause severe, even fatal liver damage.',
      'Acetaminophen is in many cold, flu, sleep and prescription pain products, so check every label to avoid a double dose.',
      'Ask your prescriber or pharmacist before use if you have liver disease or drink three or more alcoholic drinks a day.',
    ],
  }),
  drug('aspirin', 'Aspirin', ['antiplatelet', 'nsaid'], {
    brands: ['Bayer', 'Ecotrin', 'Bufferin', 'St. Joseph', 'Durlaza', 'Vazalore', 'Disprin', 'Aspro', 'Alka-Seltzer Original'],
    synonyms: ['ASA', 'acetylsalicylic acid', 'baby aspirin', 'low-dose aspirin', 'low dose aspirin', 'asprin', 'aspirine', 'asperin'],
    sideEffects: ['Upset stomach or heartburn', 'Nausea', 'Bruising more easily', 'Minor bleeding such as nosebleeds or bleeding gums'],
    seriousSideEffects: [
      'Stomach or gut bleeding (black stools, vomiting blood)',
      'Bleeding in the brain',
      'Ringing in the ears or hearing loss (a sign of too much)',
      'Asthma attacks or allergic reactions in sensitive people',
      'Reye’s syndrome in children and teenagers',
    ],
    warnings: [
      'Children and teenagers who have or are getting over chickenpox or flu-like illness should not take aspirin because of the risk of Reye’s syndrome, a rare but serious illness.',
      'Aspirin can cause serious stomach bleeding, more likely after age 60, with a past ulcer, with blood thinners, steroids or other NSAIDs, or with three or more alcoholic drinks a day.',
      'Do not start or stop daily low-dose aspirin on your own; talk to your prescriber first.',
    ],
  }),
  drug('ibuprofen', 'Ibuprofen', ['nsaid'], {
    brands: ['Advil', 'Motrin', 'Nurofen', 'Brufen', 'Caldolor', 'Calprofen'],
    synonyms: ['ibuprofin', 'ibuprophen', 'ibuprofene', 'ibruprofen', 'ibuprofen lysine'],
    sideEffects: nsaidSide,
    seriousSideEffects: nsaidSerious,
    warnings: [
      nsaidBoxed,
      nsaidPregnancy,
      'If you take low-dose aspirin for your heart, ask a pharmacist how to time ibuprofen, because it can reduce aspirin’s protective effect.',
    ],
    sources: [fdaNsaidPregnancy],
  }),
  drug('naproxen', 'Naproxen', ['nsaid'], {
    brands: ['Aleve', 'Naprosyn', 'EC-Naprosyn', 'Anaprox DS', 'Naprelan', 'Feminax Ultra'],
    synonyms: ['naproxen sodium', 'naproxin', 'naproxene', 'naprosin', 'naproxen na'],
    sideEffects: ['Heartburn or indigestion', 'Stomach pain', 'Nausea', 'Headache', 'Drowsiness or dizziness', 'Mild swelling from fluid retention'],
    seriousSideEffects: nsaidSerious,
    warnings: [
      nsaidBoxed,
      nsaidPregnancy,
      'Naproxen lasts longer than ibuprofen, so do not take more doses in 24 hours than the label allows.',
    ],
    sources: [fdaNsaidPregnancy],
  }),
  drug('diclofenac', 'Diclofenac', ['nsaid'], {
    brands: ['Voltaren', 'Voltaren Arthritis Pain', 'Voltarol', 'Cataflam', 'Cambia', 'Zipsor', 'Zorvolex', 'Flector', 'Pennsaid', 'Lofena'],
    synonyms: ['diclofenac sodium', 'diclofenac potassium', 'diclofenac epolamine', 'diclofenac gel', 'topical diclofenac', 'diclofenec', 'diclofenic', 'diclophenac'],
    sideEffects: ['Stomach pain or heartburn', 'Nausea', 'Diarrhea', 'Headache', 'Skin irritation where the gel or patch is applied'],
    seriousSideEffects: [
      'Stomach or gut bleeding or ulcers',
      'Heart attack or stroke',
      'Liver injury (yellow skin or eyes, dark urine)',
      'Kidney problems',
      'Severe allergic or skin reactions',
    ],
    warnings: [
      nsaidBoxed,
      'Diclofenac can raise liver enzymes and rarely injure the liver; ask your prescriber about liver tests if you use tablets long term.',
      'The gel puts much less drug into the blood than tablets but carries the same NSAID warnings; do not combine gel with oral NSAIDs unless your prescriber says so.',
    ],
    sources: [fdaNsaidPregnancy],
  }),
  drug('meloxicam', 'Meloxicam', ['nsaid'], {
    brands: ['Mobic', 'Vivlodex', 'Anjeso', 'Qmiiz ODT'],
    synonyms: ['meloxican', 'meloxicam tablets', 'meloxicum', 'meloxicom'],
    sideEffects: ['Indigestion or stomach pain', 'Diarrhea', 'Nausea', 'Headache', 'Swelling of ankles or legs'],
    seriousSideEffects: nsaidSerious,
    warnings: [nsaidBoxed, nsaidPregnancy, 'Meloxicam is taken once a day; do not take more than the daily dose you were prescribed, as higher doses add risk.'],
    sources: [fdaNsaidPregnancy],
  }),
  drug('celecoxib', 'Celecoxib', ['nsaid', 'cyp2c9-sensitive-substrate'], {
    brands: ['Celebrex', 'Elyxyb'],
    synonyms: ['celecoxcib', 'celecoxib capsules', 'celocoxib', 'celicoxib'],
    sideEffects: ['Indigestion or stomach pain', 'Diarrhea', 'Gas', 'Swelling of ankles or legs', 'Upper respiratory infection'],
    seriousSideEffects: nsaidSerious,
    warnings: [
      nsaidBoxed,
      nsaidPregnancy,
      'Tell your prescriber if you have ever reacted to sulfonamide (“sulfa”) medicines, because the label lists this as a reason not to use it.',
    ],
    sources: [fdaNsaidPregnancy],
  }),
  drug('indomethacin', 'Indomethacin', ['nsaid'], {
    brands: ['Indocin', 'Tivorbex'],
    synonyms: ['indometacin', 'indomethacine', 'indomethicin', 'indomethacin er'],
    sideEffects: ['Headache', 'Dizziness', 'Indigestion or heartburn', 'Nausea', 'Tiredness'],
    seriousSideEffects: [...nsaidSerious.slice(0, 4), 'Worsening depression, confusion or seizures'],
    warnings: [
      nsaidBoxed,
      nsaidPregnancy,
      'It often causes headache and dizziness and can worsen depression, epilepsy or Parkinson’s disease; take care with driving.',
    ],
    sources: [fdaNsaidPregnancy],
  }),
  drug('ketorolac', 'Ketorolac', ['nsaid'], {
    brands: ['Toradol', 'Sprix'],
    synonyms: ['ketorolac tromethamine', 'ketorlac', 'ketoralac', 'toradol shot'],
    sideEffects: ['Indigestion or stomach pain', 'Nausea', 'Headache', 'Drowsiness or dizziness', 'Swelling'],
    seriousSideEffects: ['Stomach or gut bleeding', 'Sudden kidney injury', 'Heart attack or stroke', 'Bleeding after surgery', 'Severe allergic reaction'],
    warnings: [
      'Ketorolac is a strong NSAID for short-term use only: all forms together should not be used for more than 5 days.',
      'It carries a high risk of stomach bleeding and kidney injury and must not be combined with aspirin or other NSAIDs.',
      nsaidPregnancy,
    ],
    sources: [fdaNsaidPregnancy],
  }),
  drug('nabumetone', 'Nabumetone', ['nsaid'], {
    brands: ['Relafen', 'Relafen DS'],
    synonyms: ['nabumeton', 'nabumatone'],
    sideEffects: ['Diarrhea', 'Indigestion or stomach pain', 'Nausea', 'Gas', 'Dizziness or headache'],
    seriousSideEffects: nsaidSerious,
    warnings: [nsaidBoxed, nsaidPregnancy],
    sources: [fdaNsaidPregnancy],
  }),
  drug('etodolac', 'Etodolac', ['nsaid'], {
    brands: ['Lodine', 'Lodine XL'],
    synonyms: ['etodalac', 'etodolac er'],
    sideEffects: ['Indigestion or stomach pain', 'Nausea', 'Diarrhea', 'Dizziness', 'Gas'],
    seriousSideEffects: nsaidSerious,
    warnings: [nsaidBoxed, nsaidPregnancy],
    sources: [fdaNsaidPregnancy],
  }),
  drug('piroxicam', 'Piroxicam', ['nsaid'], {
    brands: ['Feldene'],
    synonyms: ['piroxicam capsules', 'piroxicum'],
    sideEffects: ['Indigestion or stomach pain', 'Nausea', 'Diarrhea or constipation', 'Dizziness', 'Swelling'],
    seriousSideEffects: nsaidSerious,
    warnings: [
      nsaidBoxed,
      nsaidPregnancy,
      'Piroxicam stays in the body for several days, so side effects can build up; use the lowest dose that helps.',
    ],
    sources: [fdaNsaidPregnancy],
  }),
  drug('ketoprofen', 'Ketoprofen', ['nsaid'], {
    brands: ['Orudis', 'Oruvail'],
    synonyms: ['ketoprofen er', 'ketoprofin'],
    sideEffects: ['Indigestion or stomach pain', 'Nausea', 'Diarrhea or constipation', 'Headache', 'Dizziness'],
    seriousSideEffects: nsaidSerious,
    warnings: [nsaidBoxed, nsaidPregnancy],
    sources: [fdaNsaidPregnancy],
  }),
  drug('sulindac', 'Sulindac', ['nsaid'], {
    brands: ['Clinoril'],
    synonyms: ['sulindak', 'sulindac tablets'],
    sideEffects: ['Indigestion or stomach pain', 'Nausea', 'Diarrhea or constipation', 'Headache', 'Dizziness', 'Rash'],
    seriousSideEffects: [...nsaidSerious.slice(0, 4), 'Pancreatitis or liver injury (rare)'],
    warnings: [nsaidBoxed, nsaidPregnancy],
    sources: [fdaNsaidPregnancy],
  }),
  drug('oxaprozin', 'Oxaprozin', ['nsaid'], {
    brands: ['Daypro', 'Coxanto'],
    synonyms: ['oxaprozen'],
    sideEffects: ['Indigestion or stomach pain', 'Nausea', 'Diarrhea or constipation', 'Rash', 'Swelling'],
    seriousSideEffects: nsaidSerious,
    warnings: [nsaidBoxed, nsaidPregnancy],
    sources: [fdaNsaidPregnancy],
  }),
  drug('acetaminophen-aspirin-caffeine', 'Acetaminophen, aspirin and caffeine', ['caffeine-source'], {
    brands: ['Excedrin', 'Excedrin Extra Strength', 'Excedrin Migraine', 'Goody’s Extra Strength', 'Vanquish'],
    synonyms: ['aspirin acetaminophen caffeine', 'paracetamol aspirin caffeine', 'excederin'],
    components: ['acetaminophen', 'aspirin', 'caffeine'],
    sideEffects: ['Upset stomach or heartburn', 'Nausea', 'Nervousness or jitteriness', 'Trouble sleeping', 'Fast heartbeat'],
    seriousSideEffects: ['Stomach or gut bleeding', 'Severe liver damage with too much acetaminophen', 'Reye’s syndrome in children and teenagers', 'Severe allergic reaction'],
    warnings: [
      'It contains acetaminophen, aspirin and caffeine, so do not take it with other products containing any of these.',
      'The aspirin part can cause stomach bleeding and should not be given to children or teenagers with chickenpox or flu-like illness.',
      'See a doctor about a headache that is new, different from usual, or comes with fever, stiff neck or confusion.',
    ],
  }),
  drug('acetaminophen-diphenhydramine', 'Acetaminophen and diphenhydramine', [], {
    brands: ['Tylenol PM', 'Excedrin PM', 'Goody’s PM', 'Panadol Night'],
    synonyms: ['paracetamol diphenhydramine', 'acetaminophen pm'],
    components: ['acetaminophen', 'diphenhydramine'],
    sideEffects: ['Drowsiness', 'Next-day grogginess', 'Dry mouth', 'Dizziness', 'Constipation'],
    seriousSideEffects: ['Severe liver damage with too much acetaminophen', 'Confusion or falls, especially in older adults', 'Trouble urinating'],
    warnings: [
      'Take it only at bedtime and not with other acetaminophen or diphenhydramine products.',
      'It causes strong drowsiness; avoid alcohol and do not drive after taking it.',
    ],
  }),
  drug('ibuprofen-diphenhydramine', 'Ibuprofen and diphenhydramine', [], {
    brands: ['Advil PM', 'Motrin PM'],
    synonyms: ['ibuprofen pm'],
    components: ['ibuprofen', 'diphenhydramine'],
    sideEffects: ['Drowsiness', 'Next-day grogginess', 'Dry mouth', 'Heartburn or stomach upset', 'Dizziness'],
    seriousSideEffects: ['Stomach or gut bleeding', 'Heart attack or stroke', 'Kidney problems', 'Confusion or falls, especially in older adults'],
    warnings: [
      'Take it only at bedtime and not with other NSAIDs or diphenhydramine products.',
      'It causes strong drowsiness; avoid alcohol and do not drive after taking it.',
      nsaidPregnancy,
    ],
    sources: [fdaNsaidPregnancy],
  }),
];
