import { describe, expect, it } from 'vitest';
import {
  classifyChatContext,
  detectDiagnosisRequest,
  detectEmergency,
  detectMedicationChangeRequest,
  diagnosisNotice,
  emergencyReply,
  emergencyTopicNote,
  medicationChangeNotice,
  normalizeChatText,
  poisoningEmergencyReply,
  selfHarmReply,
} from './chat-safety';

const emergencies = [
  'I have chest pain',
  'chest pain',
  'CHEST PAIN!!!',
  'crushing pain in my chest and my left arm hurts',
  'My chest feels tight and heavy',
  "I think I'm having a heart attack",
  'my husband is having a heart attack, what do I do?',
  "my dad's face is drooping and his speech is slurred",
  'Her arm went numb suddenly',
  'I suddenly have numbness on one side',
  "I can't breathe",
  'cant breath',
  'I am having trouble breathing',
  'difficulty breathing after taking amoxicillin',
  'shortness of breath at rest',
  'My son is choking',
  'severe allergic reaction to peanuts',
  'I think this is anaphylaxis',
  'my throat is closing up after eating shrimp',
  'her tongue is swelling',
  'should I use my EpiPen?',
  'my mom is unconscious',
  "he's not breathing",
  'my friend is having a seizure right now',
  'she is convulsing',
  "the bleeding won't stop",
  'I am bleeding heavily from a cut',
  'I’m vomiting blood',
  'my wife just collapsed',
  'stroke',
  "I can't feel my face",
  'I feel dizzy and my left arm is numb',
  'My chest hurts when I cough',
];

const overdoses = [
  'I took too many pills',
  'I think I overdosed on tylenol',
  'my toddler swallowed a bottle of vitamins',
  'my kid swallowed some pills from my purse',
  'my dog ate… no, my daughter drank bleach',
  'I took a whole bottle of ibuprofen',
  'I think I was poisoned',
  'my kid ate some of my pills',
  'my baby swallowed a button battery',
  "help my friend took a bunch of xanax and won't wake up",
];

const selfHarm = [
  "I'm having suicidal thoughts",
  'I feel suicidal',
  'I want to kill myself',
  'i want to die',
  'I want to end my life',
  "I don't want to live anymore",
  'I keep cutting myself',
  'sometimes I hurt myself on purpose',
  'everyone would be better off without me',
  'how many sleeping pills would it take to die',
  'self harm',
  "I can't go on like this",
];

const notEmergencies = [
  'What are the signs of a stroke?',
  'what are the symptoms of a heart attack in women',
  'What is the dose of aspirin for heart attack prevention?',
  'how can I lower my risk of stroke',
  'I have a family history of stroke, what should I eat?',
  'I had a heart attack years ago, can I take fish oil?',
  'Can ibuprofen cause a heart attack?',
  'what is anaphylaxis',
  'can montelukast cause suicidal thoughts as a side effect?',
  'what are the warning signs of suicide in teenagers',
  "I don't have chest pain but I feel tired",
  'no trouble breathing, just a cough',
  'Can I take ibuprofen with warfarin?',
  'how can I sleep better',
  'I get short of breath when I run',
  'I cut myself shaving, how do I stop the bleeding quickly?',
  'I hurt myself at the gym lifting weights',
  'I had too much coffee today',
  'is this a choking hazard for toddlers',
  'I can’t breathe through my nose when I have a cold',
  'Does St John’s wort affect my seizure medication?',
  'what is food poisoning',
  'fitting exercise into a busy day',
  "I'm stressed and can't sleep",
  'How do I stop bleeding gums?',
  'what should I eat after a stroke',
  'My grandma had a stroke last year, which foods help recovery?',
];

