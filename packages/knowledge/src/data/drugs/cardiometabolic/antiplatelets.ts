/**
 * Antiplatelet medicines. Aspirin lives with the pain and fever medicines. Side effects and
 * warnings are our own summaries of each FDA label on DailyMed (always cited by drug()).
 */
import { S, mesh } from '../../../sources';
import type { Substance } from '../../../types';
import { drug } from '../../builders';

const antiplatelets = mesh('Platelet Aggregation Inhibitors');

export const antiplateletDrugs: Substance[] = [
  // ------------------------------------------------------------------ antiplatelets
  drug('clopidogrel', 'Clopidogrel', ['antiplatelet', 'cyp2c8-inhibitor'], {
    brands: ['Plavix'],
    synonyms: ['clopidogrel bisulfate', 'clopidagrel', 'clopidigrel'],
    sideEffects: ['Bruising easily', 'Nosebleeds', 'Bleeding longer from cuts', 'Itching'],
    seriousSideEffects: [
      'Serious bleeding: black stools, blood in urine, vomiting blood',
      'Thrombotic thrombocytopenic purpura (rare: fever, purple spots, confusion)',
      'Serious allergic reaction',
    ],
    warnings: [
      'Boxed warning: it needs the liver enzyme CYP2C19 to become active, so it works less well in people with low CYP2C19 activity (poor metabolizers); a gene test can identify them.',
      'Omeprazole and esomeprazole block its activation and are best avoided with it.',
      'Stopping it early raises the risk of heart attack or stent clot; talk to your prescriber before stopping, even for surgery.',
    ],
    sources: [antiplatelets, S.fdaCyp],
  }),
  drug('prasugrel', 'Prasugrel', ['antiplatelet'], {
    brands: ['Effient', 'Efient'],
    synonyms: ['prasugrel hcl', 'prasugral'],
    sideEffects: ['Bruising easily', 'Nosebleeds', 'Headache', 'Back pain'],
    seriousSideEffects: [
      'Serious or fatal bleeding',
      'Thrombotic thrombocytopenic purpura (rare)',
      'Serious allergic reaction',
    ],
    warnings: [
      'Boxed warning: it can cause serious or fatal bleeding; it is not for people who have had a stroke or mini-stroke and is generally not advised from age 75.',
      'Stopping it early raises the risk of heart attack or stent clot; talk to your prescriber before stopping.',
    ],
    sources: [antiplatelets],
  }),
  drug('ticagrelor', 'Ticagrelor', ['antiplatelet', 'cyp3a4-sensitive-substrate'], {
    brands: ['Brilinta', 'Brilique'],
    synonyms: ['ticagrelor tablets', 'ticagrelol', 'ticagrelar'],
    sideEffects: ['Shortness of breath', 'Bruising easily', 'Nosebleeds', 'Headache'],
    seriousSideEffects: ['Serious or fatal bleeding', 'Slow heartbeat or pauses', 'Breathing problems during sleep (central sleep apnea)'],
    warnings: [
      'Boxed warning: it can cause serious or fatal bleeding, and aspirin doses above 100 mg a day make it work less well.',
      'Strong CYP3A4 blockers (such as clarithromycin or ketoconazole) and strong inducers (such as rifampin) should be avoided with it.',
      'Stopping it early raises the risk of heart attack, stroke or stent clot; talk to your prescriber before stopping.',
    ],
    sources: [antiplatelets, S.fdaCyp],
  }),
  drug('dipyridamole', 'Dipyridamole', ['antiplatelet'], {
    brands: ['Persantine', 'Persantin'],
    synonyms: ['dipyridamol', 'dypiridamole'],
    sideEffects: ['Dizziness', 'Stomach upset', 'Headache', 'Flushing', 'Rash'],
    seriousSideEffects: ['Worse chest pain', 'Low blood pressure', 'Bleeding with other blood thinners'],
    warnings: [
      'It makes adenosine, used in heart stress tests, much stronger; tell the testing team you take it.',
      'It widens blood vessels, so it is used with care in low blood pressure and severe heart disease.',
    ],
    sources: [antiplatelets],
  }),
  drug('aspirin-dipyridamole', 'Aspirin and dipyridamole', ['antiplatelet'], {
    brands: ['Aggrenox'],
    synonyms: ['aspirin/dipyridamole', 'dipyridamole aspirin'],
    components: ['aspirin', 'dipyridamole'],
    sideEffects: ['Headache, often strong in the first weeks', 'Stomach pain or indigestion', 'Diarrhea', 'Nausea'],
    seriousSideEffects: ['Stomach or bowel bleeding', 'Bleeding in the brain', 'Serious allergic reaction'],
    warnings: [
      'It contains aspirin: it raises bleeding risk, is not for people allergic to NSAIDs, and is not for children or teenagers.',
      'The capsules are swallowed whole and are not interchangeable with separate aspirin and dipyridamole tablets.',
    ],
    sources: [antiplatelets],
  }),
  drug('cilostazol', 'Cilostazol', ['antiplatelet'], {
    brands: ['Pletal'],
    synonyms: ['cilostazole', 'cilastazol'],
    sideEffects: ['Headache', 'Diarrhea or loose stools', 'Palpitations', 'Dizziness'],
    seriousSideEffects: ['Worsening heart failure', 'Fast or irregular heartbeat', 'Low blood counts (rare)', 'Bleeding'],
    warnings: [
      'Boxed warning: it must not be used by anyone with heart failure of any severity, because drugs of its type raised the death rate.',
      'CYP3A4 blockers (such as diltiazem or erythromycin) and CYP2C19 blockers (such as omeprazole) raise its level, so the dose is lowered.',
      'Take it 30 minutes before or 2 hours after breakfast and dinner.',
    ],
    sources: [antiplatelets, S.fdaCyp],
  }),
];
