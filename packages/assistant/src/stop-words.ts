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
