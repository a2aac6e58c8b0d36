/**
 * The screen's answers in Spanish, French, German and Portuguese: the local number(s) first (with
 * 911, 999 and 112 always named), then what to do now, then one line in English with the numbers.
 */
import type { ComposedReply } from './emergency-replies';
import type { EmergencyCategory, ScreenLanguage } from './emergency-types';

interface ReplyTexts {
  emergency: string;
  poison: string;
  overdoseNow: string;
  crisis: string;
  acetaminophen: string;
  closing: string;
  actions: Record<EmergencyCategory, string>;
}

const es: ReplyTexts = {
  emergency: '**Esto podría ser una emergencia médica. Llama ahora al 112 (España y la UE) o al 911 (EE. UU., México y gran parte de Latinoamérica); en el Reino Unido, al 999.** No esperes una respuesta de este chat.',
  poison: '**Llama ahora al Servicio de Información Toxicológica: 91 562 04 20 (España) o a Poison Control 1-800-222-1222 (EE. UU.), y al 112 / 911 / 999 de inmediato si la persona está inconsciente, convulsiona o no puede respirar bien.** No esperes una respuesta de este chat.',
  overdoseNow: '**Llama ahora al 112 (España y la UE), al 911 (EE. UU. y México) o al 999 (Reino Unido), o ve a urgencias**: una sobredosis debe revisarse en el hospital aunque te encuentres bien.',
  crisis: '**Puedes hablar con alguien ahora mismo: llama al 024 (España, línea de atención a la conducta suicida, 24 h), al 988 (EE. UU., también en español) o a Samaritans 116 123 (Reino Unido e Irlanda). Si estás en peligro inmediato, llama al 112, 911 o 999.**',
  acetaminophen: 'Sobredosis de paracetamol: ve a urgencias ahora aunque te encuentres bien. Daña el hígado sin dar síntomas durante uno o dos días, y el antídoto funciona mejor cuanto antes se da (idealmente en las primeras 8 horas).',
  closing: 'Soy un asistente educativo de bienestar y no puedo ayudar en una emergencia; los servicios de emergencia sí.',
  actions: {
    self_harm: 'Siento mucho que estés pasando por esto y me alegra que me lo hayas contado. No estás solo ni sola: mereces apoyo ahora mismo. Si puedes, quédate con alguien de confianza y aléjate de cualquier cosa con la que puedas hacerte daño.',
    unconscious: 'Comprueba si respira. Si no respira con normalidad, empieza la RCP (compresiones fuertes y rápidas en el centro del pecho); si respira, ponle de lado y quédate a su lado.',
    breathing: 'Ayúdale a sentarse erguido y afloja la ropa; si tiene un inhalador de rescate, que lo use ahora.',
    allergy: 'Si tiene un autoinyector de adrenalina (EpiPen), úsalo ahora en la parte externa del muslo. Necesita ir al hospital aunque mejore.',
    cardiac: 'Siéntate o túmbate, afloja la ropa y no conduzcas. Si la persona se desploma y no respira con normalidad, empieza la RCP.',
    stroke: 'Anota la hora en que empezaron los síntomas y díselo a los sanitarios. No le des comida, bebida ni aspirina.',
    seizure: 'No le sujetes ni le metas nada en la boca; aparta objetos duros, protege su cabeza y, cuando pare, ponle de lado.',
    bleeding: 'Presiona la herida con firmeza con un paño limpio durante al menos 10 minutos sin levantarlo. Si toma anticoagulantes, dilo al llamar. Vómitos con sangre o heces negras: a urgencias ahora.',
    overdose: 'Guarda los envases para enseñarlos y no provoques el vómito. Si se adormece, ponle de lado.',
    poisoning: 'No provoques el vómito y guarda el envase. Una pila de botón tragada necesita urgencias ya.',
    hypoglycaemia: 'Si está despierto y puede tragar, dale azúcar rápido (zumo o refresco normal); si no, nada por la boca: usa su glucagón si lo tiene y ponle de lado.',
    hyperglycaemia: 'El azúcar muy alto con vómitos, confusión o respiración rápida puede ser una cetoacidosis: necesita hospital ahora.',
    hypertensive_crisis: 'Una tensión de 180/120 o más con dolor en el pecho, falta de aire, debilidad, cambios en la vista o dificultad para hablar es una emergencia: llama ahora.',
  },
};

