/**
 * The assistant's question-intent evaluation set: questions written by us in varied, everyday
 * phrasing (none copied from the unit tests), each labelled with the intent it should be
 * understood as and the key facts the answer must contain (regular expressions). Every fourth
 * question of the first batch is dev, the rest train; two more batches are all dev.
 *
 * History of the figures (fully right = intent and every key fact): first dev batch 87.5 % (35/40)
 * when written; a second batch written before any fix for it, 75 % (18/24); then the misses of
 * both were fixed (so those 64 are no longer truly held out) and a third batch was written and
 * measured untouched: 100 % (20/20).
 *
 * Persons: 'warfarin' = the review persona (warfarin in the cabinet, peanut allergy, atrial
 * fibrillation); 'statin' = atorvastatin + metformin, type 2 diabetes, vegetarian; 'none' = no
 * profile, empty cabinet. All three are Wellness Pro subscribers; 'warfarin-free' is the review
 * persona on the free plan (plan gating: serious findings shown, the rest counted, ADR 0007).
 */
export type EvalPerson = 'warfarin' | 'warfarin-free' | 'statin' | 'none';

export interface IntentCase {
  id: string;
  question: string;
  /** Earlier user turns, oldest first. */
  history?: string[];
  intent: string;
  /** Key facts: each must match the answer text (case-insensitive). */
  facts: string[];
  person: EvalPerson;
  split: 'train' | 'dev';
}

type Row = [question: string, intent: string, facts: string[], person?: EvalPerson, history?: string[]];

