/**
 * Ordinary English words (normalised: lowercase, no apostrophes) that are never taken as a typo
 * of a medicine, supplement or food name. A word here still resolves when it is exactly a known
 * name ('tea', 'beer'); it only never gets a "did you mean" suggestion, and autocomplete does not
 * extend it into a longer unrelated name ('arm' → Armodafinil, 'bottle' → bottled beer).
 */
const words = `
a about above after again against all also always am an and any are around as at away back be because been before being below
best better between both but by can cannot cant could couldnt day days did didnt do does doesnt doing done dont down during each
either else enough even ever every few for from get gets give go going gone good got had hadnt has hasnt have havent having he her
here him his how however i if im in into is isnt it its ive just keep know last like little lot lots make many may me might more
most much must my need never new next no not now of off often ok okay old on once one only or other our out over own please quite
really right said same say see should shouldnt since so some still such sure take than thank thanks that thats the their them then
there these they thing things think this those though through to today too took try under until up us use used very want was wasnt
way we well were what whats when where which while who why will with without wont would wouldnt yes yet you youre your
arm arms leg legs hand hands foot feet face head neck shoulder shoulders chest back knee knees hip hips elbow wrist ankle finger
fingers toe toes eye eyes ear ears nose mouth lip lips tongue tooth teeth jaw throat belly stomach skin hair nail nails bone bones
muscle muscles joint joints brain heart lung lungs kidney kidneys body
bottle bottles box boxes bag bags pack packet jar cup cups mug glass glasses spoon spoons plate bowl can cans tube pot pan kettle
table chair bed door window car bus train home house room kitchen bathroom fridge shelf drawer phone bill bills shop store
pharmacy label labels box cap caps lid
tension pressure stress tired tiredness fatigue mood calm sad happy anxious worried nervous angry upset sore ache aches aching hurt
hurts pain pains cramp cramps itch itchy rash swelling dizzy weak strong sick ill well better worse fine bad normal
ground grounds field fields garden park beach walk walking run running gym work working job school class sport sports game games
morning evening night noon week weekend month year hour hours minute minutes time times today tonight yesterday tomorrow
man woman men women boy girl baby child children kid kids friend friends family mother father mom dad wife husband son daughter
people person doctor nurse pharmacist
water ice fire air light dark sun rain snow wind hot warm cold cool heat
big small large long short high low fast slow hard soft heavy full half double single extra
dose doses tablet tablets capsule capsules medicine medicines medication medications meds drug drugs start stop started stopped
taking taken
`;

export const everydayWords: ReadonlySet<string> = new Set(words.split(/\s+/).filter(Boolean));
