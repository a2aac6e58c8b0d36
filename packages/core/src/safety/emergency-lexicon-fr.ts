/**
 * The French emergency lexicon (screenText form: lowercase, no accents, elisions opened — "j'ai"
 * is "je ai", "n'arrive" is "ne arrive", "l'AVC" is "le avc").
 */
import { situation, topic, type EmergencyLexicon } from './emergency-types';

const ENFANT = '(?:enfant|bebe|fils|fille|petit|petite|gamin|gamine|petit fils|petite fille|neveu|niece)';
const MEDICAMENTS = '(?:medicaments?|comprimes?|cachets?|pilules?|gelules?|doliprane|dafalgan|efferalgan|paracetamol|ibuprofene|advil|aspirines?|somniferes?|anxiolytiques?|antidepresseurs?|xanax|lexomil|insuline|cachets pour (?:le coeur|la tension|dormir))';
const POISON = '(?:javel|eau de javel|produit menager|produits menagers|produit (?:de )?vaisselle|liquide vaisselle|produit de nettoyage|tablette de lave vaisselle|lave vaisselle|lessive|capsule de lessive|pile bouton|piles?|batterie|antigel|mort aux rats|insecticide|pesticide|detergent|destop|ammoniaque|white spirit|essence)';
const QUANTITE = '(?:une (?:dizaine|douzaine|quinzaine|vingtaine|trentaine|cinquantaine|centaine) de|des dizaines de|trop de|[1-9]\\d{1,2}|huit|neuf|dix|douze|quinze|vingt|trente|quarante|cinquante|cent|plein de|beaucoup de|une poignee de|(?:toute|tout) (?:la|ma|sa|ta|leur|une) (?:boite|plaquette|flacon|bouteille|tube)(?: entiere)?|toute la boite|toute la plaquette|tout le flacon|une boite entiere|la boite entiere|une boite|un flacon|la moitie de la boite|tous mes|toutes mes|tous les|toutes les)';
const ANTICOAG = '(?:coumadine|warfarine|previscan|sintrom|eliquis|apixaban|xarelto|rivaroxaban|pradaxa|heparine|lovenox|innohep|clopidogrel|plavix|kardegic|anticoagulants?)';

