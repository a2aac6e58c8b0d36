/** The Spanish emergency lexicon (screenText form: lowercase, no accents — "respiración" is "respiracion"). */
import { situation, topic, type EmergencyLexicon } from './emergency-types';

const PERSONA = '(?:hijo|hija|nino|nina|bebe|nene|nena|nieto|nieta|pequeno|pequena|crio|cria|chiquito|chiquita)';
const PASTILLAS = '(?:pastillas|pildoras|tabletas|comprimidos|capsulas|medicamentos|medicinas|remedios|paracetamol|ibuprofeno|aspirinas?|tylenol|somniferos|ansioliticos|antidepresivos|calmantes|analgesicos|insulina|pastillas para (?:dormir|el corazon|la tension))';
const VENENO = '(?:(?:jabon|pastilla|capsula|detergente) (?:de |para (?:el |la )?)?(?:lavavajillas|lavadora|ropa)|lavavajillas|lejia|cloro|veneno|anticongelante|detergente|insecticida|raticida|matarratas|limpiador|desatascador|amoniaco|pila de boton|pilas?|bateria|aguarras|gasolina|capsulas? de (?:lavadora|detergente))';
const CANTIDAD = '(?:una (?:docena|veintena|treintena|decena) de|decenas de|[89]|[1-9]\\d{1,2}|ocho|nueve|diez|once|doce|quince|veinte|treinta|cuarenta|cincuenta|cien|muchas|muchisimas|todas (?:las|mis)|tod[oa] (?:el|la|mi|su|tu) (?:frasco|caja|bote|blister|tira|envase)(?: entera| entero)?|un monton de|un punado de|un frasco|una caja|un bote|el frasco|la caja|medio frasco|toda la caja|todo el frasco|un blister|una tira|la mitad del frasco)';
const GIMNASIO = /\b(?:gimnasio|gym|press de banca|flexiones|entrenamiento|entrenar|agujetas|pesas)\b/;
const ANTICOAG = '(?:warfarina|sintrom|acenocumarol|eliquis|apixaban|xarelto|rivaroxaban|pradaxa|dabigatran|heparina|clexane|enoxaparina|clopidogrel|plavix|anticoagulantes?)';