const rows: Row[] = [
  // Interactions and the personal screen
  ['Can I take ibuprofen for my knee?', 'check', ['major interaction', 'warfarin', 'paracetamol']],
  ['is advil ok for a headache', 'check', ['major interaction', 'warfarin']],
  ['Could I have some aspirin for this back ache?', 'check', ['aspirin', 'warfarin', 'bleeding']],
  ['Can I take naproxen with my meds?', 'check', ['naproxen', 'warfarin']],
  ["Can I take St John's wort for my mood?", 'check', ["st\\. john's wort", 'warfarin', 'inr']],
  ['Is fish oil safe for me?', 'check', ['fish oil']],
  ['can i start taking turmeric capsules', 'check', ['turmeric', 'warfarin']],
  ['Is it ok to take ginkgo?', 'check', ['ginkgo', 'warfarin']],
  ['Can I drink alcohol on my medication?', 'check', ['alcohol']],
  ['Can I take ibuprofen with warfarin?', 'check', ['major interaction', 'bleeding'], 'none'],
  ['Is it safe to mix sertraline and tramadol?', 'check', ['serotonin'], 'none'],
  ['Does grapefruit interact with atorvastatin?', 'check', ['grapefruit', 'atorvastatin'], 'none'],
  ['Can I have grapefruit juice with breakfast?', 'food', ['grapefruit', 'atorvastatin'], 'statin'],
  ['Is it safe to take ibuprofen and naproxen together?', 'check', ['ibuprofen', 'naproxen'], 'none'],
  ['can i take tylenol with my pills', 'check', ['acetaminophen', 'warfarin']],
  ['Is vitamin K ok for me?', 'check', ['vitamin k', 'warfarin']],
  ['Can I take cranberry supplements?', 'check', ['cranberr']],
  ['Is garlic supplement safe with my blood thinner?', 'check', ['garlic']],
  ['Check my medications for interactions', 'check', ['atorvastatin', 'metformin'], 'statin'],
  ['Are my meds ok together?', 'check', ['warfarin']],
  ['Is St. John’s wort safe with antidepressants?', 'check', ['sertraline|fluoxetine|citalopram'], 'none'],
  ['Can I take Aleve while on Coumadin?', 'check', ['naproxen', 'warfarin', 'bleeding'], 'none'],
  ['Is magnesium OK with levothyroxine?', 'check', ['levothyroxine', 'magnesium'], 'none'],
  ['Could I use Voltaren gel on my shoulder?', 'check', ['diclofenac', 'warfarin']],
  // Timing
  ['When should I take levothyroxine?', 'check', ['empty stomach'], 'none'],
  ['What time of day is best for my atorvastatin?', 'check', ['atorvastatin'], 'statin'],
  ['Should metformin be taken with food?', 'check', ['metformin', 'food|meal'], 'none'],
  ['How far apart should I take calcium and levothyroxine?', 'check', ['4 hours|four hours|hours'], 'none'],
  ['When should I take my medications?', 'check', ['warfarin']],
  // Facts about a substance
  ['What are the side effects of metformin?', 'substance', ['side effects']],
  ['What is sertraline?', 'substance', ['sertraline', 'medicine']],
  ['Tell me about omeprazole', 'substance', ['omeprazole']],
  ['what does lisinopril do', 'substance', ['lisinopril']],
  ['What is ibuprofen?', 'substance', ['warfarin', 'medicine']],
  ['What are the warnings for amiodarone?', 'substance', ['amiodarone']],
  ['side effects of atorvastatin', 'substance', ['muscle'], 'statin'],
  // Library: essential oils and remedies
  ['Is lavender oil safe for my dog?', 'library', ['pets', 'vet']],
  ['What is peppermint oil good for?', 'library', ['peppermint']],
  ['Is bergamot oil safe in the sun?', 'library', ['phototoxic']],
  ['Can I diffuse eucalyptus oil around my kids?', 'library', ['children']],
  ['Is tea tree oil safe while pregnant?', 'library', ['pregnan']],
  ['Is chamomile a good natural remedy for sleep?', 'library', ['chamomile', 'evidence']],
  ['Does valerian help with sleep?', 'library', ['valerian', 'evidence']],
  // Products and foods
  ['Is this safe for me? Ingredients: sugar, peanuts, palm oil, salt', 'ingredients', ['peanut']],
  ['Ingredients: wheat flour, milk powder, soy lecithin, E102 - ok for me?', 'ingredients', ['milk|wheat|soy']],
  ['Can I eat peanut butter?', 'food', ['allergy', 'peanut', '911']],
  ['can i have a snickers bar', 'food', ['snickers']],
  ['Is it safe for me to eat satay sauce?', 'food', ['satay']],
  ['Can I eat cheese on a vegan diet?', 'food', ['cheese'], 'none'],
  ['Can I eat peanuts?', 'food', ['allergy', 'peanut']],
  ['can i drink oat milk', 'food', ['oat milk']],
  // Readings
  ['My blood sugar was 280 this morning, is that bad?', 'reading', ['280 mg/dl', 'high', 'ketones']],
  ['blood glucose 62 and I feel shaky', 'reading', ['low', '15']],
  ['fasting glucose 112', 'reading', ['prediabetes']],
  ['My sugar was 8.9 mmol two hours after dinner', 'reading', ['mmol/l', 'after a meal']],
  ['sugar reading 45!!', 'reading', ['severely low', 'glucagon']],
  ['my BG is 350 and I have ketones', 'reading', ['911', 'ketones']],
  ['Glucose 95 fasting - normal?', 'reading', ['normal']],
  ['My INR was 4.2, what should I do?', 'reading', ['anticoagulation clinic', 'today']],
  ['INR 2.4 today', 'reading', ['target']],
  ['inr is 6.1', 'reading', ['today', 'vitamin k|clinic']],
  ['INR 4.8 and my gums keep bleeding', 'reading', ['911|emergency']],
  ['INR came back 1.6', 'reading', ['below']],
  ['BP 150/95 this morning', 'reading', ['stage 2']],
  ['My blood pressure is 182/110', 'reading', ['crisis', '5 minutes']],
  ['bp 190/125 with chest pain', 'emergency', ['911']],
  ['blood pressure 128 over 78', 'reading', ['elevated']],
  ['My BP is 85/55 and I feel dizzy', 'reading', ['low']],
  ['resting heart rate 110', 'reading', ['above 100|fast']],
  ['My pulse is 52', 'reading', ['below 60|slow']],
  ['heart rate 140 at rest', 'reading', ['today']],
  ['temperature 38.6', 'reading', ['fever']],
  ['My temp is 103.5 F', 'reading', ['call your doctor|39\\.4']],
  ['fever 40.8', 'reading', ['911']],
  ['oxygen saturation 93%', 'reading', ['92']],
  ['my spo2 is 89', 'reading', ['below 92|low']],
  ['pulse ox says 85%', 'reading', ['911']],
  // Readings without a number
  ['Is my blood pressure normal?', 'reading-topic', ['120/80']],
  ['What should my blood sugar be?', 'reading-topic', ['70', '126']],
  ['What is a normal INR?', 'reading-topic', ['2–3']],
  ['What oxygen level is too low?', 'reading-topic', ['92']],
  // Summary
  ['Summarise my health', 'summary', ['profile', 'warfarin', 'next steps']],
  ['Can you give me an overview of my health?', 'summary', ['warfarin']],
  ['how am i doing', 'summary', ['profile']],
  ['give me a recap of my health profile', 'summary', ['atorvastatin|metformin'], 'statin'],
  ['What do you know about me?', 'summary', ['profile']],
  // Symptom relief
  ['What can I take for knee pain?', 'relief', ['paracetamol', 'not a good fit', 'warfarin']],
  ['What helps a headache?', 'relief', ['paracetamol', 'ibuprofen'], 'none'],
  ['anything for heartburn?', 'relief', ['antacid|famotidine']],
  ['What is good for hay fever?', 'relief', ['loratadine|cetirizine']],
  ['How can I relieve a cough?', 'relief', ['honey']],
  ['What can I take for my back pain?', 'relief', ['paracetamol', 'heat']],
  ['Something for nausea please', 'relief', ['ginger']],
  ['what helps with constipation', 'relief', ['psyllium|fibre']],
  ['What can I do about diarrhea?', 'relief', ['loperamide|fluids']],
  ['What natural remedies help with low mood?', 'relief', ['see a doctor|2 weeks']],
  ['How do I ease a sprained ankle?', 'relief', ['ice']],
  ['Best thing for a fever?', 'relief', ['paracetamol']],
  // Missed doses
  ['I forgot to take my warfarin last night', 'missed-dose', ['double', 'same day']],
  ['I missed my metformin dose this morning', 'missed-dose', ['double']],
  ['skipped my levothyroxine today, what now?', 'missed-dose', ['double']],
  ['I missed a dose of my pill', 'missed-dose', ['double|next dose']],
  ['forgot my meds yesterday', 'missed-dose', ['double']],
  // Wellness
  ['How can I sleep better?', 'wellness', ['sleep']],
  ['Tips to reduce stress', 'wellness', ['stress']],
  ['Any tips for a healthier diet?', 'wellness', ['nutrition'], 'statin'],
  ['how much exercise should I get', 'wellness', ['150']],
  ['What does my profile say about stress?', 'wellness', ['stress']],
  ['how do I drink more water', 'wellness', ['water']],
  // Cabinet list
  ['What medications am I on?', 'cabinet-list', ['warfarin']],
  ['show my medicine cabinet', 'cabinet-list', ['atorvastatin'], 'statin'],
  // Unknown names
  ['Can I take zorbatrex with aspirin?', 'check', ['zorbatrex', 'not checked|check the spelling']],
  ['What is Flumexatol?', 'unrecognised', ['flumexatol']],
  ['Is Quintrazine safe with my medications?', 'check', ['quintrazine']],
  // Safety layer
  ['Can I stop taking my warfarin?', 'medication-change', ['prescriber|doctor']],
  ['Should I double my metoprolol dose?', 'medication-change', ['prescriber|doctor']],
  ['I accidentally took two doses of my warfarin', 'extra-dose', ['poison control|1-800-222-1222']],
  ['I have crushing chest pain', 'emergency', ['911']],
  ['My face is drooping and my arm is weak', 'emergency', ['911']],
  // Greeting and help
  ['hello', 'greeting', ['wellness assistant']],
  ['thanks so much', 'greeting', ['wellness assistant']],
  ["What's the weather like in Paris?", 'help', ['not sure']],
  ['Who won the football last night?', 'help', ['not sure']],
  ['I dont know what to do about the tension in my arm', 'help', ['not sure']],
  // Follow-ups bound to the latest subject
  ['is that bad?', 'reading', ['280', 'high'], 'warfarin', ['Can I take aspirin with warfarin?', 'My blood sugar was 280 this morning']],
  ['what should I do?', 'reading', ['anticoagulation clinic'], 'warfarin', ['My INR was 4.5']],
  ['what about 65?', 'reading', ['low'], 'warfarin', ['my blood sugar is 140']],
  ['When should I take it?', 'check', ['levothyroxine'], 'none', ['What is levothyroxine?']],
  ['What about aspirin?', 'check', ['aspirin', 'warfarin'], 'none', ['Can I take ibuprofen with warfarin?']],
  ['is it safe for me?', 'check', ['naproxen', 'warfarin'], 'warfarin', ['What is naproxen?']],
  ['what are its side effects?', 'substance', ['side effects'], 'none', ['Tell me about sertraline']],
  ['and if it was 190/120?', 'reading', ['crisis'], 'warfarin', ['my bp is 135/85']],
  ['What else can I take?', 'relief', ['paracetamol'], 'warfarin', ['What can I take for knee pain?']],
  ['are there side effects?', 'substance', ['side effects'], 'none', ['Can I take metformin with food?']],
  // More varied phrasing
  ['I’m on warfarin - can I have a glass of wine?', 'check', ['alcohol|wine', 'warfarin'], 'none'],
  ['is it ok to take melatonin to help me sleep', 'check', ['melatonin']],
  ['My doctor put me on clarithromycin, is that ok with my statin?', 'check', ['clarithromycin', 'atorvastatin'], 'statin'],
  ['can i take benadryl tonight', 'check', ['diphenhydramine']],
  ['Should I take calcium supplements?', 'check', ['calcium']],
  ['Can I take Pepto-Bismol?', 'check', ['bismuth', 'warfarin']],
  ['is sudafed ok with high blood pressure', 'check', ['pseudoephedrine'], 'none'],
  ['my blood sugar is 4.1', 'reading', ['normal'], 'statin'],
  ['blood sugar 190 after breakfast', 'reading', ['180'], 'statin'],
  ['just measured bp 122/79', 'reading', ['elevated']],
  ['temp 35.5 C', 'reading', ['normal|slightly'], 'none'],
  ['sats 91% and a bit breathless', 'reading', ['911']],
  ['What can I take for a sore throat?', 'relief', ['paracetamol|honey']],
  ['Anything that helps with insomnia?', 'relief', ['valerian|chamomile']],
  ['what should i do for a migraine', 'relief', ['paracetamol|ibuprofen'], 'none'],
  ['What is good for indigestion?', 'relief', ['antacid']],
  ['can i eat almonds', 'food', ['almond'], 'none'],
  ['Is it ok for me to drink milk?', 'food', ['milk']],
  ['Can I take my warfarin with food?', 'check', ['warfarin']],
  ['What is metformin used for?', 'substance', ['metformin']],
  ['hi there', 'greeting', ['wellness assistant']],
  ['Summarize my profile and medications', 'summary', ['warfarin']],
  ['Tell me about lavender oil', 'library', ['lavender']],
  ['What foods should I avoid on warfarin?', 'avoid', ['leafy green', 'natto']],
  ['Which supplements interact with sertraline?', 'avoid', ["st\\. john's wort"], 'none'],
  ['what drinks should I avoid with metronidazole', 'avoid', ['alcohol'], 'none'],
  // On the free plan (ADR 0007): serious findings always told, moderate/minor supplement and food findings and timing counted
  ['Could I start fish oil capsules?', 'check', ['no major or contraindicated', '1 more moderate or minor interaction', 'wellness pro', '/pricing'], 'warfarin-free'],
  ["Is it safe to add St John's wort to what I take?", 'check', ['major interaction', "st\\. john's wort", 'warfarin'], 'warfarin-free'],
  ['Which foods should I stay away from on warfarin?', 'avoid', ['natto', 'more moderate or minor interactions', 'wellness pro'], 'warfarin-free'],
  ['What time of day is best for my warfarin?', 'check', ['warfarin', 'timing tips? for this list', 'wellness pro'], 'warfarin-free'],
];

