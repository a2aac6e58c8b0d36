/**
 * Prostate and bladder medicines and PDE5 inhibitors. Facts follow each drug's FDA label
 * (DailyMed).
 */
import type { Substance } from '../../../types';
import { S } from '../../../sources';
import { drug } from '../../builders';

const ALPHA_DIZZY = 'It can cause dizziness or fainting when standing up, especially at the start of treatment.';
const CATARACT = 'Tell your eye surgeon you take or have taken it before cataract surgery (floppy iris syndrome).';
const ANTIMUSCARINIC_SIDE = ['dry mouth', 'constipation', 'blurred vision', 'drowsiness', 'dizziness'];
const ANTIMUSCARINIC_SERIOUS = ['confusion or hallucinations, especially in older adults', 'inability to pass urine', 'overheating from reduced sweating', 'swelling of the face or throat (angioedema)'];
const ANTIMUSCARINIC_CNS = 'It can cause confusion and drowsiness, especially in older adults and with other anticholinergic medicines.';
const ANTIMUSCARINIC_CONTRA = 'It is not suitable for people with urinary retention, stomach retention or uncontrolled narrow-angle glaucoma.';
const PDE5_NITRATE = 'It must never be combined with nitrates (such as nitroglycerin or isosorbide) or riociguat, because blood pressure can fall dangerously.';
const PDE5_SIDE_SERIOUS = [
  'dangerous drop in blood pressure with nitrates',
  'sudden loss of vision in one or both eyes',
  'sudden hearing loss',
  'erection lasting more than 4 hours',
  'chest pain during sexual activity',
];
const FIVE_ARI_PREGNANCY = 'Women who are or may become pregnant should not handle broken or crushed tablets or leaking capsules, because it can harm a male baby.';
const FIVE_ARI_PSA = 'It lowers PSA by about half, which is taken into account in prostate cancer screening.';

