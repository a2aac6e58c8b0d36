/** The Portuguese emergency lexicon, European and Brazilian (screenText form: lowercase, no accents — "não" is "nao"). */
import { situation, topic, type EmergencyLexicon } from './emergency-types';

const CRIANCA = '(?:filho|filha|bebe|crianca|neto|neta|menino|menina|miudo|miuda|pequeno|pequena|nene)';
const COMPRIMIDOS = '(?:comprimidos|remedios?|pilulas|capsulas|medicamentos|medicacao|paracetamol|ibuprofeno|aspirinas?|tylenol|calmantes|ansioliticos|antidepressivos|soniferos|insulina|comprimidos para (?:dormir|o coracao|a tensao)|remedios (?:do|para o) coracao|remedio de pressao)';
const VENENO = '(?:agua sanitaria|lixivia|cloro|veneno|chumbinho|detergente|produto de limpeza|produtos de limpeza|pilha|pilhas|bateria|soda caustica|inseticida|raticida|querosene|gasolina|alcool)';
const QUANTIDADE = '(?:uma (?:duzia|dezena|vintena) de|dezenas de|[89]|[1-9]\\d{1,2}|oito|nove|dez|doze|quinze|vinte|trinta|quarenta|cinquenta|cem|muitos|muitas|todos os|todas as|uma caixa|a caixa inteira|uma caixa inteira|um frasco|o frasco inteiro|um frasco inteiro|meia caixa|uma cartela|um punhado de|um monte de|uma porrada de|varios|varias)';
const ANTICOAG = '(?:varfarina|marevan|eliquis|apixabana|apixaban|xarelto|rivaroxabana|pradaxa|dabigatrano|heparina|clexane|enoxaparina|clopidogrel|plavix|anticoagulantes?)';

