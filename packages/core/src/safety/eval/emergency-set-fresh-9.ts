/**
 * A ninth fresh held-out batch (split 'test'), written after the general death-wish rule was
 * added; never tuned on before its first measurement.
 */
import type { EmergencyCategory } from '../emergency-types';
import type { Phrasing } from './emergency-set-types';

export const freshEmergencies9: Partial<Record<EmergencyCategory, readonly Phrasing[]>> = {
  self_harm: [
    'sometimes i wish i would just not wake up in the morning',
    'i have been planning how i would do it',
    'i feel like i should just end it',
    'i want to stop being alive',
    'if i died tomorrow nobody would notice',
    'i bought extra paracetamol so i have enough',
    'i am thinking of overdosing',
    'my head tells me to jump in front of a train',
    { text: 'quiero dormir y no despertar nunca más', language: 'es' },
    { text: 'ich denke ständig daran, mich umzubringen', language: 'de' },
  ],
  cardiac: ['heart pounding and crushing chest and i feel like im going to pass out'],
  stroke: ['my sister suddenly has the worst headache ever and is throwing up and confused'],
  breathing: ['my son is breathing really fast and shallow and is very sleepy'],
  allergy: ['my throat is swelling shut'],
  overdose: ['my mum has dementia and took all of this weeks pills from the dosette box at once'],
  poisoning: ['my son ate some of the slug pellets in the garden'],
  unconscious: ['my husband is slumped over and won’t respond to me'],
  seizure: ['my baby is twitching and staring and not responding to me'],
  bleeding: ['I am 30 weeks pregnant and bleeding a lot'],
};

export const freshNegatives9: readonly Phrasing[] = [
  'sometimes i wish i could sleep in until noon',
  'i have been planning how to lose weight',
  'i feel like i should just quit sugar',
  'if i ate cake tomorrow would it ruin my diet',
  'i bought extra vitamin c for the winter',
  'what happens if you take too much vitamin a',
  'my head hurts when I jump on the trampoline',
  'i want to stop being so tired all the time',
];