const fr: ReplyTexts = {
  emergency: "**Cela ressemble à une urgence médicale. Appelez maintenant le 15 (SAMU) ou le 112 (France et UE) — le 911 aux États-Unis et au Canada, le 999 au Royaume-Uni.** N'attendez pas de réponse de ce chat.",
  poison: "**Appelez maintenant le centre antipoison de votre région, ou le 15 / 112 (France et UE) — Poison Control 1-800-222-1222 aux États-Unis — et le 15, 112, 911 ou 999 immédiatement si la personne est inconsciente, convulse ou respire mal.** N'attendez pas de réponse de ce chat.",
  overdoseNow: "**Appelez maintenant le 15 ou le 112 (911 aux États-Unis, 999 au Royaume-Uni), ou allez aux urgences** : un surdosage doit être vérifié à l'hôpital même si vous vous sentez bien.",
  crisis: "**Vous pouvez parler à quelqu'un maintenant : appelez le 3114 (France, numéro national de prévention du suicide, 24 h/24), le 988 (États-Unis) ou Samaritans au 116 123 (Royaume-Uni et Irlande). En cas de danger immédiat, appelez le 15, le 112, le 911 ou le 999.**",
  acetaminophen: "Surdosage de paracétamol (Doliprane, Dafalgan, Efferalgan) : allez aux urgences maintenant, même si vous vous sentez bien. Il abîme le foie sans symptômes pendant un ou deux jours, et l'antidote est plus efficace donné tôt (idéalement dans les 8 heures).",
  closing: "Je suis un assistant éducatif de bien-être et je ne peux pas aider en cas d'urgence ; les services d'urgence, si.",
  actions: {
    self_harm: "Je suis vraiment désolé que vous traversiez cela, et merci de me l'avoir dit. Vous n'êtes pas seul·e : vous méritez de l'aide maintenant. Si possible, restez avec une personne de confiance et éloignez-vous de ce qui pourrait vous blesser.",
    unconscious: "Vérifiez s'il ou elle respire. Sinon, commencez le massage cardiaque (appuis forts et rapides au centre de la poitrine) ; s'il ou elle respire, mettez-le ou la en position latérale de sécurité.",
    breathing: "Aidez la personne à s'asseoir bien droite et desserrez ses vêtements ; si elle a un inhalateur de secours, qu'elle l'utilise maintenant.",
    allergy: "Si la personne a un stylo d'adrénaline (EpiPen, Anapen), utilisez-le maintenant sur la face externe de la cuisse. Elle doit aller à l'hôpital même si elle va mieux.",
    cardiac: "Asseyez-vous ou allongez-vous et ne conduisez pas. Si la personne s'effondre et ne respire pas normalement, commencez le massage cardiaque.",
    stroke: "Notez l'heure du début des symptômes et dites-la aux secours. Ne donnez ni à manger, ni à boire, ni aspirine.",
    seizure: "Ne la retenez pas et ne mettez rien dans sa bouche ; écartez les objets durs, protégez sa tête et, quand cela s'arrête, mettez-la sur le côté.",
    bleeding: "Appuyez fermement sur la plaie avec un linge propre pendant au moins 10 minutes sans relâcher. Signalez un traitement anticoagulant. Vomissements de sang ou selles noires : urgences maintenant.",
    overdose: "Gardez les boîtes pour les montrer et ne faites pas vomir. Si la personne s'endort, mettez-la sur le côté.",
    poisoning: "Ne faites pas vomir et gardez l'emballage. Une pile bouton avalée nécessite les urgences tout de suite.",
    hypoglycaemia: "Si la personne est consciente et peut avaler, donnez du sucre rapide (jus de fruits, soda non light) ; sinon rien par la bouche : glucagon si disponible, et position latérale.",
    hyperglycaemia: "Une glycémie très élevée avec vomissements, confusion ou respiration rapide peut être une acidocétose : hôpital maintenant.",
    hypertensive_crisis: "Une tension de 180/120 ou plus avec douleur thoracique, essoufflement, faiblesse, troubles de la vue ou de la parole est une urgence : appelez maintenant.",
  },
};