export const portugueseLexicon: EmergencyLexicon = {
  language: 'pt',
  signals: [
    topic('cardiac', /\b(?:dor (?:\w+ ){0,2}(?:no|do) peito|aperto no peito|pressao no peito|peso no peito|infarto|enfarte|ataque cardiaco|ataque do coracao|paragem cardiaca|parada cardiaca)\b/),
    situation('cardiac', /\b(?:meu|o) peito (?:esta |ta )?(?:doendo|a doer|apertado)\b/, { unless: /\b(?:academia|supino|treino|flexoes|musculacao|dolorido)\b/ }),
    topic('stroke', /\b(?:avc|derrame|acidente vascular(?: cerebral)?|trombose cerebral)\b/),
    situation('stroke', /\b(?:rosto|cara|boca|sorriso)(?: \w+){0,4} (?:torta|torto|caida|caido|descaida|descaido|paralisad[ao]|dormente|de lado|torcid[ao])\b/),
    situation('stroke', /\bnao (?:consegue |consigo |conseguia )?(?:levantar|levanta|mexer|mexe|sentir|sente|mover|move) (?:o|a|seu|sua|meu|minha) (?:braco|lado|perna|mao)\b/),
    situation('stroke', /\b(?:fala|falando|falar|palavras|discurso)(?: \w+){0,3} (?:enrolad[ao]s?|estranh[ao]s?|sem sentido|arrastad[ao]s?|esquisit[ao]s?|confus[ao]s?|trocad[ao]s?)\b|\bnao (?:consegue|consigo) falar\b|\bdiz coisas sem sentido\b/),
    situation('breathing', /\bnao (?:consigo|consegue|conseguimos|conseguia) respirar\b|\b(?:estou|esta|to|ta|estao) (?:a )?(?:sufocar|sufocando|asfixiar|asfixiando)\b|\blabios (?:roxos|azuis)\b|\b(?:engasgad[ao]|engasgou|engasgando)\b/),
    topic('breathing', /\b(?:falta de ar|dificuldade (?:para|de|em) respirar|nao (?:passa|entra) ar)\b/),
    topic('allergy', /\b(?:anafila\w+|choque anafilatico|reacao alergica (?:grave|forte|severa))\b/),
    situation('allergy', /\b(?:garganta|lingua|labios|rosto|cara|boca)(?: \w+){0,2} (?:inchando|inchad[ao]s?|a inchar|fechando|a fechar)\b/),
    situation('allergy', /\b(?:epipen|adrenalina|caneta de adrenalina)\b/, { requires: /\b(?:usar|uso|usa|aplicar|aplico|dar|dou|injetar|preciso)\b/ }),
    topic('overdose', /\b(?:overdose|sobredosagem|sobredose|superdosagem|intoxicacao medicamentosa)\b/),
    situation('overdose', new RegExp(`\\b(?:tomei|tomou|engoli|engoliu|ingeri|ingeriu|tomaram|dei|deu) (?:\\w+ ){0,3}?${QUANTIDADE}(?: \\w+){0,3}? ${COMPRIMIDOS}\\b|\\b(?:tomei|tomou|engoli|engoliu) (?:\\w+ ){0,2}?(?:a caixa inteira|uma caixa inteira|o frasco inteiro|um frasco inteiro|todos os meus|todas as minhas|uma caixa|um frasco)\\b`)),
    situation('overdose', new RegExp(`\\b${CRIANCA}\\b(?: \\w+){0,8}? (?:engoliu|comeu|tomou|bebeu|pos na boca|meteu na boca)(?: \\w+){0,5}? ${COMPRIMIDOS}\\b`)),
    topic('poisoning', /\b(?:envenenad[ao]s?|envenenamento|intoxicad[ao]s?|intoxicacao|antivenenos)\b/),
    situation('poisoning', new RegExp(`\\b(?:engoliu|engoli|bebeu|bebi|comeu|tomou|ingeriu|inalou)(?: \\w+){0,4}? ${VENENO}\\b`), { unless: /\bbebeu (?:\w+ ){0,2}alcool (?:demais|ontem)\b/ }),
    situation('unconscious', /\bnao (?:responde|reage|acorda|esta respirando|esta a respirar|respira)\b|\b(?:inconsciente|parou de respirar|perdeu os sentidos|perdeu a consciencia|sem pulso|caiu e nao)\b/),
    topic('unconscious', /\b(?:desmaiou|desmaiad[ao]|desmaio)\b/),
    situation('seizure', /\b(?:convuls\w+|ataque epileptico|crise epileptica|crise convulsiva|esta a tremer e nao responde)\b/),
    situation('bleeding', /\b(?:sangr\w+ (?:muito|sem parar|demais|imenso)|nao para de sangrar|(?:vomit\w+|a vomitar|cuspindo) sangue|hemorragia|sangue por todo o lado|sangue para todo lado|encharc\w+ (?:\w+ ){0,2}(?:toalhas?|panos?) de sangue)\b/),
    topic('bleeding', /\b(?:fezes|coco)(?: \w+)? (?:pretas?|negras?|cor de alcatrao)\b|\bborra de cafe\b/),
    situation('bleeding', new RegExp(`\\b${ANTICOAG}\\b`), { requires: /\b(?:sangr\w+|fezes(?: \w+)? pretas|coco preto)\b/, unless: /\b(?:pode|podem|causa|aumenta) (?:\w+ ){0,2}sangr\w+|o que fazer se\b/ }),
    topic('self_harm', /\b(?:suicidio|suicidar|suicida|suicidas)\b/),
    situation('self_harm', /\b(?:(?:quero|queria) sumir|sou um (?:peso|fardo)|ninguem (?:sentiria|vai sentir) (?:a )?minha falta|acabar com a (?:minha )?vida|me (?:cortar|corto|machuco) de proposito|automutila\w*)\b/),
    situation('self_harm', /\b(?:quero|vou|penso em|tenho vontade de|queria) (?:morrer|me matar|matar me|tirar (?:a )?minha (?:propria )?vida|acabar com tudo|desaparecer|me machucar|me cortar)\b|\b(?:me matar|matar me|tirar a minha vida|me machucar de proposito)\b/),
    situation('self_harm', /\bnao quero (?:mais )?(?:continuar (?:a )?)?(?:viver|vivendo|acordar|estar aqui|existir)\b|\bcansad[oa] de viver\b|\bnao aguento mais (?:viver|a vida|existir)\b|\b(?:seria|era) melhor se eu (?:morresse|nao existisse|desaparecesse|nao estivesse aqui)\b|\bnao vejo (?:mais )?sentido (?:em|de|na) (?:viver|vida|acordar|continuar)\b|\b(?:ficariam|estariam) melhor sem mim\b|\bdormir e nao acordar\b/),
    situation('self_harm', /\bme (?:jogar|atirar|lancar) (?:\w+ )?(?:da|de uma|do|de um|na frente do|debaixo do) (?:ponte|janela|predio|edificio|varanda|trem|comboio|metro|penhasco|telhado)\b/),
    situation('self_harm', /\b(?:(?:sem|nao tenho (?:mais )?|perdi a|ja nao tenho) vontade de viver|nao (?:vejo|encontro|tenho) (?:mais )?(?:nenhum |nenhuma )?(?:sentido|motivo|razao) (?:na|em|para|pra|para a) (?:vida|viver|minha vida|continuar(?: vivendo| a viver)?))\b/),
    situation('self_harm', /\b(?:dose (?:letal|fatal)|quant[oa]s (?:\w+ ){0,3}(?:para morrer|para nao acordar)|(?:dando|dei|a dar) (?:todas )?as minhas coisas)\b/),
  ],
  context: {
    negation: /\b(?:nao|sem|nunca|nem|jamais)\b/,
    urgency: /\b(?:agora|urgente|ajuda|socorro|emergencia|de repente|rapido|o que eu faco|o que faco|112|192)\b/,
    presence: /\b(?:tenho|tem|estou|esta|sinto|sente|sofro)\b/,
    informational: /\b(?:sintomas?|sinais|como (?:reconhecer|identificar|saber se)|o que e|causas?|riscos?|prevenir|prevencao|efeitos colaterais|efeitos secundarios|ha anos|ano passado|explica)\b/,
    hypothetical: /\bo que fazer se (?:alguem|uma pessoa)\b|\bse alguem\b/,
  },
};
