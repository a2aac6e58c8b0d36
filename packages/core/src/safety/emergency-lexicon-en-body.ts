/**
 * English signs of heart attack, stroke (FAST: face, arm, speech, time), breathing trouble,
 * anaphylaxis, unresponsiveness and seizures — in the first person and about someone else.
 */
import { situation, topic, type EmergencySignal } from './emergency-types';

const GYM_CHEST = /\b(?:(?:leg|arm|back|push|pull|chest) day|squats?|deadlifts?|lifting weights|workout|bench(?: press)?|push ?ups?|press ups?|pec(?:s|toral)?|chest (?:day|workout|press|fly|flies)|doms|sore muscles?|pulled a muscle|after (?:the |my )?(?:gym|workout|lifting|training)|from (?:the |my )?(?:gym|workout|lifting|coughing)|coughing (?:fits?|for)|costochondritis)\b/;
const FIGURATIVE_HEART = /\b(?:(?:almost|nearly|practically|about to|going to|gonna|would|will) (?:have|had|give|gave|giving) (?:me |you |him |her )?a heart attack|gave (?:me|us|him|her) a (?:mini )?heart attack|heart attack (?:on a plate|in a (?:bun|box|bowl))|heart ?attack (?:burger|sandwich|grill))\b/;
const NOT_STROKE = /\b(?:(?:i|you|we|they|to|gently|softly|and|lets me|let me) strokes? (?:the|my|his|her|its|their|a|your)|stroke of (?:luck|genius|midnight|brilliance|fortune)|(?:back|breast|swim(?:ming)?|golf|tennis|paddle|brush|pen|paint|key|piston) ?strokes?|strokes? (?:the|my|his|her|a) (?:cat|dog|hair|beard|kitten|puppy)|stroking|(?:having|had|gave me) a stroke (?:trying|reading|looking|watching|when i saw)|heat ?stroke)\b/;
const NUMB_BENIGN = /\b(?:slept on|sleeping on|lying on|laid on|leaning on|pins and needles|fell asleep|dentist|dental|novocaine|anaesthetic|anesthetic|filling|injection|botox|filler|carpal|cold weather|freezing|gym|workout|lifting|bench|deadlift|tattoo)\b/;
const FIGURATIVE_BREATH = /\b(?:lol|lmao|haha+|hahaha|laughing|funny|hilarious|rofl|dead|crying laughing|through (?:my|the|his|her) nose|nose|stuffy|blocked|congest\w*|mask|hot in here|this heat|humid|took my breath away|breath ?taking)\b/;
const CHOKING_PASSED = /\b(?:choked up|choking up|choking hazard|chokehold|choke hold|choker|emotional|tears|coughed it (?:out|up)|(?:a (?:bit|little)|slightly) (?:on|while|when)|but (?:she|he|they|i)(?:s| is| are| am|m) (?:fine|ok|okay|alright)|(?:is|s|was) fine now)\b/;
const BREATHING_ODD = /\b(?:breathing|breaths)(?: is| are)? (?:very |really |super |so )?(?:fast and shallow|shallow and fast|really shallow|very shallow|noisy and|rattling|gurgling|irregular and|really fast and|very fast and)\b/;
const SCHOOL_SLEEP = /\b(?:for school|for work|for college|on time|in the mornings?|early|alarm|before noon|weekends?|lazy|teenagers?|nap|from his nap|from her nap|lie in|sleep in)\b/;

const ARM_WEAK = /\b(?:arm|hand|leg|side)(?: \w+){0,2} (?:is|are|went|has gone|gone|feels|feel|felt|suddenly|just|seems|seem|looks|look|getting|became)(?: \w+){0,2} (?:weak|numb|limp|dead|heavy|floppy|paraly[sz]ed|useless|not working)\b/;
/** What turns a weak or numb limb into a stroke sign: suddenness or another sign beside it. */
const STROKE_COMPANY = /\b(?:sudden\w*|words|started (?:an|about|\d+|half)|(?:an|\d+) hours? ago|minutes ago|fine (?:at|this|an hour)|all of a sudden|out of nowhere|just now|dizzy|confus\w*|vision|blurry|headache|face|speech|slurr\w*|cant (?:talk|speak|walk)|one side|balance)\b/;