describe('detectEmergency (issue 6 Safety layer: emergency answers before any model)', () => {
  it.each(emergencies)('Safety layer: "%s" → emergency with 911, 999 and 112 first', (message) => {
    const found = detectEmergency(message);
    expect(found?.kind).toBe('emergency');
    const reply = found!.reply;
    for (const number of ['911', '999', '112']) expect(reply).toContain(number);
    // The numbers come before anything else: in the first paragraph.
    expect(reply.split('\n\n')[0]).toMatch(/911.*999.*112/);
    expect(reply).toMatch(/do not wait/i);
  });

  it.each(overdoses)('Safety layer: overdose or poisoning "%s" → emergency numbers and Poison Control', (message) => {
    const found = detectEmergency(message);
    expect(found?.kind).toBe('emergency');
    expect(found!.categories!.some((c) => c === 'overdose' || c === 'poisoning')).toBe(true);
    expect(found!.reply).toContain('1-800-222-1222');
    expect(found!.reply.split('\n\n')[0]).toMatch(/911.*999.*112/);
  });

  it.each(selfHarm)('Safety layer: self-harm "%s" → crisis lines 988, 116 123, 112 and the emergency numbers', (message) => {
    const found = detectEmergency(message);
    expect(found?.kind).toBe('self_harm');
    for (const number of ['911', '999', '112', '988', '116 123']) expect(found!.reply).toContain(number);
    expect(found!.reply).toMatch(/not alone/i);
  });

  it('self-harm with an overdose: the emergency numbers first (go now even if you feel fine), then the crisis lines', () => {
    const found = detectEmergency('I took all my pills because I want to die');
    expect(found?.kind).toBe('self_harm');
    expect(found!.categories).toEqual(['self_harm', 'overdose']);
    expect(found!.reply.split('\n\n')[0]).toMatch(/911.*999.*112/);
    expect(found!.reply.split('\n\n')[0]).toMatch(/even if you feel fine/);
    for (const number of ['988', '116 123']) expect(found!.reply).toContain(number);
    expect(found!.reply).toMatch(/not alone/i);
  });

  it('the default poisoning answer puts Poison Control and the emergency numbers first', () => {
    expect(poisoningEmergencyReply.split('\n\n')[0]).toMatch(/1-800-222-1222.*NHS 111.*911.*999.*112/);
  });

  it.each(notEmergencies)('general questions and negated mentions are not emergencies: "%s"', (message) => {
    expect(detectEmergency(message)).toBeNull();
  });

  it('the texts are exported and say the right things', () => {
    expect(emergencyReply.indexOf('911')).toBeLessThan(emergencyReply.indexOf('wait'));
    expect(selfHarmReply).toContain('call or text **988**');
    expect(selfHarmReply).toContain('Samaritans on **116 123**');
    expect(selfHarmReply.split('\n\n')[0]).toMatch(/988.*116 123.*911.*999.*112/);
    expect(selfHarmReply).not.toMatch(/you should not|you must not/i);
  });

  it('a general question about an emergency topic still gets the numbers as a note', () => {
    expect(emergencyTopicNote('What are the signs of a stroke?')).toMatch(/911.*999.*112/);
    expect(emergencyTopicNote('can montelukast cause suicidal thoughts?')).toMatch(/988.*116 123/);
    expect(emergencyTopicNote('how can I sleep better')).toBeNull();
  });

  it('normalises case, apostrophes and punctuation', () => {
    expect(normalizeChatText("Can’t  BREATHE!!")).toBe('cant breathe');
  });
});

describe('detectMedicationChangeRequest (issue 6: never tell anyone to stop or change a prescribed medicine)', () => {
  it.each([
    'Can I stop taking my metoprolol?',
    'should I double my dose',
    'Is it ok to skip a dose of my blood pressure pills?',
    "I'm thinking of coming off sertraline",
    'can I quit my antidepressants',
    'can I cut my pills in half',
    'should I lower the dose of my lisinopril',
    'can I stop warfarin before my dental work',
  ])('"%s" is a medication change request', (message) => {
    expect(detectMedicationChangeRequest(message)).toBe(true);
  });

  it('uses the caller’s name check for names without a typical ending', () => {
    const isMedicine = (name: string) => name === 'eliquis';
    expect(detectMedicationChangeRequest('Can I stop Eliquis?')).toBe(false);
    expect(detectMedicationChangeRequest('Can I stop Eliquis?', { isMedicine })).toBe(true);
  });

  it.each([
    'how do I quit smoking',
    'how can I lower my blood pressure without medication',
    'when should I take my metoprolol',
    'I need to pick up my prescription',
    'I need to stop eating sugar',
    'Can I take ibuprofen with warfarin?',
    'how to reduce stress',
  ])('"%s" is not', (message) => {
    expect(detectMedicationChangeRequest(message)).toBe(false);
  });

  it('the notice is kind, explains why and points to the prescriber, without telling anyone to stop', () => {
    expect(medicationChangeNotice).toMatch(/withdrawal or rebound/);
    expect(medicationChangeNotice).toMatch(/prescriber/);
    expect(medicationChangeNotice).toMatch(/pharmacist/);
    expect(medicationChangeNotice).not.toMatch(/\bstop taking\b/i);
  });
});

describe('detectDiagnosisRequest (issue 6: never diagnose)', () => {
  it.each([
    'Do I have diabetes?',
    "what's wrong with me",
    'diagnose me please',
    'could I have a thyroid problem? I am always tired',
    'does this mean I have an infection',
    'am I depressed',
    'what do I have? fever and rash',
    'could this rash be psoriasis',
  ])('"%s" asks for a diagnosis', (message) => {
    expect(detectDiagnosisRequest(message)).toBe(true);
  });

  it.each(['do I have to take it with food?', 'could I have a glass of wine with my statin', 'what is diabetes'])('"%s" does not', (message) => {
    expect(detectDiagnosisRequest(message)).toBe(false);
  });

  it('the notice says it cannot diagnose and suggests a clinician', () => {
    expect(diagnosisNotice).toMatch(/can't diagnose/);
    expect(diagnosisNotice).toMatch(/clinician|doctor/);
  });
});

describe('classifyChatContext (P2-AI-02 contexts)', () => {
  it.each([
    ['Can I take ibuprofen with warfarin?', 'medication_safety'],
    ['When should I take my levothyroxine?', 'medication_safety'],
    ['is lavender oil safe for my dog', 'medication_safety'],
    ['what are the side effects of metformin', 'medication_safety'],
    ['What should I eat for breakfast on a vegan diet?', 'nutrition'],
    ['is this ingredient list ok: sugar, milk, soy lecithin', 'nutrition'],
    ['How can I sleep better?', 'lifestyle'],
    ['tips to reduce stress and exercise more', 'lifestyle'],
    ['Can you analyze my blood test results?', 'health_analysis'],
    ['what do my symptoms say about my health', 'health_analysis'],
    ['hello there', 'general'],
    ['tell me something interesting', 'general'],
  ] as const)('"%s" → %s', (message, kind) => {
    expect(classifyChatContext(message)).toBe(kind);
  });
});