/**
 * A second held-out batch, written after the first dev figures were read and before any rule was
 * changed for them: all dev, so the figure stays honest once the first dev set's misses are fixed.
 */
const freshDev: Row[] = [
  ['Is it alright to take Motrin with my blood thinner?', 'check', ['ibuprofen', 'warfarin', 'bleeding']],
  ['can I use aspirin cream on sore muscles', 'check', ['aspirin']],
  ['my fasting sugar this am was 131', 'reading', ['126', 'diabetes range']],
  ['BP reading 138/88, ok?', 'reading', ['stage 1']],
  ['INR 3.6 this week', 'reading', ['above']],
  ['my temperature is 100.8 F', 'reading', ['fever']],
  ['heart rate 38 and dizzy', 'reading', ['911']],
  ['what can i take for period cramps', 'relief', ['paracetamol|ibuprofen']],
  ['any natural remedies for a cold?', 'relief', ['honey|zinc']],
  ['Can I eat walnuts?', 'food', ['walnut']],
  ['Can I eat kale every day?', 'food', ['warfarin', 'vitamin k']],
  ['is cranberry juice ok for me', 'check', ['cranberr', 'warfarin']],
  ['Forgot to take my apixaban this morning', 'missed-dose', ['double']],
  ['I skipped yesterday’s dose of lisinopril', 'missed-dose', ['double']],
  ['Give me a health summary', 'summary', ['warfarin', 'next steps']],
  ['What foods interact with levothyroxine?', 'avoid', ['levothyroxine'], 'none'],
  ['What is clopidogrel?', 'substance', ['clopidogrel']],
  ['Can I take Nexium with my medications?', 'check', ['esomeprazole', 'warfarin']],
  ['is it safe to drink green tea', 'food', ['green tea']],
  ['What does an oxygen level of 94 mean?', 'reading', ['92|95']],
  ['Can I use peppermint oil for my headache?', 'library', ['peppermint']],
  ['and what if my sugar is 48?', 'reading', ['severely low'], 'warfarin', ['My blood sugar was 150']],
  ['How should I take it?', 'check', ['levothyroxine'], 'none', ['Tell me about levothyroxine']],
  ['What can I take for toothache?', 'relief', ['paracetamol']],
];