const de: ReplyTexts = {
  emergency: '**Das klingt nach einem medizinischen Notfall. Rufen Sie jetzt die 112 an (Deutschland und EU; Österreich und Schweiz auch 144) — 911 in den USA, 999 in Großbritannien.** Warten Sie nicht auf eine Antwort in diesem Chat.',
  poison: '**Rufen Sie jetzt einen Giftnotruf an (z. B. Berlin 030 19240) — und sofort die 112 (911 USA, 999 UK), wenn die Person bewusstlos ist, krampft oder schlecht atmet.** Warten Sie nicht auf eine Antwort in diesem Chat.',
  overdoseNow: '**Rufen Sie jetzt die 112 an (911 USA, 999 UK) oder fahren Sie in die Notaufnahme**: Eine Überdosis muss im Krankenhaus geprüft werden, auch wenn Sie sich gut fühlen.',
  crisis: '**Sie können jetzt mit jemandem sprechen: TelefonSeelsorge 0800 111 0 111 oder 0800 111 0 222 (Deutschland, kostenlos, rund um die Uhr), 988 (USA) oder Samaritans 116 123 (UK und Irland). Bei akuter Gefahr rufen Sie die 112 (911 USA, 999 UK).**',
  acetaminophen: 'Paracetamol-Überdosis: Fahren Sie jetzt in die Notaufnahme, auch wenn Sie sich gut fühlen. Paracetamol schädigt die Leber unbemerkt über ein bis zwei Tage, und das Gegenmittel wirkt am besten früh (möglichst innerhalb von 8 Stunden).',
  closing: 'Ich bin ein Wellness-Assistent zu Bildungszwecken und kann in einem Notfall nicht helfen — der Rettungsdienst schon.',
  actions: {
    self_harm: 'Es tut mir wirklich leid, dass es Ihnen so geht, und danke, dass Sie es mir sagen. Sie sind nicht allein und verdienen jetzt Unterstützung. Bleiben Sie, wenn möglich, bei einem Menschen, dem Sie vertrauen, und legen Sie alles weg, womit Sie sich verletzen könnten.',
    unconscious: 'Prüfen Sie die Atmung. Atmet die Person nicht normal, beginnen Sie mit der Herzdruckmassage (fest und schnell in der Brustmitte); atmet sie, bringen Sie sie in die stabile Seitenlage.',
    breathing: 'Helfen Sie der Person, aufrecht zu sitzen, und lockern Sie enge Kleidung; ein Notfallspray (Asthma) jetzt verwenden.',
    allergy: 'Hat die Person einen Adrenalin-Autoinjektor (EpiPen), verwenden Sie ihn jetzt an der Außenseite des Oberschenkels. Sie muss ins Krankenhaus, auch wenn es besser wird.',
    cardiac: 'Setzen oder legen Sie sich hin und fahren Sie nicht selbst. Bricht die Person zusammen und atmet nicht normal, beginnen Sie mit der Herzdruckmassage.',
    stroke: 'Notieren Sie die Uhrzeit, zu der die Beschwerden begannen, und sagen Sie sie dem Rettungsdienst. Geben Sie nichts zu essen, zu trinken und kein Aspirin.',
    seizure: 'Halten Sie die Person nicht fest und stecken Sie ihr nichts in den Mund; räumen Sie harte Gegenstände weg, schützen Sie den Kopf und legen Sie sie danach auf die Seite.',
    bleeding: 'Drücken Sie mindestens 10 Minuten fest mit einem sauberen Tuch auf die Wunde. Nennen Sie am Telefon einen Blutverdünner. Bluterbrechen oder schwarzer Stuhl: jetzt in die Notaufnahme.',
    overdose: 'Bewahren Sie die Packungen auf und lösen Sie kein Erbrechen aus. Wird die Person schläfrig, legen Sie sie auf die Seite.',
    poisoning: 'Kein Erbrechen auslösen und die Verpackung aufbewahren. Eine verschluckte Knopfzelle muss sofort in die Notaufnahme.',
    hypoglycaemia: 'Ist die Person wach und kann schlucken, geben Sie schnellen Zucker (Saft, Traubenzucker); sonst nichts in den Mund — Glukagon, falls vorhanden, und stabile Seitenlage.',
    hyperglycaemia: 'Sehr hoher Blutzucker mit Erbrechen, Verwirrtheit oder schneller Atmung kann eine Ketoazidose sein: jetzt ins Krankenhaus.',
    hypertensive_crisis: 'Ein Blutdruck von 180/120 oder mehr mit Brustschmerzen, Atemnot, Schwäche, Sehstörungen oder Sprachstörungen ist ein Notfall: rufen Sie jetzt an.',
  },
};