export const spanishLexicon: EmergencyLexicon = {
  language: 'es',
  signals: [
    topic('cardiac', /\b(?:dolor (?:fuerte |intenso |muy fuerte |opresivo )?(?:en el|de|del) pecho(?! (?:despues del|por el) (?:gimnasio|gym|entrenamiento))|opresion (?:en el|del) pecho|presion (?:en el|del) pecho|infarto|ataque (?:al corazon|cardiaco)|paro cardiaco)\b/),
    situation('cardiac', /\b(?:me|le|te) (?:duele|aprieta|oprime) (?:mucho |muchisimo )?el pecho\b|\bsiento (?:como )?(?:un peso|una presion|que me aprietan) (?:en|el) (?:el )?pecho\b/, { unless: GIMNASIO }),
    situation('cardiac', /\b(?:dolor|opresion|presion|peso|ardor|aprieto) (?:\w+ ){1,2}(?:en el|del) pecho\b/, { unless: GIMNASIO }),
    topic('stroke', /\b(?:derrame(?: cerebral)?|ictus|embolia|accidente cerebrovascular|acv)\b/),
    situation('stroke', /\b(?:cara|boca|sonrisa)(?: \w+){0,4} (?:torcida|torcido|caida|caido|paralizada|paralizado|dormida|adormecida|ladeada|chueca)\b/),
    situation('stroke', /\bno (?:puede|puedo|podia|consigue|logra) (?:mover|levantar|sentir) (?:el|su|mi|la) (?:brazo|pierna|mano|lado)\b/),
    situation('stroke', /\b(?:habla|hablando|arrastra las palabras|palabras|lengua de trapo)(?: \w+){0,3} (?:raro|rara|extrano|extrana|sin sentido|trabada|trabado|arrastrando|incomprensible|cosas sin sentido|enredad[ao])\b|\bno (?:puede|puedo) hablar\b|\bdice cosas sin sentido\b/),
    situation('breathing', /\bno (?:puedo|puede|podemos|consigo|consigue|podia) respirar\b|\b(?:me|le|nos) cuesta (?:mucho )?respirar\b|\b(?:me|se) (?:estoy |esta )?(?:ahog\w+|asfixi\w+)\b|\blabios (?:morados|azules)\b|\bse (?:esta )?atragant\w+\b/),
    topic('breathing', /\b(?:dificultad (?:para|al) respirar|falta de aire|no le llega el aire|(?:me|le) falta (?:el )?aire)\b/, { unless: /\b(?:cuando (?:corro|camino|subo|hago)|a veces|despues de (?:correr|entrenar|subir))\b/ }),
    situation('stroke', /\b(?:se (?:me|le) )?(?:durmio|paralizo|adormecio|quedo (?:dormid[oa]|paralizad[oa])) (?:\w+ )?(?:medio cuerpo|la mitad del cuerpo|un lado del cuerpo|la mitad de la cara|media cara)\b/),
    situation('stroke', /\b(?:medio cuerpo|la mitad del cuerpo|un lado del cuerpo)(?: \w+){0,3} (?:dormid[oa]|paralizad[oa]|no (?:lo |la )?(?:puede|puedo) mover|debil|sin fuerza)\b/),
    topic('allergy', /\b(?:anafilaxia|choque anafilactico|shock anafilactico|reaccion alergica (?:grave|fuerte|severa))\b/),
    situation('allergy', /\b(?:se (?:me|le|te) (?:esta |estan )?(?:hinchando|hincha|hinchan|cierra|esta cerrando)|hinchad[ao]s?|cerrando) (?:la |los |el |las )?(?:garganta|lengua|labios|cara|boca)\b|\b(?:garganta|lengua|labios|cara) (?:\w+ )?(?:hinchad[ao]s?|cerrandose|se cierra)\b/),
    situation('allergy', /\b(?:epipen|adrenalina|autoinyector)\b/, { requires: /\b(?:uso|usar|usa|pongo|poner|pinchar|inyectar|le doy|darle|necesita)\b/ }),
    topic('overdose', /\b(?:sobredosis)\b/),
    situation('overdose', /\bse (?:me |le )?(?:paso|pasaron) con (?:las |los )?(?:pastillas|medicinas|medicamentos|pildoras)\b/),
    situation('overdose', new RegExp(`\\b(?:(?:me |se |le )?(?:tome|tomo|tomado|trague|trago|tragado|bebi|bebio|ingeri|ingirio|di|dio|he tomado|ha tomado)) (?:\\w+ ){0,3}?${CANTIDAD}(?: \\w+){0,3}? ${PASTILLAS}\\b|\\b(?:me |se )?(?:tome|tomo|trague|trago) (?:\\w+ ){0,2}?(?:un frasco|una caja|un bote|el frasco|la caja|medio frasco|toda la caja|todo el frasco|todas (?:las|mis))\\b`)),
    situation('overdose', new RegExp(`\\b${PERSONA}\\b(?: \\w+){0,8}? (?:se (?:trago|comio|tomo|bebio)|trago|comio|bebio|tomo|se metio en la boca)(?: \\w+){0,5}? ${PASTILLAS}\\b`)),
    situation('overdose', /\b(?:el doble|doble dosis|dos veces|triple dosis|el triple) (?:de )?(?:\w+ ){0,2}(?:insulina|dosis|pastillas|medicamentos?|medicinas?|pildoras)\b/, { requires: /\b(?:sudando|sudor|temblando|tiembla|mareado|mareada|confundid[oa]|desmay\w*|no responde|vomit\w*|somnolient[oa]|pulso (?:lento|bajo)|por error|sin querer)\b/ }),
    topic('poisoning', /\b(?:envenenad[ao]s?|envenenamiento|intoxicad[ao]s?|intoxicacion|toxicologia)\b/),
    situation('poisoning', new RegExp(`\\b(?:se (?:trago|comio|tomo|bebio)|trago|comio|bebio|tomo|tome|bebi|ingirio|inhalo)(?: \\w+){0,5}? ${VENENO}\\b`)),
    situation('unconscious', /\bno (?:responde|reacciona|despierta|se despierta|respira|puedo despertarl[oa]|consigo despertarl[oa])\b|\b(?:inconsciente|perdio el conocimiento|sin conocimiento|sin pulso|dejo de respirar|se desplomo)\b/),
    topic('unconscious', /\b(?:se (?:ha )?desmayado|se desmayo|desmayo)\b/),
    situation('seizure', /\b(?:convulsion(?:es|a|ando)?|convulsiona|convulsionando|ataque epileptico|crisis epileptica|crisis convulsiva|esta temblando y no responde)\b/),
    situation('bleeding', /\b(?:sangr\w+ (?:mucho|muchisimo|sin parar|a chorros|demasiado)|no (?:para|deja) de sangrar|(?:vomit\w+|devolviendo|escupiendo) sangre|hemorragia|sangre por todas partes|vomitos? con sangre|empapado? de sangre|empapo (?:\w+ ){0,2}(?:toallas?|vendas?))\b/),
    topic('bleeding', /\b(?:heces|caca|deposiciones) (?:negras|como alquitran)\b|\bposos de cafe\b/),
    situation('bleeding', new RegExp(`\\b${ANTICOAG}\\b`), { requires: /\b(?:sangr\w+|heces negras|caca negra)\b/, unless: /\b(?:puede|puedo|causa|provoca|aumenta) (?:\w+ ){0,2}sangr\w+|que (?:hago|hacer) si\b/ }),
    topic('self_harm', /\b(?:suicid(?:io|arme|arse|arte|a|as|ado|ada))\b/),
    situation('self_harm', /\b(?:ganas de (?:morir(?:me)?|matarme|desaparecer|no despertar)|me quiero matar|me voy a matar|me corto|me estoy cortando|me autolesion\w*|autolesion\w*|ojala (?:no despertar\w*|me muriera|estuviera muert[oa])|nadie (?:me extranaria|notaria si me (?:muero|muriera|voy))|soy una carga|acabar con mi vida)\b/),
    situation('self_harm', /\b(?:quiero|quisiera|voy a|pienso en|tengo ganas de|me quiero) (?:morir(?:me)?|matarme|suicidarme|quitarme la vida|acabar con (?:todo|mi vida)|desaparecer|hacer(?:me)? dano|cortarme)\b|\b(?:matarme|quitarme la vida|hacerme dano|lastimarme|cortarme las venas)\b/),
    situation('self_harm', /\bno quiero (?:seguir )?(?:vivir|viviendo|despertar(?:me)?|estar aqui|existir|seguir)\b|\b(?:cansad[oa]|harto|harta) de vivir\b|\bno aguanto mas (?:vivir|la vida|existir)\b|\bno (?:le )?veo (?:el |ningun |ninguna )?(?:sentido|razon|motivo) (?:a |de |para )?(?:vivir|la vida|seguir(?: viviendo)?|despertar(?:me)?)\b|\bseria mejor si (?:me muriera|no existiera|desapareciera|no estuviera)\b|\bestarian mejor sin mi\b|\bmejor (?:estaria|estarian) (?:muert[oa]|sin mi)\b|\bdormir(?:me)? y no despertar(?:me)?\b|\bya no (?:quiero|puedo) (?:mas|seguir)\b/),
    situation('self_harm', /\b(?:(?:no tengo|ya no tengo|sin|perdi las|no me quedan) (?:mas )?ganas de (?:vivir|seguir viviendo|seguir)|no (?:le )?(?:encuentro|veo) (?:ningun |el )?sentido a (?:la|mi) vida)\b/),
    situation('self_harm', new RegExp(`\\b(?:me voy a|voy a|quiero|pienso|estoy por) (?:tomar(?:me)?|tragar(?:me)?) (?:todas? |un frasco (?:entero )?de |una caja (?:entera )?de )(?:las |los |mis )?(?:\\w+ )?${PASTILLAS}`)),
    situation('self_harm', /\bme (?:\w+ )?(?:quitar|arrancar) la vida\b|\b(?:quitarme|arrancarme) la vida\b/),
    situation('self_harm', /\b(?:tirarme|lanzarme|aventarme|arrojarme|echarme) (?:\w+ )?(?:del|de un|de una|desde el|desde la|por la|al|a las vias del|delante del|bajo el) (?:puente|edificio|balcon|ventana|tren|metro|azotea|acantilado|vias)\b/),
    situation('self_harm', new RegExp(`\\b(?:dosis (?:letal|mortal)|cuant[oa]s (?:\\w+ ){0,3}(?:hacen falta|harian falta|se necesitan) para (?:morir|no despertar|matar)|regalando (?:todas )?mis cosas)\\b`)),
  ],
  context: {
    negation: /\b(?:no|nunca|sin|ni|tampoco|jamas)\b/,
    urgency: /\b(?:ahora|ahorita|urgente|ayuda|ayudame|socorro|emergencia|de repente|rapido|que hago|112|911)\b/,
    presence: /\b(?:tengo|tiene|tienes|siento|sufro|estoy|esta|teniendo)\b/,
    informational: /\b(?:sintomas?|senales|como (?:reconocer|identificar|saber si)|que es|que son|causas?|riesgos?|prevenir|prevencion|efectos secundarios|como se|hace anos|el ano pasado|informacion|explica)\b/,
    hypothetical: /\bque (?:hago|hacer|debo hacer) si (?:alguien|una persona)\b|\bsi alguien\b/,
  },
};