export const frenchLexicon: EmergencyLexicon = {
  language: 'fr',
  signals: [
    topic('cardiac', /\b(?:douleur (?:\w+ ){0,3}(?:a la|dans la|de la|thoracique)(?: poitrine)?|(?:serrement|oppression|pression|poids) (?:\w+ )?(?:sur|dans|a) la poitrine|crise cardiaque|infarctus|arret cardiaque)\b/),
    situation('cardiac', /\b(?:je ai|il a|elle a|a) (?:tres |super )?mal (?:a la|dans la) poitrine\b|\bla poitrine (?:me |lui )?(?:serre|brule|fait (?:tres )?mal)\b/, { unless: /\b(?:muscu\w*|pompes|developpe couche|courbatures|salle de sport|entrainement)\b/ }),
    situation('cardiac', /\bmal (?:\w+ ){1,4}(?:a la|dans la) poitrine\b/, { unless: /\b(?:muscu\w*|pompes|developpe couche|courbatures|salle de sport|entrainement)\b/ }),
    situation('stroke', /\b(?:du mal|de la peine|difficulte\w*|peine) a (?:parler|articuler|trouver (?:ses|les|mes) mots)\b/, { weight: 0.5 }),
    situation('stroke', /\b(?:bras|jambe|main)(?: \w+){0,3} (?:mou|molle|faible|engourdi|engourdie|lourd|lourde|inerte|paralyse|paralysee)\b/, { weight: 0.5 }),
    situation('stroke', /\b(?:soudain\w*|brusquement|tout a coup|d un coup)\b/, { weight: 0.5, requires: /\b(?:parler|articuler|mots|bras|jambe|visage|bouche|confus\w*|vision)\b/ }),
    topic('stroke', /\b(?:avc|accident vasculaire(?: cerebral)?|attaque cerebrale)\b/),
    situation('stroke', /\b(?:visage|bouche|sourire)(?: \w+){0,4} (?:tombe|tombant|paralyse|paralysee|de travers|deforme|deformee|engourdi|engourdie|affaisse)\b/),
    situation('stroke', /\b(?:ne )?(?:peut|peux|arrive|arrivait|parvient)(?: \w+){0,2} (?:plus |pas )?(?:a )?(?:lever|bouger|sentir) (?:son|le|mon|sa) (?:bras|jambe|main|cote)\b/),
    situation('stroke', /\b(?:parle|parler|paroles|mots|elocution|langage)(?: \w+){0,3} (?:bizarre\w*|incomprehensibles?|ne importe comment|confus|charabia|pateuse|embrouille\w*|sans sens)\b|\bne (?:peut|peux|arrive) (?:plus |pas )?(?:a )?parler\b|\bdit des choses incoherentes\b/),
    situation('breathing', /\b(?:ne )?(?:peux|peut|arrive|arrivons|parvient) (?:plus |pas )?(?:a )?respirer\b|\bne respire (?:plus|pas|presque plus|mal)\b|\b(?:je|il|elle) (?:me |se )?(?:etouffe|suffoque)\b|\bs etouffe\b|\bse etouffe\b|\blevres (?:bleues|violettes)\b/),
    topic('breathing', /\b(?:du mal a respirer|difficulte\w* a respirer|essouffle\w* au repos|manque de air)\b/),
    topic('allergy', /\b(?:choc anaphylactique|anaphylaxie|reaction allergique (?:grave|severe|forte)|oedeme de quincke)\b/),
    situation('allergy', /\b(?:gorge|langue|levres|visage|bouche)(?: \w+){0,2} (?:gonfle\w*|enfle\w*|se ferme|serree|qui se ferme)\b/),
    situation('allergy', /\b(?:epipen|anapen|stylo de adrenaline|adrenaline)\b/, { requires: /\b(?:utiliser|utilise|faire|injecter|piquer|dois je|donner)\b/ }),
    topic('overdose', /\b(?:surdose|overdose|surdosage|intoxication medicamenteuse)\b/),
    situation('overdose', new RegExp(`\\b(?:pris|avale|avalee|ingere|ingurgite|prend|donne) (?:\\w+ ){0,3}?${QUANTITE}(?: \\w+){0,3}? ${MEDICAMENTS}\\b|\\b(?:pris|avale|avalee) (?:\\w+ ){0,2}?(?:(?:toute|tout) (?:la|ma|sa|ta|leur) (?:boite|plaquette|flacon|bouteille)|toute la boite|tout le flacon|une boite entiere|la boite entiere|toute la plaquette|tous mes|toutes mes)\\b`)),
    situation('overdose', new RegExp(`\\b${ENFANT}\\b(?: \\w+){0,8}? (?:avale|mange|bu|pris|mis dans (?:sa|la) bouche)(?: \\w+){0,5}? ${MEDICAMENTS}\\b`)),
    topic('poisoning', /\b(?:empoisonne\w*|intoxique\w*|intoxication|centre antipoison)\b/),
    situation('poisoning', new RegExp(`\\b(?:avale|bu|mange|ingere|inhale|respire)(?: \\w+){0,4}? ${POISON}\\b`)),
    situation('unconscious', /\b(?:inconscient\w*|ne repond (?:plus|pas)|ne reagit (?:plus|pas)|ne se reveille (?:pas|plus)|(?:arrive|peux|peut) pas a le reveiller|perdu connaissance|sans connaissance|pas de pouls)\b/),
    topic('unconscious', /\b(?:evanoui\w*|effondre\w*|malaise)\b/),
    situation('seizure', /\b(?:convuls\w+|crise de epilepsie|crise convulsive|fait une crise et tremble)\b/),
    situation('bleeding', /\b(?:saigne (?:\w+ )?(?:beaucoup|enormement|sans arret|abondamment|partout)|ne arrete pas de saigner|saignement qui ne se arrete pas|vomi\w* du sang|crache du sang|hemorragie|du sang partout)\b/),
    topic('bleeding', /\bselles (?:noires|goudronneuses)\b|\bmarc de cafe\b/),
    situation('bleeding', new RegExp(`\\b${ANTICOAG}\\b`), { requires: /\bsaign\w+\b/, unless: /\b(?:peut|peuvent|fait|font|augmente) (?:\w+ ){0,2}saign\w+|que faire si\b/ }),
    situation('self_harm', /\b(?:me foutre en le air|me scarifi\w*|je suis un fardeau|(?:plus|pas) la force de (?:vivre|continuer)|mettre fin a ma vie|envie de disparaitre)\b/),
    topic('self_harm', /\b(?:me suicider|se suicider|suicidaire|suicidaires|idees suicidaires|pensees suicidaires|tentative de suicide)\b/),
    situation('self_harm', /\b(?:envie de|veux|vais|voudrais|pense a) (?:mourir|me tuer|en finir|me suicider|disparaitre|me faire du mal)\b|\b(?:me tuer|mettre fin a mes jours|me faire du mal|me scarifier|me ouvrir les veines)\b/),
    situation('self_harm', /\bje (?:ne )?veux plus (?:vivre|me reveiller|etre la|exister|continuer)\b|\b(?:plus|pas) envie de vivre\b|\bpersonne ne (?:me regretterait|remarquerait|verrait la difference)\b|\b(?:ce|ca) serait mieux si je (?:mourais|disparaissais|ne etais (?:plus )?la)\b|\bfatigue\w* de vivre\b|\bveux en finir\b|\bne plus me reveiller\b|\b(?:je ne vois plus|je ne vois pas|aucun) (?:de |le |l )?(?:sens|interet) (?:a|de) (?:vivre|la vie|me reveiller|continuer)\b|\bmieux sans moi\b|\ben finir avec (?:la vie|tout)\b/),
    situation('self_harm', /\bme (?:jeter|lancer|balancer) (?:\w+ )?(?:du|d un|de la|sous (?:le|un)|par la) (?:pont|train|metro|fenetre|balcon|toit|falaise|immeuble)\b/),
    situation('self_harm', /\b(?:(?:plus|pas) envie de (?:me reveiller|vivre|continuer|exister|etre la)|(?:plus de|aucune|pas de|plus aucune) raison de vivre|ne vois plus (?:de |aucun |le )?(?:sens|raison) (?:a|de) (?:la vie|vivre|ma vie))\b/),
    situation('self_harm', /\b(?:dose (?:letale|mortelle)|combien de (?:\w+ ){0,3}(?:pour (?:mourir|ne plus se reveiller|ne pas se reveiller))|je donne (?:toutes )?mes affaires)\b/),
  ],
  context: {
    negation: /\b(?:pas de|sans|jamais|aucun|aucune|ni)\b/,
    urgency: /\b(?:maintenant|tout de suite|urgent|urgence|aidez|aide moi|au secours|vite|soudain|soudainement|brusquement|que faire|112)\b/,
    presence: /\b(?:je ai|ressens|ressent|je suis|il est|elle est|fait une|fais une|en train)\b/,
    informational: /\b(?:symptomes?|signes?|comment (?:reconnaitre|savoir si|identifier)|que est ce que|causes?|risques?|prevenir|prevention|effets secondaires|il y a des annees|le an dernier|expliquer)\b/,
    hypothetical: /\bque faire si (?:quelquun|une personne)\b|\bsi quelquun\b/,
  },
};
