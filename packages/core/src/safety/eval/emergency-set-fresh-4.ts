/**
 * A fourth fresh held-out batch (split 'test'), mostly everyday messages that use emergency words
 * without an emergency, written after the third batch had been measured; never tuned on before
 * its first measurement.
 */
import type { EmergencyCategory } from '../emergency-types';
import type { Phrasing } from './emergency-set-types';

export const freshEmergencies4: Partial<Record<EmergencyCategory, readonly Phrasing[]>> = {
  cardiac: ['tightness in my chest spreading to my back, sweating, 10 minutes now'],
  stroke: ['my wife cant understand what I say and her face drooped on the left'],
  breathing: ['my daughter sounds like she is wheezing and cant catch her breath between coughs, lips look pale blue'],
  allergy: ['my son got stung by a bee and his whole arm and face are swelling and he says his throat feels funny'],
  overdose: ['my teen took a whole box of antihistamines, says he wanted to see what happens'],
  poisoning: ['I think the baby ate one of the washing capsules'],
  unconscious: ['my father is not responding when I shake him'],
  seizure: ['she fell and started convulsing'],
  bleeding: ['I am coughing up bright red blood', 'I take plavix and my urine is bright red with clots'],
  self_harm: ['i dont want to exist anymore', 'planning to take my life', 'i feel like ending it'],
  hypoglycaemia: ['blood sugar 2.2 and shaking badly'],
};

export const freshNegatives4: readonly Phrasing[] = [
  'what helps with a tight chest from a cold',
  'my partner snores and sometimes stops breathing for a second at night, could it be sleep apnea',
  'I get a stabbing pain under my ribs when I laugh too hard',
  'my left arm aches after carrying the shopping',
  'my face feels puffy after salty food',
  'can I take an antihistamine for a mild itchy rash',
  'I am allergic to cats, what air purifier is best',
  'my son bumped his head on the table but he is playing normally',
  'we are doing a first aid course at work, what does the recovery position look like',
  'what happens in the body during a heart attack',
  'how much paracetamol is in a cold and flu sachet',
  'my mum forgets words sometimes, she is 85, is that normal ageing',
  'my legs twitch at night when I try to sleep',
  'my baby vomited once after feeding but is fine and smiling',
  'is it bad if I skipped my blood thinner yesterday',
  'I feel lightheaded when I skip breakfast',
  'how do I talk to my teenager about self harm',
  'my dog ate chocolate, what do I do',
  'is 5 mg of melatonin too much',
  'we were laughing so hard I could not breathe',
  'my heart broke when my cat died, how do I cope with grief',
  'I have a deadline that is killing me, how do I stay calm',
  'my period blood is dark and clotty, is that normal',
  'i bleed a lot when i cut myself shaving, is that because of my fish oil',
  'nose bleeds every morning in winter, what humidifier',
];
