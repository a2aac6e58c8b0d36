/** The English emergency lexicon: its signals and the words that tell a situation from a question. */
import { bodySignals } from './emergency-lexicon-en-body';
import { crisisSignals } from './emergency-lexicon-en-crisis';
import { ingestionSignals } from './emergency-lexicon-en-ingestion';
import type { EmergencyLexicon } from './emergency-types';

export const englishLexicon: EmergencyLexicon = {
  language: 'en',
  signals: [...crisisSignals, ...bodySignals, ...ingestionSignals],
  context: {
    negation: /\b(?:no|not|never|without|dont|doesnt|didnt|isnt|arent|wasnt|werent|havent|hasnt|hadnt|nor|denies|denied|free of|zero|neither|ruled out)\b/,
    urgency:
      /\b(?:right now|(?<!\b(?:years?|months?|decades?) ago\b.*)(?<!(?:fine|ok|okay|better|well|good|normal|alright|stable|all good|done) )now(?! (?:i|we) (?:want|would like|wonder|am wondering|am thinking|plan|am planning|hope)\b)|currently|at the moment|help+ me|help+ him|help+ her|help+ us|need help|please help|emergency|hurry|urgent|urgently|quick|quickly|sudden|suddenly|started|starting|happening|getting worse|im having|i am having|is having|are having|were having|i think (?:im|i am|hes|he is|shes|she is|its|it is|they are|theyre)|just (?:had|took|taken|swallowed|collapsed|fainted|passed out|started)|wont stop|911|999|112|ambulance|scared|terrified|panicking|freaking out|what do i do|what should i do|this morning|tonight|today|an hour ago|minutes ago)\b/,
    presence: /\b(?:have|has|having|got|feel|feels|feeling|experiencing|suffering|im|am|been|hes|shes|is having|keeps having|getting)\b/,
    informational:
      /\b(?:signs?|symptoms?|what (?:is|are|causes|happens|does|do)|whats|causes?|caused|causing|risks?|prevent\w*|side effects?|history|had an?|have had|ive had|after (?:my|a|an|his|her)|since (?:my|a|an|his|her)|recover\w*|survivors?|years? ago|months ago|last (?:year|month|week|summer|winter)|used to|learn|explain|difference|how (?:common|likely|long|do|does|can|to)|statistics|chances?|lower|reduce|reducing|protect|first aid|warning signs|ago|mean|means|meaning|can (?:you|a person|people|one|someone)|is it possible|what would happen|article|study|research|documentary|course|training|class|homework|essay|exam|quiz|podcast|tips|worried about getting|normal|or is it|can (?:i|you|u) (?:overdose|od) on|(?:can|could|does|do|will|would|might) (?:\w+ ){1,3}(?:cause|give (?:you|me|someone)|lead to|trigger|make (?:you|me))|as a (?:kid|child|baby|teen|teenager)|when i was (?:a |younger|little|\d+)|in my (?:teens|twenties|thirties|youth)|should i still|still carry|at risk|increase (?:the )?risk|survive|rate|treatment for|treated|medication for|meds for)\b/,
    hypothetical:
      /\b(?:what (?:should|do|would|can) (?:i|you|we|one|someone|people|a person) do (?:if|when|in case)|what to do (?:if|when|in case)|how (?:do|can|would|should) (?:you|i|we|one) (?:know|tell|recogni[sz]e|spot|help|respond)|if (?:someone|somebody|a person|a child|a kid|a baby|your|you|they|he|she|my \w+|a \w+) (?:ever |suddenly )?(?:is|are|was|were|has|have|had|gets?|got|starts?|started|does|did|took|takes|swallows?|swallowed|ate|eats|cant|cannot|stops?|stopped|collapses?|collapsed|faints?|fainted|goes)|in case (?:of|someone|somebody)|first aid for|how to help (?:someone|a person|somebody)|(?:teach|teaching|learn|learning|taught) (?:me |us |my \w+ )?(?:about|how)|in a (?:movie|film|book|show|game|novel|story)|my (?:novel|story|character|book)|when (?:i|you|he|she|they) (?:feel|feels|get|gets) like|(?:tips|advice|techniques|exercises|strategies) (?:for|on|to))\b/,
  },
};
