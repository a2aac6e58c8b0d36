/**
 * The German emergency lexicon (screenText form: lowercase, umlauts without dots — "hängt" is
 * "hangt", ß is "ss"). Compounds are matched as word parts ("Brustschmerzen", "Atemnot").
 */
import { situation, topic, type EmergencyLexicon } from './emergency-types';

const KIND = '(?:kind|sohn|tochter|baby|kleinkind|enkel|enkelin|kleine|kleiner|junge|madchen|saugling)';
const TABLETTEN = '(?:tabletten|pillen|medikamente|paracetamol|ibuprofen|aspirin|schlaftabletten|schmerztabletten|schmerzmittel|herztabletten|blutdrucktabletten|antidepressiva|beruhigungsmittel|insulin|kapseln)';
const GIFT = '(?:putzmittel|reiniger|bleiche|chlorreiniger|waschmittel|spulmaschinentabs?|geschirrspultabs?|knopfzelle|batterie|batterien|frostschutz|rattengift|gift|lampenol|abflussreiniger|pflanzenschutzmittel|benzin|nikotin|liquid)';
const MENGE = '(?:[89]|[1-9]\\d{1,2}|acht|neun|zehn|zwolf|funfzehn|zwanzig|dreissig|vierzig|funfzig|hundert|die ganze packung|eine ganze packung|eine packung|alle|viele|eine handvoll|eine hand voll|die halbe packung|die ganze schachtel|eine ganze schachtel)';
const GERINNUNG = '(?:marcumar|falithrom|phenprocoumon|warfarin|eliquis|apixaban|xarelto|rivaroxaban|pradaxa|dabigatran|lixiana|heparin|clexane|clopidogrel|plavix|blutverdunner|gerinnungshemmer)';

