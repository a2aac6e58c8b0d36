/**
 * Chemotherapy and surgery anti-nausea medicines beside ondansetron (otc-gi-respiratory/stomach-bowel.ts): the
 * 5-HT3 receptor antagonists (and alosetron, the one for severe diarrhoea-predominant IBS), which
 * apomorphine's label rules out, and aprepitant, a moderate CYP3A inhibitor in the FDA table.
 */
import { drug } from '../builders';
import type { Substance } from '../../types';

const apomorphineWarning = 'Never take it with apomorphine (Apokyn): together they can cause a severe drop in blood pressure and fainting.';
const serotonin = 'With other serotonin-raising medicines it can rarely cause serotonin syndrome (agitation, fever, stiffness, fast heartbeat).';

export const chemotherapyAntiemeticDrugs: Substance[] = [
  drug('granisetron', 'Granisetron', ['antiemetic', '5ht3-antagonist', 'serotonergic', 'qt-prolonging'], {
    brands: ['Sancuso', 'Sustol', 'Kytril'],
    synonyms: ['granisetron hcl', 'granisetron patch', 'granisatron'],
    sideEffects: ['Constipation', 'Headache', 'Tiredness', 'Skin reaction at the patch or injection site'],
    seriousSideEffects: ['Serotonin syndrome with other serotonergic medicines', 'QT prolongation', 'Hidden bowel blockage'],
    warnings: [apomorphineWarning, serotonin],
  }),
  drug('palonosetron', 'Palonosetron', ['antiemetic', '5ht3-antagonist', 'serotonergic'], {
    brands: ['Aloxi', 'Posfrea'],
    synonyms: ['palonosetron hcl', 'palonosteron'],
    sideEffects: ['Headache', 'Constipation', 'Dizziness'],
    seriousSideEffects: ['Serotonin syndrome with other serotonergic medicines', 'Severe allergic reaction'],
    warnings: [apomorphineWarning, serotonin],
  }),
  drug('dolasetron', 'Dolasetron', ['antiemetic', '5ht3-antagonist', 'serotonergic', 'qt-prolonging'], {
    brands: ['Anzemet'],
    synonyms: ['dolasetron mesylate', 'dolasteron'],
    sideEffects: ['Headache', 'Tiredness', 'Diarrhea', 'Dizziness'],
    seriousSideEffects: ['QT and PR prolongation and dangerous heart rhythm', 'Serotonin syndrome with other serotonergic medicines'],
    warnings: [apomorphineWarning, 'It can lengthen the QT and PR intervals; tell your prescriber about heart-rhythm problems, low potassium or magnesium, or other QT-prolonging medicines.'],
  }),
  drug('alosetron', 'Alosetron', ['5ht3-antagonist', 'cyp1a2-sensitive-substrate'], {
    brands: ['Lotronex'],
    synonyms: ['alosetron hcl', 'alosteron'],
    sideEffects: ['Constipation', 'Abdominal discomfort', 'Nausea'],
    seriousSideEffects: ['Ischaemic colitis (sudden belly pain with rectal bleeding)', 'Severe constipation with blockage or perforation'],
    warnings: [
      'Stop and call your prescriber at once with constipation, new or worse belly pain, or blood in the stool.',
      'Fluvoxamine must not be taken with it, and other CYP1A2 blockers such as ciprofloxacin or cimetidine should be avoided.',
      apomorphineWarning,
    ],
  }),
  drug('aprepitant', 'Aprepitant', ['antiemetic', 'moderate-cyp3a4-inhibitor'], {
    brands: ['Emend', 'Aponvie', 'Cinvanti'],
    synonyms: ['fosaprepitant', 'aprepitent'],
    sideEffects: ['Tiredness', 'Hiccups', 'Loss of appetite', 'Constipation', 'Diarrhea'],
    seriousSideEffects: ['Severe allergic reaction', 'Stevens-Johnson syndrome (rare)'],
    warnings: [
      'It can make hormonal birth control fail during treatment and for 28 days after; use a backup method.',
      'It lowers the INR on warfarin for about two weeks after a course; your INR may be checked.',
      'It raises levels of drugs cleared by CYP3A4, such as some chemotherapy medicines and dexamethasone.',
    ],
  }),
];
