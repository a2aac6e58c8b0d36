/**
 * Everyday words (normalised) that are never read as a medicine, supplement or food name on their
 * own, nor reported as an unknown name. Some of them are knowledge-base aliases ('same' is the
 * compact form of SAM-e), which is why single words are checked against this list first.
 */
const words = `
a about above across after again against all almost along already also although always am among an and another any anyone anything
anyway are around as ask asked asking at away be because been before being below best better between both but by can cannot could
day days did do does doing done down during each either else enough even ever every everything few for from further get gets getting
give given go going gone good got had has have having he her here hers herself him himself his how however i if im in into is it its
itself ive just keep know like likely lot lots make many may maybe me mean means might mine more most much must my myself need needs
never new no nor not now of off often ok okay old on once one only or other our ours out over own please per quite rather really
right said same say see seem several shall she should since so some something sometimes still such sure take takes taking taken
tell than thank thanks that thats the their them then there these they thing things think this those though through to today together
tomorrow tonight too took try two under until up upon us use used uses using usually very want wanted wants was way we well were
what whats when where whether which while who whom whose why will wish with within without wonder wondering would yes yet you your
yours yourself hi hello hey dear question questions help explain check checking mix mixing mixed combine combining combined plus
safe safely safer unsafe risky risk risks danger dangerous harmful fine bad ok alright problem problems issue issues possible
time times morning night evening afternoon bedtime noon daily weekly hour hours minute minutes week month year
medicine medicines medication medications med meds pill pills tablet tablets capsule capsules drug drugs supplement supplements
vitamin vitamins mineral minerals prescription prescriptions prescribed dose doses dosage interact interacts interacting interaction
interactions effect effects side warning warnings food foods meal meals empty stomach eat eating ate drink drinking drank drinks
water doctor doctors pharmacist gp nurse pain back head headache cold colds flu cough fever sleep stress anxiety blood pressure
sugar heart body skin oil oils essential dog dogs cat cats pet pets baby babies child children kid kids pregnant pregnancy
breastfeeding cabinet list profile current currently everyday regular regularly normal normally together
tips tip advice sign signs symptom symptoms condition conditions disease diseases cause causes reason reasons info information details facts tell known unknown anything stuff product products item items ingredients ingredient
`;

export const stopWords: ReadonlySet<string> = new Set(words.split(/\s+/).filter(Boolean));

/**
 * Ordinary English words that follow "take", "with" or "on" in everyday questions ("take a walk",
 * "on my arm", "with tension") and are never reported as unknown medicine names.
 */
const common = `
arm arms leg legs knee knees hip hips back neck shoulder shoulders hand hands foot feet finger fingers toe toes eye eyes ear ears nose
mouth teeth tooth throat chest stomach belly tummy gut joint joints muscle muscles bone bones face hair nail nails wrist ankle elbow
tension pressure strain sprain ache aches aching pain pains sore soreness cramp cramps swelling rash itch itching bruise bruises
bottle bottles box boxes pack packet glass cup cups bowl spoon spoons plate jar can cans bag bags
walk walks run runs break breaks nap naps shower showers bath holiday vacation trip flight flights job work shift shifts
plane planes train trains car cars bus boat cruise airport hotel beach school office home house bed couch sofa desk phone computer
dont didnt doesnt cant wont isnt arent wasnt havent im ive id youre its lets
grounds ground ice heat hot warm cold snack snacks lunch dinner breakfast supper dessert meal
reading readings level levels number numbers result results test tests score value range normal high low
mood anxiety depression sleep energy weight diet exercise gym yoga running swimming cycling
friend friends family husband wife partner son daughter mother father mum mom dad kids
doctor nurse pharmacy clinic hospital appointment prescription refill label leaflet instructions
empty full half quarter double extra missed forgot skip skipped late early
`;

export const commonWords: ReadonlySet<string> = new Set(common.split(/\s+/).filter(Boolean));