const pt: ReplyTexts = {
  emergency: '**Isto pode ser uma emergência médica. Ligue agora para o 112 (Portugal e UE) ou o 192 (SAMU, Brasil) — 911 nos EUA, 999 no Reino Unido.** Não espere por uma resposta deste chat.',
  poison: '**Ligue agora para o Centro de Informação Antivenenos 800 250 250 (Portugal) ou o Disque-Intoxicação 0800 722 6001 (Brasil) — e para o 112 / 192 (911, 999) imediatamente se a pessoa estiver inconsciente, com convulsões ou a respirar mal.** Não espere por uma resposta deste chat.',
  overdoseNow: '**Ligue agora para o 112 (Portugal e UE) ou o 192 (Brasil) — 911 nos EUA, 999 no Reino Unido — ou vá às urgências**: uma sobredosagem tem de ser vista no hospital mesmo que se sinta bem.',
  crisis: '**Pode falar com alguém agora: CVV 188 (Brasil, 24 horas), SNS 24 808 24 24 24 (Portugal), 988 (EUA) ou Samaritans 116 123 (Reino Unido e Irlanda). Em perigo imediato, ligue 112, 192, 911 ou 999.**',
  acetaminophen: 'Sobredosagem de paracetamol: vá às urgências agora, mesmo que se sinta bem. Danifica o fígado sem sintomas durante um ou dois dias, e o antídoto funciona melhor quanto mais cedo for dado (idealmente nas primeiras 8 horas).',
  closing: 'Sou um assistente educativo de bem-estar e não posso ajudar numa emergência; os serviços de emergência podem.',
  actions: {
    self_harm: 'Lamento muito que esteja a passar por isto, e obrigado por me contar. Não está sozinho nem sozinha e merece apoio agora. Se puder, fique com alguém de confiança e afaste-se de qualquer coisa com que se possa magoar.',
    unconscious: 'Veja se respira. Se não respira normalmente, comece a reanimação (compressões fortes e rápidas no centro do peito); se respira, coloque-a de lado (posição lateral de segurança).',
    breathing: 'Ajude a pessoa a sentar-se direita e alivie a roupa apertada; se tiver uma bomba de asma de alívio, use-a agora.',
    allergy: 'Se tiver uma caneta de adrenalina (EpiPen), use-a agora na parte de fora da coxa. Precisa de ir ao hospital mesmo que melhore.',
    cardiac: 'Sente-se ou deite-se e não conduza. Se a pessoa cair e não respirar normalmente, comece a reanimação.',
    stroke: 'Anote a hora em que os sintomas começaram e diga-a à equipa de emergência. Não dê comida, bebida nem aspirina.',
    seizure: 'Não a segure nem ponha nada na boca; afaste objetos duros, proteja a cabeça e, quando parar, coloque-a de lado.',
    bleeding: 'Faça pressão firme na ferida com um pano limpo durante pelo menos 10 minutos. Diga se toma anticoagulante. Vómito com sangue ou fezes pretas: urgências agora.',
    overdose: 'Guarde as embalagens para mostrar e não provoque o vómito. Se ficar sonolenta, coloque a pessoa de lado.',
    poisoning: 'Não provoque o vómito e guarde a embalagem. Uma pilha de botão engolida precisa de urgências já.',
    hypoglycaemia: 'Se estiver acordada e conseguir engolir, dê açúcar rápido (sumo ou refrigerante normal); se não, nada pela boca — glucagon se tiver, e posição de lado.',
    hyperglycaemia: 'Açúcar muito alto com vómitos, confusão ou respiração rápida pode ser cetoacidose: precisa de hospital agora.',
    hypertensive_crisis: 'Uma tensão de 180/120 ou mais com dor no peito, falta de ar, fraqueza, alterações da visão ou da fala é uma emergência: ligue agora.',
  },
};

const texts: Record<Exclude<ScreenLanguage, 'en'>, ReplyTexts> = { es, fr, de, pt };

const englishNumbers = 'In English: call **911** (US), **999** (UK) or **112** (EU) now; crisis lines **988** (US) and Samaritans **116 123** (UK and Ireland); Poison Control (US) **1-800-222-1222**.';

/** The answer in `language` for the categories found (most urgent first). */
export function localReply(language: Exclude<ScreenLanguage, 'en'>, categories: readonly EmergencyCategory[], acetaminophen: boolean): ComposedReply {
  const t = texts[language];
  const selfHarm = categories.includes('self_harm');
  const ingestion = categories.includes('overdose') || categories.includes('poisoning');
  const onlyIngestion = categories.every((c) => c === 'overdose' || c === 'poisoning');
  const actions = categories.map((c) => t.actions[c]);
  if (acetaminophen && ingestion) actions.splice(selfHarm ? 1 : 0, 0, t.acetaminophen);
  let headline: string;
  if (selfHarm) headline = ingestion ? `${t.overdoseNow}\n\n${t.crisis}` : t.crisis;
  else if (onlyIngestion) headline = acetaminophen ? t.overdoseNow : t.poison;
  else headline = t.emergency;
  return { reply: [headline, ...actions, t.closing, englishNumbers].join('\n\n'), actions };
}
