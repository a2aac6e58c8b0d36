import { describe, expect, it } from 'vitest';
import { screenEmergency, screenMessage } from './emergency-screen';

const firstParagraph = (reply: string) => reply.split('\n\n')[0]!;

describe('emergency screen: the clinical review misses (routed 6 of 25 before the rebuild)', () => {
  it.each([
    ['a relative with FAST signs', 'My uncle’s face looks droopy on one side and his words are coming out wrong', 'stroke'],
    ['a child swallowing an adult’s heart pills', 'my toddler got into grandma’s handbag and ate some of her heart pills', 'overdose'],
    ['bleeding on warfarin', "I'm on warfarin and cut my hand, it's soaked through two towels", 'bleeding'],
    ['coffee-ground vomit on Eliquis', 'throwing up what looks like coffee grounds, I take Eliquis', 'bleeding'],
    ['arm weakness with gibberish', "mum can't lift her arm and is talking gibberish", 'stroke'],
    ['passive ideation with giving things away', "Honestly I don't see the point in waking up anymore, I've started giving my things away", 'self_harm'],
  ])('%s → %s', (_what, message, category) => {
    expect(screenEmergency(message)?.categories).toContain(category);
  });

  it('an acetaminophen overdose "to not wake up" is a crisis and an overdose: 911 first, go now even feeling fine, then 988 and 116 123', () => {
    const found = screenEmergency('I took about 30 extra strength Tylenol last night because I just wanted to sleep and not wake up. I feel fine this morning')!;
    expect(found.kind).toBe('self_harm');
    expect(found.categories).toEqual(['self_harm', 'overdose']);
    expect(firstParagraph(found.reply)).toMatch(/911.*999.*112/);
    expect(found.reply).toMatch(/go to the emergency department now, even if you feel completely fine/);
    expect(found.reply).toMatch(/antidote works best when it is given early/);
    expect(found.reply).toContain('988');
    expect(found.reply).toContain('116 123');
  });

  it('an overdose in Spanish is answered in Spanish, number first, with 911, 999 and 112 named', () => {
    const found = screenEmergency('mi hermano se tomó un frasco entero de pastillas para dormir y no despierta')!;
    expect(found.language).toBe('es');
    expect(found.categories).toEqual(['unconscious', 'overdose']);
    expect(firstParagraph(found.reply)).toMatch(/^\*\*Esto podría ser una emergencia médica\. Llama ahora al 112/);
    for (const number of ['911', '999', '112']) expect(found.reply).toContain(number);
  });
});

