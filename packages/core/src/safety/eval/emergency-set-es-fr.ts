/** Spanish and French phrasings (emergencies by category, then messages that must not be routed). Written for this set. */
import type { EmergencyCategory } from '../emergency-types';
import type { Phrasing } from './emergency-set-types';

type LanguageSet = { emergencies: Partial<Record<EmergencyCategory, readonly Phrasing[]>>; negatives: readonly string[] };

export const spanishSet: LanguageSet = {
  emergencies: {
    cardiac: ['Tengo un dolor muy fuerte en el pecho y me cuesta respirar', 'a mi padre le duele mucho el pecho y está sudando', 'creo que estoy teniendo un infarto', 'siento una presión en el pecho que baja al brazo izquierdo'],
    stroke: ['mi madre tiene la cara torcida y no puede hablar bien', 'mi abuelo no puede levantar el brazo y habla raro', 'creo que mi esposo está teniendo un derrame cerebral', 'de repente tengo la boca caída de un lado y la mano dormida'],
    breathing: ['no puedo respirar', 'mi hijo se está ahogando, tiene los labios morados', 'a mi abuela le cuesta mucho respirar y no puede hablar', 'mi bebé se atragantó con una uva'],
    allergy: ['se me está hinchando la garganta después de comer gambas', 'a mi hija se le hinchan los labios y la lengua', 'tengo una reacción alérgica grave, ¿uso la epipen?'],
    overdose: ['Sobredosis: mi hermano se tomó un frasco entero de pastillas', 'me tomé 30 pastillas de paracetamol anoche', 'mi hijo de 2 años se comió unas pastillas de la abuela', 'mi amiga se tomó muchas pastillas para dormir y no despierta'],
    poisoning: ['mi niño bebió lejía', 'mi hija se tragó una pila de botón', 'creo que estoy intoxicado con algo que comí, vomito sin parar y estoy mareado'],
    unconscious: ['mi padre se desmayó y no responde', 'mi madre está inconsciente', 'mi marido no respira'],
    seizure: ['mi hijo está convulsionando', 'mi hermana tiene un ataque epiléptico ahora mismo'],
    bleeding: ['estoy sangrando mucho y no para de sangrar', 'tomo sintrom y me corté, sangra sin parar', 'estoy vomitando sangre', 'mi padre toma xarelto y tiene heces negras y está mareado'],
    self_harm: ['quiero morirme', 'ya no quiero vivir', 'no le veo sentido a despertarme cada día', 'estoy pensando en suicidarme', 'todos estarían mejor sin mí', '¿cuál es la dosis letal de paracetamol?', 'me quiero hacer daño'],
    hypoglycaemia: ['mi hijo es diabético, tiene el azúcar en 40 y está confundido'],
  },
  negatives: [
    '¿cuáles son los síntomas de un infarto?',
    'mi padre tuvo un derrame cerebral hace años, ¿qué dieta le conviene?',
    '¿puedo tomar ibuprofeno con sintrom?',
    'me duele el pecho después del gimnasio, hice press de banca',
    '¿qué hacer si alguien se atraganta?',
    'me muero de ganas de probar esta receta',
    'mi azúcar estaba en 140 después de comer, ¿es normal?',
    '¿cuál es la dosis máxima de paracetamol al día?',
    'no tengo dolor en el pecho, solo cansancio',
    '¿qué vitaminas ayudan con el estrés?',
    'tengo la tensión en 130/85, ¿está bien?',
    '¿es seguro el ibuprofeno para los niños?',
  ],
};

export const frenchSet: LanguageSet = {
  emergencies: {
    cardiac: ["j'ai très mal à la poitrine et je transpire", 'mon père a une douleur dans la poitrine qui descend dans le bras', 'je crois que je fais une crise cardiaque', 'oppression dans la poitrine depuis une heure, envie de vomir'],
    stroke: ["ma mère a le visage qui tombe d'un côté et elle parle bizarrement", "mon grand-père n'arrive plus à lever le bras", "je pense que mon mari fait un AVC", 'sa bouche est de travers et il dit des choses incohérentes'],
    breathing: ["je n'arrive plus à respirer", 'mon fils s\'étouffe avec un bonbon', 'ma grand-mère a du mal à respirer et ses lèvres sont bleues', 'il ne respire presque plus'],
    allergy: ['ma gorge gonfle après avoir mangé des cacahuètes', 'les lèvres de ma fille gonflent, est-ce que je dois utiliser son EpiPen ?', 'choc anaphylactique, piqûre de guêpe'],
    overdose: ["j'ai pris toute la boîte de Doliprane", 'mon fils de 3 ans a avalé des comprimés de sa grand-mère', "j'ai pris 20 comprimés de somnifères", 'mon ami a fait une overdose'],
    poisoning: ["ma fille a bu de l'eau de javel", 'mon bébé a avalé une pile bouton', 'mon fils a avalé une capsule de lessive'],
    unconscious: ['mon mari est inconscient', 'ma mère ne répond plus et ne se réveille pas', 'il a perdu connaissance'],
    seizure: ['mon fils fait des convulsions', "ma femme fait une crise d'épilepsie en ce moment"],
    bleeding: ["je saigne beaucoup et ça ne s'arrête pas", 'je prends du Xarelto et je saigne du nez sans arrêt', "mon père vomit du sang", 'je suis sous Previscan et je me suis coupé, ça saigne énormément'],
    self_harm: ['je veux mourir', 'je ne veux plus me réveiller', 'je pense à me suicider', "je ne vois plus de sens à vivre", 'tout le monde serait mieux sans moi', 'quelle est la dose mortelle de paracétamol', "j'ai envie de me faire du mal"],
    hypoglycaemia: ["ma fille est diabétique, sa glycémie est à 2,5 et elle est confuse"],
  },
  negatives: [
    "quels sont les symptômes d'un AVC ?",
    "mon père a fait un infarctus il y a des années, que doit-il manger ?",
    'puis-je prendre de l\'ibuprofène avec du Previscan ?',
    "j'ai mal aux pectoraux après la muscu",
    "que faire si quelqu'un s'étouffe ?",
    "je meurs d'envie de goûter ce gâteau",
    'ma glycémie était à 1,4 après le repas, est-ce normal ?',
    'quelle est la dose maximale de Doliprane par jour ?',
    "je n'ai pas de douleur à la poitrine, juste de la fatigue",
    'quelles vitamines pour la fatigue ?',
    'ma tension est à 13/8, est-ce bien ?',
    'comment mieux dormir quand on est stressé ?',
  ],
};