export const bodySignals: readonly EmergencySignal[] = [
  // Heart attack
  topic('cardiac', /\bchest (?:pains?|pressure|tightness|heaviness|discomfort|ache|aching)\b/),
  topic('cardiac', /\b(?:chest|breast ?bone|sternum)(?: \w+){0,3} (?:hurts?|hurting|aching|aches|achy|pains?|tight|tightness|tightening|pressure|heavy|heaviness|squeez\w*|crush\w*|on fire|burning up)\b|\b(?:pain|pressure|tightness|ache|heaviness|squeezing|burning) (?:\w+ ){0,2}(?:behind|under|beneath|in) (?:my |his |her |the )?(?:breast ?bone|sternum)\b/, { unless: GYM_CHEST }),
  situation('cardiac', /\b(?:left )?(?:arm|shoulder|jaw|neck)(?: and (?:my |his |her )?(?:left )?(?:arm|shoulder|jaw|neck|back))? (?:\w+ ){0,2}(?:hurts?|hurting|aching|aches|pain|numb|tingling|tingly)\b/, { requires: /\b(?:chest|breast ?bone|sweat\w*|clammy|grey|gray|pale|nause\w*|feel sick|feels sick|feeling sick|short of breath|breathless|heart)\b/, unless: GYM_CHEST }),
  topic('cardiac', /\b(?:heart attack|cardiac arrest|heartattack|heart atack)\b/, { unless: FIGURATIVE_HEART }),
  situation('cardiac', /\b(?:my|his|her|their|chest) (?:chest )?(?:really |so |still )?(?:hurts|is hurting|hurting|is tight|feels tight|feel tight|is heavy|feels heavy|is crushing|feels crushed|feels like (?:its|it is) (?:being )?(?:squeezed|crushed|in a vice|on fire)|is killing me|is so tight|is really tight|tightening|is burning and)\b/, { unless: GYM_CHEST }),
  situation('cardiac', /\b(?:crushing|squeezing|tight|heavy|sharp|stabbing|severe|bad|intense|awful|terrible|horrible) (?:pain |pressure |feeling |ache |tightness )?(?:in|across|on|around|at) (?:the )?(?:middle of |centre of |center of |left side of )?(?:my |his |her |their |the )?chest\b/, { unless: GYM_CHEST }),
  situation('cardiac', /\b(?:pain|pressure|tightness|ache|aching|squeezing) (?:in|across|on|around|at) (?:the )?(?:middle of |centre of |center of )?(?:my |his |her |their |the )?chest\b/, { unless: GYM_CHEST }),
  situation('cardiac', /\b(?:band|belt|vice|weight|strap) (?:\w+ )?(?:across|around|round|on|over) (?:my|his|her|their) chest\b|\b(?:clutching|holding|grabbing|gripping|clasping) (?:at )?(?:my|his|her|their) (?:chest|heart)\b/),
  situation('cardiac', /\bchest(?: \w+){0,4} (?:feels|feel|felt|is|was) (?:so |really |very |all )?(?:heavy|tight|crushed|squeezed|like (?:a|an|its|it is|someone))\b|\bheart (?:is |feels )?(?:being )?(?:squeezed|crushed|in a vice)\b/, { unless: GYM_CHEST }),
  situation('cardiac', /\b(?:crushing|squeezing|vice like|vicelike) chest\b/, { unless: GYM_CHEST }),
  situation('cardiac', /\b(?:elephant|weight|something heavy|a brick|someone) (?:is )?(?:sitting|standing|stood|sat|pressing) on (?:my|his|her) chest\b/),
  situation('cardiac', /\bpain (?:is )?(?:spreading|radiating|going|shooting|moving) (?:down|into|to|up) (?:my|his|her|the) (?:left )?(?:arm|jaw|neck|shoulder)\b/, { requires: /\b(?:chest|heart|sweat\w*|sick|nause\w*|breath\w*)\b/ }),
  situation('cardiac', /\b(?:chest|heart) (?:\w+ ){0,4}(?:and|with) (?:\w+ ){0,3}(?:left arm|jaw) (?:\w+ ){0,2}(?:hurts|pain|aches|numb|tingling)\b/),

  // Stroke (FAST)
  topic('stroke', /\b(?:strokes?|mini ?stroke|tia|cva)\b/, { unless: NOT_STROKE }),
  topic('stroke', /\b(?:slurred speech|(?:arm|leg) weakness|(?:face|facial) (?:drooping|droop)|(?:drooping|droopy) (?:face|mouth|eye|eyelid))\b/),
  topic('stroke', /\bsudden(?:ly)? (?:\w+ ){0,2}(?:numbness|weakness|confusion|confused|trouble (?:speaking|seeing|walking|talking)|vision loss|loss of vision|blindness|lost (?:my |his |her )?(?:vision|sight)|cant see out of|severe headache|worst headache|dizziness and)\b/),
  situation('stroke', /\b(?:worst headache of (?:my|his|her|their) life|thunderclap headache|headache (?:like|as if) (?:\w+ ){0,3}(?:hit|struck|kicked) (?:in|on) the head)\b/),
  situation('stroke', /\b(?:face|smile|mouth|lip|lips|eyelid|cheek)(?: \w+){0,4} (?:is|are|looks?|looking|went|gone|has gone|seems?|feels?|felt|started|keeps|got|getting|suddenly|all|kind of|kinda|a bit|bit|really|is all)(?: \w+){0,2} (?:droop\w*|lopsided|crooked|saggy|sagging|slack|fallen|dropped|twisted|uneven|paraly[sz]ed|frozen|wonky|off)\b/, { unless: NUMB_BENIGN }),
  situation('stroke', /\b(?:face|mouth|smile)(?: \w+){0,4} (?:on|to|down) (?:one|the left|the right) side\b/, { unless: NUMB_BENIGN }),
  situation('stroke', /\b(?:my|his|her|their|\w+s) (?:face|smile|mouth) (?:droop\w*|sagging|lopsided|crooked|wonky|twisted)\b/),
  situation('stroke', /\b(?:(?:one|left|right) side|half) (?:of )?(?:my|his|her|their|the) (?:face|mouth|body)(?: \w+){0,3} (?:numb|droop\w*|weak|paraly[sz]ed|fallen|dropped|sagging|not moving|wont move|dead|frozen|tingling)\b/, { unless: NUMB_BENIGN }),
  situation('stroke', /\b(?:droop\w*|sagging|numb|weak|paraly[sz]ed) (?:on|down) (?:one|the left|the right|his left|her left|his right|her right|my left|my right) side\b/, { unless: NUMB_BENIGN }),
  situation('stroke', /\b(?:speech|words|talking|talk|talks|speaking|speak|speaks|sentences|voice)(?: \w+){0,3} (?:is |are |all |keep |keeps |coming |come )?(?:out )?(?:wrong|weird|weirdly|funny|strange|strangely|odd|garbled|jumbled|slurred|slurry|nonsense|gibberish|mixed up|muddled|scrambled|(?:not|arent|isnt|dont|doesnt|wont) mak(?:e|ing) (?:any )?sense|makes no sense|make no sense|making no sense)\b/, { unless: /\b(?:drunk|beers?|wine|vodka|tipsy|shots|wasted|hungover|autocorrect|typing|texts?|essay|email)\b/ }),
  situation('stroke', /\b(?:talking|speaking|saying|making|talks|speaks)(?: \w+){0,4} (?:gibberish|nonsense|no sense|rubbish and|(?:nonsense|jumbled|garbled|muddled|made up) (?:words|sentences))\b/, { unless: /\b(?:drunk|politician|boss|meeting|tiktok|sleep talking|in (?:his|her|my) sleep)\b/ }),
  situation('stroke', /\b(?:cant (?:smile|close (?:my|his|her) eye|whistle|raise (?:my|his|her) eyebrow) (?:properly|right|on one side|evenly)|(?:cant|cannot|struggling to) (?:remember|think of|get out) (?:the |his |her |my |any )?(?:words|right words)|(?:mixing|mixes|mixed|muddling|jumbling|confusing) up (?:her |his |my |their )?words|slurring|slurred|cant get (?:his|her|my|the|their) words out|cant find (?:the |his |her |my )?words|cant (?:speak|talk) (?:properly|clearly|right|normally|at all)|struggling to (?:speak|talk)|words wont come out)\b/, { unless: /\b(?:drunk|beers?|wine|vodka|tipsy|shots|wasted|hungover|in a meeting|at work right now)\b/ }),
  situation('stroke', /\b(?:cant|cannot|can not|unable to|couldnt|not able to|struggling to|wont|cant seem to) (?:lift|raise|move|feel|hold up|use|grip (?:with)?|hold anything (?:with|in)) (?:up )?(?:my|his|her|their|one|either|the|\w+s)(?: left| right)? (?:arm|hand|leg|side|face)\b/, { unless: NUMB_BENIGN }),
  situation('stroke', ARM_WEAK, { unless: NUMB_BENIGN, weight: 0.5 }),
  situation('stroke', ARM_WEAK, { unless: NUMB_BENIGN, requires: STROKE_COMPANY }),
  situation('stroke', /\b(?:dropping|dropped|drops) (?:things|stuff|everything|(?:the|her|his|my|a) (?:cup|fork|spoon|knife|phone|glass|keys|pen|mug))\b/, { weight: 0.5 }),
  situation('stroke', /\b(?:suddenly|all of a sudden|out of nowhere|just now)(?: \w+){0,6} (?:confused|dizzy|cant walk|cant stand|falling to one side|lost (?:my|his|her) balance|cant see|blurry|double vision|doesnt know where (?:he|she) is)\b/, { weight: 0.5 }),
  situation('stroke', /\b(?:speaking|talking|sounds?|sounding|slurring) like (?:he|she|they|i)(?:s| is| are| was| am|m)? drunk\b/, { requires: /\b(?:hasnt|has not|havent|not|no|didnt|sober|hasnt had|without)\b/ }),
  situation('stroke', /\b(?:lost|losing|lose) (?:the )?(?:vision|sight) in (?:one|my|his|her) (?:left |right )?eye\b|\bwent blind in one eye\b/),

  // Breathing
  situation('breathing', /\b(?:cant|cannot|can not|unable to|couldnt|struggling to|barely|hardly|cant seem to|fighting to|having to fight to|not able to|can barely|can hardly) (?:breathe|breath|breathing|get (?:a |any |enough )?(?:breath|air)|catch (?:my|his|her|their) breath)\b/, { unless: FIGURATIVE_BREATH }),
  topic('breathing', /\b(?:trouble|difficulty|difficult|problems?|hard time|struggle|struggling|hard) (?:with )?(?:breathing|to breathe)\b/),
  situation('breathing', /\b(?:gasping (?:for (?:air|breath)|and)|struggling for (?:air|breath)|(?:blue|grey|gray|purple|dusky) (?:around|round|on|in) (?:the |his |her |their |my )?(?:lips|mouth)|fighting for (?:air|breath)|grunt\w* (?:with|on) (?:every|each) breath|(?:every|each) breath is (?:a struggle|hard|an effort)|working (?:really |so )?hard to breathe|lips (?:are |is |turning |turned |going |look |looking )?(?:blue|grey|gray|purple|dusky)|turning blue|going blue|face (?:is |turning )?(?:blue|grey|purple))\b/),
  situation('breathing', /\b(?:short(?:ness)? of breath|breathless(?:ness)?|out of breath|wheez\w+)\b/, { requires: /\b(?:at rest|resting|sitting (?:still|down)|lying down|sudden(?:ly)?|severe|really bad|getting worse|worse and worse|cant (?:speak|talk|finish)|blue|lips|ribs|inhaler (?:isnt|is not|not|doesnt|wont)|no inhaler|cant find (?:his|her|my) inhaler|chest)\b/ }),
  situation('breathing', /\b(?:inhaler|puffer|nebuli[sz]er|ventolin|salbutamol|albuterol|reliever)(?: \w+){0,3} (?:isnt|is not|not|doesnt|does not|wont|aint|arent|stopped|no longer) (?:helping|working|doing anything|touching it|making a difference)\b/, { unless: /\b(?:expired|empty|counter|how do i know|technique|spacer)\b/ }),
  situation('breathing', /\b(?:asthma attack|attack of asthma)\b/, { requires: /\b(?:inhaler (?:isnt|is not|not|doesnt|does not|wont|aint)|no inhaler|without (?:his|her|my) inhaler|cant find (?:his|her|my|the) inhaler|worse|severe|cant (?:speak|talk|breathe|breath)|blue|bad)\b/ }),
  situation('breathing', /\b(?:cant|cannot|can not|unable to|struggling to) (?:speak|talk|finish|say) (?:in |a |his |her |my )?(?:full |whole |complete )?sentences?\b|\bbreathing (?:is )?(?:much |a lot |way |getting )?worse\b/),
  situation('breathing', /\b(?:ribs|skin between (?:his|her) ribs|chest) (?:are |is )?(?:sucking|pulling|caving) in\b|\bnostrils flaring\b/),
  situation('breathing', /\b(?:is|am|im|hes|shes|theyre|are|keeps|baby|toddler|son|daughter|he|she|someone|kid) (?:\w+ )?chok(?:ing|ed on)\b/, { unless: CHOKING_PASSED }),
  topic('breathing', /\bchok(?:ing|ed|es)\b(?! (?:hazard|up))/, { unless: CHOKING_PASSED }),
  situation('breathing', /\b(?:feel|feels|feeling) like (?:im|i am|hes|shes|he is|she is) (?:suffocating|drowning|being strangled)\b/, { weight: 0.5 }),
  situation('breathing', BREATHING_ODD, { weight: 0.5 }),
  situation('breathing', BREATHING_ODD, { requires: /\b(?:sleepy|drowsy|blue|grey|gray|floppy|limp|confused|not responding|unresponsive|pale|lips|wont wake|hard to wake)\b/ }),

  // Anaphylaxis and swelling
  topic('allergy', /\b(?:anaphyla(?:xis|ctic|xic)|severe allergic reaction|allergic shock)\b/),
  situation('allergy', /\b(?:throat|tongue|lips?|mouth|face|airway) (?:is |are |feels |feel |started |starting |keeps |just |has |have |seems |getting |went )?(?:\w+ )?(?:swelling|swollen|swolen|closing|closing up|tight|tightening|puffing up|puffed up|blowing up|ballooning|huge|so big|thick|very big|really big)\b/, { unless: /\b(?:wisdom|tooth|teeth|dental|dentist|filler|botox|cold sore|crying|sunburn|punched|hit by|fell on|bruise|sore throat|strep|tonsil\w*|singing|shouting|dry|chapped|cheering|yelling|after brushing)\b/ }),
  situation('allergy', /\b(?:swelling|swollen|swell) (?:of |in |up )?(?:my |his |her |their |the |a )?(?:throat|tongue|lips?|mouth|face)\b/, { unless: /\b(?:wisdom|tooth|teeth|dental|dentist|filler|botox|cold sore|punched|fell)\b/ }),
  situation('allergy', /\b(?:throat|airway) (?:is |feels )?(?:like (?:its|it is) )?(?:closing|tightening|getting tight|getting tighter|feels tight|feels thick|is closing|swelling|narrowing)\b/),
  situation('allergy', /\b(?:lips?|tongue|throat|mouth)(?: \w+){0,3} (?:big|bigger|fat|puffy)\b/, { requires: /\b(?:ate|eat|eating|after|allerg\w*|sting|stung|peanuts?|nuts?|shellfish|shrimp|medicine|pills?|tablets?)\b/, unless: /\b(?:photo|picture|selfie|filler|botox|lip plumper|lipstick)\b/ }),
  situation('allergy', /\bepi ?pens?\b/, { requires: /\b(?:should i|do i|need|needs|give|use|used|using|jab|inject|grab)\b/, unless: /\b(?:expir\w*|carry|keep|prescri\w*|how long|cost|price|store|storage|travel\w*|school|at work|in (?:my|her|his) bag|insurance|as an adult|renew|spare|train\w*|trainer|practice|practise)\b/ }),
  situation('allergy', /\b(?:use|used|using|need|needs|give|gave|giving|grabbed|jabbed|inject|injected) (?:my|his|her|their|an|the|a) (?:epi ?pen|epi|epinephrine|adrenaline|auto ?injector|anapen|jext)(?: auto ?injector)?\b/),
  situation('allergy', /\b(?:allergic reaction|reacting|allergic|allergy|ate|eaten|after eating|(?:bee|wasp) sting|stung)\b/, { requires: /\b(?:cant (?:breathe|breath|swallow)|struggling to breathe|wheez\w+|throat (?:is |feels )?(?:closing|tight|swell\w*)|tongue (?:is |feels )?(?:swell\w*|huge|thick|big)|lips? (?:are |is )?(?:swell\w*|tingl\w*|big)|hives (?:all over|everywhere)|swelling (?:up|shut)|swollen shut|epi ?pen)\b/, unless: /\b(?:yesterday|last (?:week|month|year)|as a (?:kid|child)|ago)\b/ }),
  situation('allergy', /\b(?:hives|rash|welts) (?:all over|everywhere|spreading)\b/, { weight: 0.5 }),

  // Unresponsive
  situation('unconscious', /\b(?:unconscious|unresponsive|not responsive|unconcious|unconsious|not responding|isnt responding|wont respond|doesnt respond|not reacting|no response|not answering(?! (?:my |the |her |his |their )?(?:phone|texts?|calls?|messages?|emails?|door))|not answer me|doesnt answer|hasnt woken up|still hasnt woken|not woken up properly|hasnt come round|hasnt come to|cant rouse|cant get (?:him|her|them) to (?:wake|respond)|not breathing|stopped breathing|isnt breathing|no pulse|no heartbeat|cant find a pulse|not moving and|out cold|knocked out)\b/, { unless: /\b(?:phone|texts?|messages?|emails?|app|website|computer|laptop|server|my calls|to my calls)\b/ }),
  situation('unconscious', /\b(?:wont|will not|cant|cannot|can not|couldnt) (?:wake (?:him|her|them|my \w+|up)|get (?:him|her|them) to wake)\b/, { unless: SCHOOL_SLEEP }),
  topic('unconscious', /\b(?:passed out|collapsed|blacked out|fainted|keeled over)\b|\b(?:he|she|they|baby|toddler|son|daughter|body|hes|shes)(?: is| went| has gone)? (?:all |completely )?(?:limp|floppy)\b/, { unless: /\b(?:passed out (?:on the couch|drunk|after (?:the|a) (?:party|night out))|collapsed (?:lung|veins?|on the couch|into bed))\b/ }),
  situation('unconscious', /\b(?:collapsed|passed out|fainted|fell) (?:\w+ ){0,3}(?:and )?(?:hit|banged|smashed) (?:his|her|my|their) head\b/),
  situation('unconscious', /\b(?:not|doesnt|didnt|dont) (?:wake|waking|woke|wakes) up\b/, { requires: /\b(?:fall|fell|fallen|falls|collaps\w*|faint\w*|pass\w* out|floor|breath\w*|head|unresponsive|limp|pills|drunk|blue|cold|ground|shak\w*)\b/, unless: SCHOOL_SLEEP }),
  situation('unconscious', /\bblue and (?:limp|not)\b/),

  // Seizure
  topic('seizure', /\bseizures?\b(?! (?:medication|medicine|meds|drugs?|threshold|disorder|risk|free|diary|action plan|alert dog))/),
  situation('seizure', /\b(?:seizing|convulsing|convulsions?|having a fit|is fitting|started fitting|fitting and|shaking (?:all over|uncontrollably|violently) and|jerking (?:all over|his arms|her arms|uncontrollably)|foaming at the mouth|grand mal|status epilepticus)\b/),
  situation('seizure', /\bseizures? (?:is |has been |for |lasting |that lasted |going on for )?(?:over |more than |longer than |about )?(?:\d+|five|six|seven|ten|fifteen) (?:min|mins|minutes)\b/),
  situation('seizure', /\b(?:first|first ever) seizure\b/),
  situation('seizure', /\bfitting\b/, { requires: /\b(?:floor|shaking|jerking|convuls\w*|seizure|epilep\w*|eyes|foam\w*|not responding|unresponsive|right now|help|ambulance|minutes)\b/, unless: /\b(?:fitting room|fitting in|fitting into|well fitting|fitting clothes|tight fitting|loose fitting)\b/ }),
  situation('seizure', /\b(?:had|just had|has had|having) (?:a |his |her |their |another )?(?:\w+ )?(?:seizure|fit|convulsion)\b/, { requires: /\b(?:first time|first ever|never (?:had|happened)|fever\w*|febrile|just|today|tonight|this (?:morning|afternoon|evening)|minutes? ago|an hour ago|still|hasnt|wont|not waking|again)\b/ }),
  situation('seizure', /\beyes (?:go|going|went|rolled|rolling|roll|rolls) (?:back|up)\b|\b(?:stiff|stiffening|rigid) and (?:jerking|shaking|twitching)\b|\b(?:twitching|jerking|shaking) (?:\w+ ){0,4}(?:not responding|unresponsive|not answering|wont respond|eyes)\b/),
];