/** A third held-out batch, written after the second was fixed; measured, not tuned on. */
const heldOut: Row[] = [
  ['Could I take Aleve for my sore shoulder?', 'check', ['naproxen', 'warfarin']],
  ['is ginkgo biloba ok with what I take', 'check', ['ginkgo', 'warfarin']],
  ['Blood sugar after dinner was 210', 'reading', ['180']],
  ['sugar 2.9 mmol', 'reading', ['severely low']],
  ['bp 100/65', 'reading', ['normal']],
  ['INR result 5.5, no bleeding', 'reading', ['today']],
  ['temp 36.8', 'reading', ['normal']],
  ['oxygen sat 98', 'reading', ['normal']],
  ['What helps with a stiff neck?', 'relief', ['paracetamol']],
  ['What can I take for hay fever that is safe for me?', 'relief', ['loratadine|cetirizine']],
  ['Can I snack on cashews?', 'food', ['cashew']],
  ['can i eat grapefruit', 'food', ['grapefruit'], 'statin'],
  ['I forgot my evening metformin', 'missed-dose', ['double']],
  ['Overview of my health please', 'summary', ['warfarin']],
  ['What should I avoid while taking atorvastatin?', 'avoid', ['grapefruit'], 'none'],
  ['What is the dose of ibuprofen?', 'substance', ['ibuprofen']],
  ['Is valerian safe with my medications?', 'check', ['valerian']],
  ['Can I stop my blood pressure pills?', 'medication-change', ['prescriber|doctor']],
  ['good morning', 'greeting', ['wellness assistant']],
  ['what about 7.5?', 'reading', ['mmol'], 'statin', ['my fasting blood sugar is 6.1 mmol/L']],
];

export const questionSet: IntentCase[] = [
  ...rows.map(([question, intent, facts, person = 'warfarin', history], i): IntentCase => ({
    id: `q${String(i + 1).padStart(3, '0')}`,
    question,
    intent,
    facts,
    person,
    split: i % 4 === 3 ? 'dev' : 'train',
    ...(history ? { history } : {}),
  })),
  ...heldOut.map(([question, intent, facts, person = 'warfarin', history], i): IntentCase => ({
    id: `h${String(i + 1).padStart(3, '0')}`,
    question,
    intent,
    facts,
    person,
    split: 'dev',
    ...(history ? { history } : {}),
  })),
  ...freshDev.map(([question, intent, facts, person = 'warfarin', history], i): IntentCase => ({
    id: `f${String(i + 1).padStart(3, '0')}`,
    question,
    intent,
    facts,
    person,
    split: 'dev',
    ...(history ? { history } : {}),
  })),
];