export const germanLexicon: EmergencyLexicon = {
  language: 'de',
  signals: [
    topic('cardiac', /\b(?:brustschmerz\w*|schmerz\w* (?:in der|in meiner|in seiner|in ihrer|auf der) brust|druck auf der brust|engegefuhl in der brust|brustenge|herzinfarkt|herzstillstand|herzanfall|infarkt)\b/),
    situation('cardiac', /\b(?:meine|seine|ihre) brust (?:tut (?:so |sehr )?weh|druckt|ist eng|brennt)\b/, { unless: /\b(?:bankdrucken|training|fitnessstudio|muskelkater|liegestutze|verspannt)\b/ }),
    topic('stroke', /\b(?:schlaganfall|hirnschlag|hirninfarkt|apoplex)\b/),
    situation('stroke', /\b(?:gesicht|mund|mundwinkel|lacheln)(?: \w+){0,4} (?:hangt|hangen|schief|gelahmt|taub|verzogen|herunter)\b/),
    situation('stroke', /\b(?:kann|konnte|kannst)(?: \w+){0,3} (?:arm|bein|hand|seite) (?:nicht|kaum) (?:mehr )?(?:heben|bewegen|spuren)\b/),
    situation('stroke', /\b(?:spricht|redet|sprache|worte|sprechen)(?: \w+){0,3} (?:undeutlich|wirr|verwaschen|komisch|unverstandlich|durcheinander|lallend|kauderwelsch|sinnlos)\b|\b(?:lallt|kann (?:\w+ )?nicht (?:mehr )?(?:richtig |gut |deutlich )?(?:sprechen|reden))\b|\b(?:arm|bein|hand|seite)(?: \w+){0,2} (?:ist |sind |wird )?(?:schlaff|taub|gelahmt|kraftlos)\b/),
    situation('breathing', /\b(?:kann|konnen|kann er|kann sie|bekomme|kriege|krieg|bekommt|kriegt)(?: \w+){0,2} (?:nicht|kaum|keine) (?:mehr )?(?:atmen|luft)\b|\b(?:ersticke|erstickt|lippen (?:sind |werden )?blau)\b/),
    situation('breathing', /\b(?:spray|inhalator|asthmaspray|notfallspray|pumpspray|asthmamittel) (?:\w+ ){0,2}(?:hilft|wirkt) (?:nicht|kaum|nichts|gar nicht)\b/),
    topic('breathing', /\b(?:atemnot|luftnot|schwer atmen|atembeschwerden)\b/),
    topic('allergy', /\b(?:anaphyla\w+|allergischer schock|schwere allergische reaktion)\b/),
    situation('allergy', /\b(?:hals|zunge|lippen|gesicht|rachen)(?: \w+){0,3} (?:schwillt|schwellen|geschwollen|zu|eng)\b/),
    situation('allergy', /\b(?:epipen|adrenalin|notfallset|autoinjektor|adrenalin pen)\b/, { requires: /\b(?:geben|spritzen|benutzen|verwenden|nehmen|setzen)\b/ }),
    topic('overdose', /\b(?:uberdosis|ueberdosis|uberdosiert|overdose)\b/),
    situation('overdose', new RegExp(`\\b(?:habe|hab|hat|haben)(?: \\w+){0,4}? ${MENGE}(?: \\w+){0,3}? ${TABLETTEN}(?: \\w+){0,2}? (?:genommen|geschluckt|eingenommen)\\b|\\b(?:genommen|geschluckt) (?:\\w+ ){0,2}?${MENGE}(?: \\w+){0,2}? ${TABLETTEN}\\b`)),
    situation('overdose', new RegExp(`\\b${KIND}\\b(?: \\w+){0,8}? ${TABLETTEN}(?: \\w+){0,4}? (?:verschluckt|geschluckt|gegessen|genommen|im mund)\\b`)),
    topic('poisoning', /\b(?:vergiftung|vergiftet|giftnotruf|giftig)\b/),
    situation('poisoning', new RegExp(`\\b${GIFT}(?: \\w+){0,4}? (?:verschluckt|geschluckt|getrunken|gegessen|eingeatmet)\\b|\\b(?:verschluckt|geschluckt|getrunken) (?:\\w+ ){0,3}?${GIFT}\\b`)),
    situation('unconscious', /\b(?:bewusstlos|reagiert nicht|wacht nicht (?:mehr )?auf|atmet nicht|nicht ansprechbar|kein puls|zusammengebrochen)\b/),
    topic('unconscious', /\b(?:ohnmachtig|ohnmacht|umgekippt)\b/),
    situation('seizure', /\b(?:krampfe|krampfanfalle|krampfanfall|epileptischer anfall|krampft|zuckt am ganzen korper|krampfen)\b/),
    situation('bleeding', /\b(?:(?:blute|blutest|blutet|bluten) (?:\w+ ){0,2}(?:stark|sehr|ununterbrochen|immer noch|ohne ende)|(?:blutung|es|das|sie) (?:hort|will) nicht auf(?=.*\bblut)|hort nicht auf zu bluten|erbricht blut|blut erbrochen|blut gespuckt|blut (?:uberall|spritzt))\b/),
    topic('bleeding', /\b(?:schwarze[nr]? stuhl(?:gang)?|teerstuhl|kaffeesatzartig\w*|wie kaffeesatz)\b/),
    situation('bleeding', new RegExp(`\\b${GERINNUNG}\\b`), { requires: /\b(?:blut(?!verdunner)\w*|schwarze[nr]? stuhl\w*|teerstuhl|erbricht)\b/, unless: /\b(?:kann|konnen|macht|erhoht) (?:\w+ ){0,2}blut\w*|was tun wenn\b/ }),
    topic('self_harm', /\b(?:suizid\w*|selbstmord\w*|lebensmude)\b/),
    situation('self_harm', /\b(?:bring(?:e)? mich um|mein leben beenden|bin (?:nur )?eine last|mir das leben nehmen)\b/),
    situation('self_harm', /\b(?:(?:von|vor) (?:der|einer|die|den|dem) (?:brucke|zug|hochhaus|dach|balkon) (?:springen|werfen|sturzen)|(?:mich )?vor (?:den|einen) zug (?:werfen|springen))\b/),
    situation('self_harm', /\b(?:will|mochte|mochte nicht mehr|werde) (?:(?:einfach|nur|lieber|endlich|am liebsten|jetzt) )*(?:nicht mehr leben|sterben|mich umbringen|mir das leben nehmen|mir etwas antun)\b|\b(?:mich umbringen|mich umzubringen|mir das leben (?:zu )?nehmen|mir etwas antun|ritze mich|ritzen)\b/),
    situation('self_harm', /\b(?:nicht mehr aufwachen|will nicht mehr (?:leben|weiterleben|aufwachen|da sein)|(?:mude|satt) (?:vom|zu) leben|(?:keinen|kein) sinn mehr (?:zu leben|im leben|aufzuwachen)?|ohne mich besser dran|(?:will|mag) (?:einfach |echt |wirklich |so )?nicht mehr(?= \||$)|ware besser wenn ich (?:tot ware|nicht mehr da ware|sterben wurde)|alle waren ohne mich besser)\b/),
    situation('self_harm', /\b(?:keine (?:lust|kraft) mehr (?:zu leben|weiterzuleben|auf (?:das |mein |dieses )?leben)|keinen grund mehr (?:zu leben|weiterzuleben)|nicht mehr (?:weiter)?leben (?:will|mochte|kann))\b/),
    situation('self_harm', /\b(?:tabletten|pillen|medikamente|schlaftabletten) (?:\w+ ){0,2}(?:gesammelt|gehortet|gebunkert|gespart)\b|\b(?:sammle|horte|bunkere) (?:\w+ ){0,2}(?:tabletten|pillen|medikamente)\b|\b(?:will|mochte|werde) (?:es|alles) beenden\b|\bum (?:es|alles) zu beenden\b/),
    situation('self_harm', /\b(?:will|mochte|wurde am liebsten) (?:einfach |nur )?(?:fur immer )?(?:verschwinden|weg sein|nicht mehr da sein)\b/, { unless: /\b(?:party|urlaub|feier|arbeit|buro|peinlich)\b/ }),
    situation('self_harm', /\b(?:todliche dosis|letale dosis|wie viele (?:\w+ ){0,3}(?:um zu sterben|um nicht mehr aufzuwachen)|verschenke (?:all )?meine sachen)\b/),
  ],
  context: {
    negation: /\b(?:kein|keine|keinen|nicht|nie|ohne|weder)\b/,
    urgency: /\b(?:jetzt|sofort|gerade|dringend|hilfe|notfall|plotzlich|schnell|was soll ich tun|112)\b/,
    presence: /\b(?:habe|hab|hat|ich bin|er ist|sie ist|spure|fuhle)\b/,
    informational: /\b(?:symptome|anzeichen|(?:wie|woran) (?:erkenne|erkennt|erkennen)|was ist|ursachen?|risiko|risiken|vorbeugen|nebenwirkungen|vor jahren|letztes jahr|erklar\w*)\b/,
    hypothetical: /\bwas (?:tun|mache ich) wenn (?:jemand|eine person)\b|\bwenn jemand\b/,
  },
};