export const urologyDrugs: Substance[] = [
  // ------------------------------------------------------------------ prostate and bladder
  drug('tamsulosin', 'Tamsulosin', ['alpha-blocker', 'cyp3a4-sensitive-substrate'], {
    brands: ['Flomax', 'Flomaxtra'],
    synonyms: ['tamsulosine', 'tamsolusin'],
    sideEffects: ['dizziness', 'runny or stuffy nose', 'abnormal ejaculation', 'headache', 'back pain'],
    seriousSideEffects: ['fainting or low blood pressure on standing', 'erection lasting more than 4 hours', 'floppy iris syndrome during cataract surgery', 'severe allergic reactions'],
    warnings: [ALPHA_DIZZY, CATARACT, 'Strong CYP3A4 blockers such as ketoconazole raise its levels and are not used with it.'],
    sources: [S.fdaCyp],
  }),
  drug('alfuzosin', 'Alfuzosin', ['alpha-blocker', 'cyp3a4-sensitive-substrate'], {
    brands: ['Uroxatral', 'Xatral'],
    synonyms: ['alfusozin'],
    sideEffects: ['dizziness', 'headache', 'tiredness', 'upper respiratory infection'],
    seriousSideEffects: ['fainting or low blood pressure on standing', 'erection lasting more than 4 hours', 'floppy iris syndrome during cataract surgery', 'irregular heart rhythm (QT prolongation)'],
    warnings: [
      'It must not be taken with strong CYP3A4 blockers such as ketoconazole, itraconazole, clarithromycin or ritonavir.',
      ALPHA_DIZZY,
      'It is taken right after the same meal each day.',
    ],
    sources: [S.fdaCyp],
  }),
  drug('silodosin', 'Silodosin', ['alpha-blocker', 'cyp3a4-sensitive-substrate'], {
    brands: ['Rapaflo', 'Urorec'],
    synonyms: ['silodosine'],
    sideEffects: ['little or no semen on ejaculation', 'dizziness', 'diarrhoea', 'headache', 'stuffy nose'],
    seriousSideEffects: ['fainting or low blood pressure on standing', 'floppy iris syndrome during cataract surgery', 'severe allergic or skin reactions'],
    warnings: ['It must not be taken with strong CYP3A4 blockers such as ketoconazole, clarithromycin or ritonavir.', ALPHA_DIZZY, 'It is taken with a meal.'],
    sources: [S.fdaCyp],
  }),
  drug('finasteride', 'Finasteride', [], {
    brands: ['Proscar', 'Propecia'],
    synonyms: ['finastride', 'finasterid'],
    sideEffects: ['lower sex drive', 'erection problems', 'less semen', 'breast tenderness or enlargement'],
    seriousSideEffects: ['depression or suicidal thoughts (reported)', 'male breast cancer (reported)', 'severe allergic reactions'],
    warnings: [FIVE_ARI_PREGNANCY, FIVE_ARI_PSA, 'Mood changes, including depression and suicidal thoughts, have been reported; tell your prescriber about any.'],
  }),
  drug('dutasteride', 'Dutasteride', [], {
    brands: ['Avodart', 'Jalyn'],
    synonyms: ['dutasterid'],
    sideEffects: ['erection problems', 'lower sex drive', 'ejaculation problems', 'breast tenderness or enlargement'],
    seriousSideEffects: ['small rise in high-grade prostate cancer', 'severe allergic reactions'],
    warnings: [FIVE_ARI_PREGNANCY, FIVE_ARI_PSA, 'Blood should not be donated until 6 months after the last dose.'],
  }),
  drug('oxybutynin', 'Oxybutynin', ['urinary-antispasmodic'], {
    brands: ['Ditropan', 'Ditropan XL', 'Oxytrol', 'Gelnique', 'Kentera'],
    synonyms: ['oxybutinin', 'oxybutinine'],
    sideEffects: ANTIMUSCARINIC_SIDE,
    seriousSideEffects: ANTIMUSCARINIC_SERIOUS,
    warnings: [ANTIMUSCARINIC_CNS, 'It reduces sweating, so take care in hot weather.', ANTIMUSCARINIC_CONTRA],
  }),
  drug('tolterodine', 'Tolterodine', ['urinary-antispasmodic', 'cyp2d6-sensitive-substrate'], {
    brands: ['Detrol', 'Detrol LA', 'Detrusitol'],
    synonyms: ['tolterodin'],
    sideEffects: ANTIMUSCARINIC_SIDE,
    seriousSideEffects: ANTIMUSCARINIC_SERIOUS,
    warnings: [ANTIMUSCARINIC_CNS, 'With strong CYP3A4 blockers such as ketoconazole or clarithromycin, a lower dose is used.', ANTIMUSCARINIC_CONTRA],
    sources: [S.fdaCyp],
  }),
  drug('solifenacin', 'Solifenacin', ['urinary-antispasmodic'], {
    brands: ['Vesicare', 'Vesicare LS'],
    synonyms: ['solifenacine'],
    sideEffects: ANTIMUSCARINIC_SIDE,
    seriousSideEffects: ANTIMUSCARINIC_SERIOUS,
    warnings: [ANTIMUSCARINIC_CNS, 'With strong CYP3A4 blockers such as ketoconazole, the dose should not exceed 5 mg a day.', ANTIMUSCARINIC_CONTRA],
    sources: [S.fdaCyp],
  }),
  drug('trospium', 'Trospium', ['urinary-antispasmodic'], {
    brands: ['Sanctura', 'Regurin'],
    synonyms: ['trospium chloride'],
    sideEffects: ANTIMUSCARINIC_SIDE,
    seriousSideEffects: ANTIMUSCARINIC_SERIOUS,
    warnings: [
      'It is taken on an empty stomach, at least an hour before a meal; alcohol is avoided within 2 hours of the extended-release capsule.',
      ANTIMUSCARINIC_CONTRA,
    ],
  }),
  drug('fesoterodine', 'Fesoterodine', ['urinary-antispasmodic'], {
    brands: ['Toviaz'],
    synonyms: ['fesoterodin'],
    sideEffects: ANTIMUSCARINIC_SIDE,
    seriousSideEffects: ANTIMUSCARINIC_SERIOUS,
    warnings: [ANTIMUSCARINIC_CNS, 'With strong CYP3A4 blockers such as ketoconazole or clarithromycin, the dose should not exceed 4 mg a day.', ANTIMUSCARINIC_CONTRA],
    sources: [S.fdaCyp],
  }),
  drug('darifenacin', 'Darifenacin', ['urinary-antispasmodic', 'cyp3a4-sensitive-substrate'], {
    brands: ['Enablex', 'Emselex'],
    synonyms: ['darifenacine'],
    sideEffects: ANTIMUSCARINIC_SIDE,
    seriousSideEffects: ANTIMUSCARINIC_SERIOUS,
    warnings: [ANTIMUSCARINIC_CNS, 'With strong CYP3A4 blockers such as ketoconazole or clarithromycin, the dose should not exceed 7.5 mg a day.', ANTIMUSCARINIC_CONTRA],
    sources: [S.fdaCyp],
  }),
  drug('mirabegron', 'Mirabegron', ['cyp2d6-inhibitor'], {
    brands: ['Myrbetriq', 'Betmiga'],
    synonyms: ['mirabegrone'],
    sideEffects: ['raised blood pressure', 'headache', 'urinary tract infection', 'cold-like symptoms', 'constipation'],
    seriousSideEffects: ['severe rise in blood pressure', 'inability to pass urine', 'swelling of the face or throat (angioedema)'],
    warnings: [
      'It can raise blood pressure, so blood pressure is checked, and it is not recommended in severe uncontrolled hypertension.',
      'It raises levels of some medicines cleared by CYP2D6, such as metoprolol and desipramine, and of digoxin.',
    ],
    sources: [S.fdaCyp],
  }),
  // ------------------------------------------------------------------ PDE5 inhibitors
  drug('sildenafil', 'Sildenafil', ['pde5-inhibitor', 'cyp3a4-sensitive-substrate'], {
    brands: ['Viagra', 'Revatio', 'Liqrev'],
    synonyms: ['sildenifil', 'sildenafill'],
    sideEffects: ['headache', 'flushing', 'indigestion', 'stuffy nose', 'blue-tinged or blurred vision'],
    seriousSideEffects: PDE5_SIDE_SERIOUS,
    warnings: [
      PDE5_NITRATE,
      'Alpha blockers and strong CYP3A4 blockers such as ritonavir add to its effects, so lower doses are used.',
      'Seek urgent help for an erection lasting more than 4 hours or for sudden loss of vision or hearing.',
    ],
    sources: [S.fdaCyp],
  }),
  drug('tadalafil', 'Tadalafil', ['pde5-inhibitor'], {
    brands: ['Cialis', 'Adcirca', 'Alyq', 'Tadliq'],
    synonyms: ['tadalifil', 'tadalafill'],
    sideEffects: ['headache', 'indigestion', 'back pain', 'muscle aches', 'flushing'],
    seriousSideEffects: PDE5_SIDE_SERIOUS,
    warnings: [
      PDE5_NITRATE,
      'Its effect lasts up to 36 hours, so at least 48 hours should pass before a nitrate is given.',
      'Strong CYP3A4 blockers such as ketoconazole or ritonavir raise its levels, so lower doses are used.',
    ],
    sources: [S.fdaCyp],
  }),
  drug('vardenafil', 'Vardenafil', ['pde5-inhibitor', 'cyp3a4-sensitive-substrate'], {
    brands: ['Levitra', 'Staxyn'],
    synonyms: ['vardenafill'],
    sideEffects: ['headache', 'flushing', 'stuffy nose', 'indigestion', 'dizziness'],
    seriousSideEffects: [...PDE5_SIDE_SERIOUS.slice(0, 4), 'irregular heart rhythm (QT prolongation)'],
    warnings: [
      PDE5_NITRATE,
      'It can slightly lengthen the QT interval and is avoided with congenital long QT or certain heart-rhythm drugs.',
      'Strong CYP3A4 blockers such as ketoconazole or ritonavir raise its levels, so lower doses are used or the combination is avoided.',
    ],
    sources: [S.fdaCyp],
  }),
];