describe('emergency screen: replies start with the right number, then what to do now', () => {
  it('stroke: 911/999/112 first, then note the time and give no food, drink or aspirin', () => {
    const found = screenEmergency('my dad is slurring his words and his face is drooping')!;
    expect(found).toMatchObject({ kind: 'emergency', category: 'stroke', language: 'en' });
    expect(firstParagraph(found.reply)).toMatch(/911.*999.*112/);
    expect(found.actions![0]).toMatch(/Note the time the symptoms started/);
    expect(found.actions![0]).toMatch(/Don't give food, drink or aspirin/);
  });

  it('anaphylaxis: use an adrenaline auto-injector if they have one', () => {
    const found = screenEmergency('my son ate a cookie with peanuts and his lips are swelling')!;
    expect(found.category).toBe('allergy');
    expect(found.actions!.join(' ')).toMatch(/adrenaline \(epinephrine\) auto-injector such as an EpiPen, use it now/);
  });

  it('a child’s poisoning: Poison Control 1-800-222-1222 / NHS 111 first, with 911/999/112 if unresponsive or struggling to breathe', () => {
    const found = screenEmergency('my 2 year old drank some bleach')!;
    expect(found.categories).toEqual(['poisoning']);
    expect(firstParagraph(found.reply)).toMatch(/Poison Control now: 1-800-222-1222 \(US\) or NHS 111 \(UK\).*911.*999.*112.*unconscious.*struggling to breathe/);
  });

  it('self-harm: the crisis lines and emergency numbers first, in a warm voice', () => {
    const found = screenEmergency("I don't want to be here anymore")!;
    expect(found.kind).toBe('self_harm');
    expect(firstParagraph(found.reply)).toMatch(/988.*116 123.*911.*999.*112/);
    expect(found.reply).toMatch(/You are not alone/);
  });

  it('several categories: the most urgent leads, every action follows', () => {
    const found = screenEmergency('my friend took a bunch of xanax and now he is not breathing')!;
    expect(found.categories).toEqual(['unconscious', 'overdose']);
    expect(found.actions![0]).toMatch(/start CPR/);
    expect(found.reply).toContain('1-800-222-1222');
  });

  it.each([
    ['fr', "mon père n'arrive plus à lever le bras et il parle bizarrement", /^\*\*Cela ressemble à une urgence médicale\. Appelez maintenant le 15 \(SAMU\) ou le 112/],
    ['de', 'ich will nicht mehr aufwachen', /^\*\*Sie können jetzt mit jemandem sprechen: TelefonSeelsorge 0800 111 0 111/],
    ['pt', 'o meu filho engoliu uma pilha', /^\*\*Ligue agora para o Centro de Informação Antivenenos 800 250 250/],
    ['es', 'quiero morirme', /^\*\*Puedes hablar con alguien ahora mismo: llama al 024/],
  ])('%s: the number-first line in the message’s language, and the numbers in English too', (language, message, headline) => {
    const found = screenEmergency(message)!;
    expect(found.language).toBe(language);
    expect(firstParagraph(found.reply)).toMatch(headline);
    expect(found.reply).toMatch(/In English: call \*\*911\*\* \(US\), \*\*999\*\* \(UK\) or \*\*112\*\* \(EU\)/);
  });
});

describe('emergency screen: registers, negation and look-alikes', () => {
  it.each([
    ['repeated letters', 'pleaseee help my son is chokinggg'],
    ['misspelt keyword', 'i think i overdoes on my meds'],
    ['unpunctuated no apostrophes', 'cant breath'],
    ['non-native English', 'my father fall down and not wake up'],
    ['text-speak', 'kms'],
  ])('%s: "%s" is routed', (_what, message) => {
    expect(screenEmergency(message)).not.toBeNull();
  });

  it.each([
    'chest day at the gym',
    'dying to try this',
    'killer workout',
    'I overdosed on Netflix',
    'what are the signs of a stroke?',
    'can I take ibuprofen with warfarin',
    'my blood sugar was 140 after lunch, is that ok?',
    "I don't have chest pain, just a cough",
    'I cut myself shaving, how do I stop the bleeding quickly?',
    'my stool is black since I started iron tablets, is that normal',
    'my arm went numb because I slept on it',
    'I was suicidal in my twenties, therapy helped, now I want better sleep',
    'what should I do if someone is choking',
  ])('"%s" is not routed', (message) => {
    expect(screenEmergency(message)).toBeNull();
  });

  it('a message mixing English and Spanish still reads the Spanish lexicon', () => {
    expect(screenEmergency('my hijo se tomó 30 pastillas and he is very sleepy')?.categories).toEqual(['overdose']);
    expect(screenEmergency('my mum keeps saying no puedo respirar')?.categories).toEqual(['breathing']);
  });

  it.each([
    ['I wish I could just die', true],
    ['i keep thinking about death', true],
    ['some days i think i want to die', true],
    ['i am scared of dying on the operating table', false],
    ['that spin class was brutal, i thought i was going to die lol', false],
    ['I want to dye my hair purple', false],
  ])('the general shape of a death wish: "%s" → %s', (message, routed) => {
    expect(screenEmergency(message)?.kind === 'self_harm').toBe(routed);
  });

  it('uncertainty is not negation: "not sure how many" still routes', () => {
    expect(screenEmergency("my son ate some of my pills, I'm not sure how many")?.categories).toEqual(['overdose']);
  });

  it('a general question is remembered as asked, for a note with the numbers', () => {
    expect(screenMessage('what are the warning signs of suicide in teenagers').asked).toEqual(['self_harm']);
  });
});

describe('emergency screen: crisis-range readings need the symptoms that make them an emergency (ADA, AHA)', () => {
  it.each([
    ['glucose 53 mg/dL with symptoms', 'my sugar is 53 and I am shaky and sweaty', ['hypoglycaemia']],
    ['glucose 2.9 mmol/L with confusion', 'bg 2.9 and he is confused', ['hypoglycaemia']],
    ['glucose 54 mg/dL with symptoms', 'my sugar is 54 and I am a bit shaky', []],
    ['glucose 45 without symptoms', 'my sugar was 45 this morning, had juice, it is 110 now', []],
    ['glucose 250 with vomiting', 'blood sugar 250 and vomiting since this morning', ['hyperglycaemia']],
    ['glucose 240 with vomiting', 'blood sugar 240 and vomiting since this morning', []],
    ['glucose 450, no symptoms', 'my glucose was 450 after cake, I feel fine', []],
    ['BP 180/110 with chest pain', 'bp 180/110 and chest pain', ['cardiac', 'hypertensive_crisis']],
    ['BP 170/120 with blurry vision', 'blood pressure 170/120 and my vision is blurry', ['hypertensive_crisis']],
    ['BP 179/119 with blurry vision', 'blood pressure 179/119 and my vision is blurry', []],
    ['BP 200/130 without symptoms', 'blood pressure 200/130 but no headache and no other symptoms', []],
    ['BP 210/125 with a pounding head', 'bp 210/125 and my head is pounding', ['hypertensive_crisis']],
    ['pregnant, 160/110 with seeing spots (ACOG severe range)', 'im 34 weeks pregnant bp 160/110 and seeing spots', ['hypertensive_crisis']],
    ['pregnant, 159/109 with a headache', 'pregnant and bp 159/109 with a headache', []],
    ['not pregnant, 170/115 with seeing spots', 'bp 170/115 and seeing spots', []],
  ])('%s', (_what, message, categories) => {
    expect(screenMessage(message).categories).toEqual(categories);
  });
});

describe('emergency screen: wording families widened from fresh batches 10–12', () => {
  it.each([
    ['half the face not moving', 'my coworker just went quiet and half his face isnt moving', 'stroke'],
    ['one side of the face down, speech not clear', 'my wifes face look strange one side is down and she speak not clear', 'stroke'],
    ['lips a bit blue with odd breathing', 'she is breathing weird and her lips look kinda blue', 'breathing'],
    ['skin sucking in under the ribs', 'my baby is breathing very fast and grunting and her skin sucking in under ribs', 'breathing'],
    ['an elephant on the chest', 'feels like an elephant on my chest and im sweating', 'cardiac'],
    ['foaming at mouth without "the"', 'he is on the ground jerking and foaming at mouth', 'seizure'],
    ['a doubled insulin dose with hypo signs', 'took double my insulin by mistake and feel shaky', 'overdose'],
    ['pills taken twice with a slow pulse', 'grandad took his heart pills twice and now his pulse is really slow', 'overdose'],
    ['a poison named before "in her mouth"', 'the baby put a dishwasher tablet in her mouth and was sucking on it', 'poisoning'],
    ['pills saved up', 'i have saved up enough pills', 'self_harm'],
    ['pills ready', 'i have the pills ready in my drawer', 'self_harm'],
    ['a goodbye message', 'this is my goodbye message to you all', 'self_harm'],
    ['why bother waking up', 'i dont see why i should bother waking up tomorow', 'self_harm'],
    ['hoping not to wake, with a filler word', 'i hope i just dont wake up', 'self_harm'],
    ['a decision told at the end', 'i have decided tonight is the night', 'self_harm'],
    ['a death wish after "no more": the negation belongs to the clause before', 'cant do this no more i want to die', 'self_harm'],
    ['Portuguese singular "remédio"', 'tomei uma cartela inteira de remédio para dormir', 'overdose'],
    ['French "ma" is not English text-speak for "mum"', 'j’ai pris toute ma boîte de somnifères', 'overdose'],
    ['Spanish "todo mi frasco"', 'me tomé todo mi frasco de pastillas', 'overdose'],
    ['German passive wish', 'ich habe keine Lust mehr zu leben', 'self_harm'],
    ['Spanish passive wish', 'ya no tengo ganas de vivir', 'self_harm'],
    ['French no reason to live', 'je ne vois plus de raison de vivre', 'self_harm'],
    ['Portuguese no will to live', 'estou sem vontade de viver', 'self_harm'],
    ['sharp pain at the centre of the chest', 'sharp pain center of chest spreading to my back and i feel like passing out', 'cardiac'],
    ['words sounding drunk, cup dropped', 'brother cant hold his coffee cup his hand just drops it and his words sound drunk but he hasnt drunk', 'stroke'],
    ['wrong words and both arms', 'dad keeps saying the wrong words and cant raise both arms', 'stroke'],
    ['an infant breathing fast, belly heaving', 'my 4 month old is breathing so fast and her belly is heaving and she wont feed', 'breathing'],
    ['throat scratchy and closing', 'ate something with sesame and my throat feels scratchy and closing and im dizzy', 'allergy'],
    ['a week of pills from the organizer', 'my mom with dementia took her whole weekly pill organizer at once', 'overdose'],
    ['a child who found gummies and ate them', 'toddler found the melatonin gummies and ate maybe 10', 'overdose'],
    ['more than prescribed', 'he took way more tramadol than prescribed and is really sleepy', 'overdose'],
    ['slumped and not answering', 'found him slumped in the car wont answer me', 'unconscious'],
    ['two halves of settling affairs', 'i put my affairs in order and wrote to my kids', 'self_harm'],
    ['looking at the height of a bridge', 'i have been looking at how high the bridge is', 'self_harm'],
    ['not around much longer', 'i dont think ill be around much longer', 'self_harm'],
    ['cutting arms, repeatedly', 'i keep cutting my arms', 'self_harm'],
    ['French no wish to wake', 'je n’ai plus envie de me réveiller', 'self_harm'],
    ['German pills collected', 'ich habe Tabletten gesammelt, um es zu beenden', 'self_harm'],
    ['Portuguese "um monte de"', 'ela engoliu um monte de comprimidos', 'overdose'],
    ['Portuguese arm not moving', 'o meu pai de repente não mexe o braço esquerdo', 'stroke'],
    ['staring with a floppy arm', 'mum is staring and cant answer simple questions and her arm is floppy', 'stroke'],
    ['one side of a relative’s face', 'why is one side of my moms face not moving when she smiles', 'stroke'],
    ['asthma attack, inhaler left at home', 'i am having an asthma attack and i left my inhaler at home', 'breathing'],
    ['breathing that keeps stopping', 'his breathing keeps stopping for a few seconds', 'breathing'],
    ['tongue tingling and swelling', 'my tongue is tingling and swelling after the new medicine', 'allergy'],
    ['a number, then four words, then the pills', 'i took 12 of my husbands sleeping tablets', 'overdose'],
    ['overdid it with paracetamol', 'i overdid it with the paracetamol, had like 16 today', 'overdose'],
    ['went stiff and started jerking', 'she suddenly went stiff and started jerking', 'seizure'],
    ['a big amount of blood vomited', 'i just threw up a big amount of bright red blood', 'bleeding'],
    ['thinking of jumping', 'im thinking of jumping', 'self_harm'],
    ['a pet given away and a will written', 'i’ve given away my cat and wrote my will', 'self_harm'],
    ['no future, want out', 'i cant see a future for myself anymore i just want out', 'self_harm'],
    ['a last message', 'this will be my last message', 'self_harm'],
    ['not feeling like living', 'i dont feel like living', 'self_harm'],
    ['French "une vingtaine de"', 'j’ai pris une vingtaine de cachets', 'overdose'],
    ['Portuguese no reason to go on', 'não vejo motivo para continuar vivendo', 'self_harm'],
    ['indigestion with sweating and breathlessness', 'mum 72 complaining of indigestion that wont go away and is sweating and breathless', 'cardiac'],
    ['Spanish chest pressure with an adjective', 'mi marido se queja de una presión fuerte en el pecho y está sudando', 'cardiac'],
    ['an inhaled peanut with coughing', 'my toddler inhaled a peanut and is coughing and wheezing', 'breathing'],
    ['an allergic child exposed, with symptoms', 'son with nut allergy ate a brownie and says his mouth feels weird and he is coughing a lot', 'allergy'],
    ['car exhaust in a garage', 'my husband has been breathing in car exhaust in the garage', 'poisoning'],
    ['the bottles under the bathroom sink', 'my son drank something from the bottles under the bathroom sink', 'poisoning'],
    ['if I take these pills it would be over', 'if i take all these pills it would be over', 'self_harm'],
    ['made peace, ready to go (two halves)', 'i made my peace and i’m ready to go', 'self_harm'],
    ['nobody will miss me', 'nobody will miss me when im gone', 'self_harm'],
    ['driving off the road on purpose', 'im going to drive my car off the road', 'self_harm'],
    ['goodbye and thanks for everything (two halves)', 'goodbye everyone, thank you for everything', 'self_harm'],
    ['Spanish jumping from a bridge', 'pienso en tirarme del puente', 'self_harm'],
    ['German death wish with fillers', 'ich möchte einfach nur sterben', 'self_harm'],
    ['a heart that hurts, with faintness', 'grandma says her heart hurts and she feels like she is going to faint', 'cardiac'],
    ['French "mal … à la poitrine"', 'ma grand-mère a mal au cœur et à la poitrine, elle transpire beaucoup', 'cardiac'],
    ['stridor in a baby', 'my baby is making a high pitched sound when breathing in and is struggling', 'breathing'],
    ['German spray not helping', 'mein Sohn hat einen Asthmaanfall und das Spray hilft nicht', 'breathing'],
    ['stung, hives, breathing funny', 'my daughter got stung and now she has hives and is breathing funny', 'allergy'],
    ['Spanish double insulin by mistake', 'mi padre se tomó por error el doble de su insulina y está sudando', 'overdose'],
    ['hand sanitizer drunk', 'roommate drank hand sanitizer and is vomiting', 'poisoning'],
    ['blood that keeps pouring', 'blood keeps pouring from my nose and i’m on blood thinners', 'bleeding'],
    ['needing it all to stop', 'i just need it all to stop permanently', 'self_harm'],
    ['better off with the insurance', 'my family would be better off with the insurance money', 'self_harm'],
    ['being alive is too much', 'being alive is too much, i dont want it anymore', 'self_harm'],
    ['how long it takes to die', 'how long does it take to die from an overdose', 'self_harm'],
    ['picturing my own funeral', 'i keep picturing my own funeral and i dont mind', 'self_harm'],
    ['scared of what I might do', 'im scared of what i might do to myself tonight', 'self_harm'],
    ['drooling from one side', 'my mother in law suddenly cant understand what we say and is drooling from one side', 'stroke'],
    ['French speech trouble with a limp arm', 'mon grand-père a soudain du mal à parler et son bras est tout mou', 'stroke'],
    ['a baby who stops breathing and goes floppy', 'my baby stops breathing and goes floppy', 'unconscious'],
    ['lips and eyes puffing up', 'my sons lips and eyes are puffing up after he ate egg and he keeps coughing', 'allergy'],
    ['a whole bag of weed gummies', 'i ate a whole bag of weed gummies and my heart is pounding and im scared', 'overdose'],
    ['so much blood from his head', 'there is so much blood coming from his head', 'bleeding'],
    ['no reason for me to be here', 'there is no reason for me to be here anymore', 'self_harm'],
    ['a knife to use on myself', 'i have a knife and i want to use it on myself', 'self_harm'],
    ['Spanish "me quiero quitar la vida"', 'me quiero quitar la vida', 'self_harm'],
  ])('%s → %s', (_what, message, category) => {
    expect(screenMessage(message).categories).toContain(category);
  });

  it.each([
    ['choking on words', 'i choked on my words in the interview'],
    ['sleeping forever after a flight', 'i feel like i could sleep forever after that flight'],
    ['a German general question', 'wie erkenne ich einen Schlaganfall?'],
    ['a French general question', 'comment reconnaître un AVC ?'],
    ['pills ready for the week', 'i have my pills ready for the week in the organizer'],
    ['a goodbye message for a colleague', 'writing a goodbye message for my team'],
    ['pills saved for a trip', 'i saved my pills for the trip'],
    ['"tonight is the night" alone', 'tonight is the night'],
    ['not wanting to die', 'i dont want to die'],
    ['why bother getting up early', 'i dont see why i should bother getting up early on a sunday'],
    ['a whole box of cereal in French', 'je prends toute ma boîte de céréales le matin'],
    ['the quickest way to go somewhere', 'what is the quickest way to go to the airport'],
    ['a height question', 'how high is the eiffel tower'],
    ['an old seizure and a plan', 'i had a seizure 10 years ago and now i want to start driving'],
    ['blacking out on details', 'i blacked out on the details of the meeting'],
    ['affairs in order before surgery', 'we put our affairs in order before my surgery'],
    ['a cut on a fence', 'i cut my arm on the fence'],
    ['how to use an EpiPen', 'how do i use an epipen'],
    ['a normal period', 'i bled through my pad at night during my period'],
    ['disappearing into a book', 'i want to disappear into a book this weekend'],
    ['almost fainting at a price', 'i almost fainted when i saw the price'],
    ['the last message of the day', 'this is my last message for today, talk tomorrow'],
    ['jumping into the pool', 'im thinking of jumping into the pool'],
    ['sleep apnoea', 'his breathing keeps stopping at night when he snores'],
    ['stroke rehab', 'my stroke rehab is going well'],
    ['a choke that passed', 'my son choked on a sweet last month but he coughed it out, how do I prevent that'],
    ['goodbye alone', 'goodbye everyone'],
    ['a car warming up in the garage', 'the car is running in the garage'],
    ['heartburn after curry', 'heartburn and sweating from the spicy food'],
    ['a heart attack years ago, and now', 'my dad had a heart attack 5 years ago and now eats healthier'],
    ['chest tight with exam anxiety', 'my chest feels tight when i am anxious before exams, how do i calm down'],
    ['a heart that hurts for someone', 'my heart hurts for her'],
    ['dying of old age', 'how long does it take to die of old age'],
    ['a meeting to end', 'i want this meeting to end'],
    ['snoring pauses', 'my partner snores and sometimes stops breathing for a second at night, could it be sleep apnea'],
    ['a floppy cat', 'my cat goes floppy when i pick her up'],
    ['candy gummies', 'i ate a whole bag of gummies lol'],
    ['a French language difficulty', 'ma fille a du mal à parler anglais'],
  ])('stays quiet: %s', (_what, message) => {
    expect(screenMessage(message).categories).toEqual([]);
  });
});
