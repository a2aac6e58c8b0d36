/** Dinners of the starter library from Asian, African, Middle Eastern and Latin kitchens. */
import type { Recipe } from '@thrivewell/core/contracts/recipes-contract';
import { ing } from './food-ids';

export const dinnerWorldRecipes: Recipe[] = [
  {
    id: 'chickpea-spinach-curry', title: 'Chickpea and spinach coconut curry', summary: 'Chickpeas simmered in a spiced tomato-coconut sauce with spinach, served with rice.',
    slots: ['dinner', 'lunch'], servings: 4, minutes: 35, cuisine: 'Indian', diets: ['vegan', 'gluten-free', 'dairy-free'], allergens: [],
    ingredients: [ing('chickpeas', 480, '2 cans chickpeas'), ing('onion', 150, '1 large onion'), ing('garlic', 9, '3 cloves garlic'), ing('ginger', 10, '1 thumb ginger'), ing('curry', 8, '1 tbsp curry powder'), ing('cannedTomatoes', 400, '1 can tomatoes'), ing('coconutMilk', 200, '3/4 cup coconut milk'), ing('spinach', 100, '3 cups spinach'), ing('canolaOil', 14, '1 tbsp oil'), ing('rice', 200, '1 cup basmati rice')],
    steps: ['Cook the rice.', 'Soften the onion in the oil, then add garlic, ginger and curry powder for a minute.', 'Add the tomatoes, coconut milk and chickpeas and simmer 15 minutes.', 'Stir in the spinach until wilted and season with salt.'],
  },
  {
    id: 'dal-tadka', title: 'Dal tadka with rice', summary: 'Yellow lentils cooked soft and finished with cumin seeds, garlic and chili fried in oil.',
    slots: ['dinner', 'lunch'], servings: 4, minutes: 40, cuisine: 'Indian', diets: ['vegan', 'gluten-free', 'dairy-free'], allergens: [],
    ingredients: [ing('redLentils', 200, '1 cup red or yellow lentils'), ing('turmeric', 2, '1/2 tsp turmeric'), ing('tomato', 150, '1 tomato'), ing('onion', 80, '1/2 onion'), ing('garlic', 9, '3 cloves garlic'), ing('cumin', 3, '1 tsp cumin seeds'), ing('greenChili', 5, '1 green chili'), ing('canolaOil', 20, '1 1/2 tbsp oil'), ing('cilantro', 5, 'cilantro'), ing('rice', 200, '1 cup basmati rice')],
    steps: ['Simmer the lentils with turmeric in 4 cups water for 20 minutes until soft; add the chopped tomato.', 'Cook the rice.', 'Heat the oil, fry the cumin seeds, then the onion, garlic and chili until golden.', 'Pour this over the dal, stir and finish with cilantro.'],
  },
  {
    id: 'chicken-tikka-masala', title: 'Chicken tikka masala', summary: 'Yogurt-marinated chicken in a creamy spiced tomato sauce.',
    slots: ['dinner'], servings: 4, minutes: 50, cuisine: 'Indian', diets: ['gluten-free'], allergens: ['milk'],
    ingredients: [ing('chickenBreast', 600, '1 1/4 lb chicken breast'), ing('yogurt', 120, '1/2 cup yogurt'), ing('curry', 10, '4 tsp curry powder'), ing('onion', 150, '1 large onion'), ing('garlic', 9, '3 cloves garlic'), ing('ginger', 10, '1 thumb ginger'), ing('tomatoSauce', 400, '1 2/3 cups tomato sauce'), ing('cream', 80, '1/3 cup cream'), ing('canolaOil', 20, '1 1/2 tbsp oil'), ing('rice', 200, '1 cup basmati rice')],
    steps: ['Marinate the chicken pieces in yogurt and half the curry powder for 20 minutes.', 'Grill or sear the chicken until charred at the edges.', 'Fry the onion, garlic and ginger in the oil, add the rest of the spice, the tomato sauce and simmer 10 minutes.', 'Add the chicken and cream, simmer 5 minutes and serve with rice.'],
  },
  {
    id: 'palak-tofu', title: 'Palak tofu', summary: 'Tofu cubes in a smooth, spiced spinach sauce; a plant-based palak paneer. High in vitamin K.',
    slots: ['dinner'], servings: 3, minutes: 35, cuisine: 'Indian', diets: ['vegan', 'gluten-free', 'dairy-free'], allergens: ['soy'],
    ingredients: [ing('spinach', 400, '1 lb spinach'), ing('tofu', 350, '12 oz firm tofu'), ing('onion', 110, '1 onion'), ing('garlic', 9, '3 cloves garlic'), ing('ginger', 10, '1 thumb ginger'), ing('cumin', 2, '1 tsp cumin'), ing('curry', 4, '1 1/2 tsp curry powder'), ing('coconutMilk', 60, '1/4 cup coconut milk'), ing('canolaOil', 20, '1 1/2 tbsp oil')],
    steps: ['Wilt the spinach in a little water, cool and blend to a purée.', 'Brown the tofu cubes in half the oil and set aside.', 'Fry the onion, garlic, ginger and spices in the rest, add the spinach and coconut milk and simmer 5 minutes.', 'Fold in the tofu and season.'],
  },
  {
    id: 'aloo-gobi', title: 'Aloo gobi', summary: 'Potatoes and cauliflower cooked dry with turmeric, cumin and ginger.',
    slots: ['dinner', 'lunch'], servings: 4, minutes: 35, cuisine: 'Indian', diets: ['vegan', 'gluten-free', 'dairy-free'], allergens: [],
    ingredients: [ing('potato', 400, '2 potatoes'), ing('cauliflower', 500, '1 small cauliflower'), ing('onion', 110, '1 onion'), ing('tomato', 120, '1 tomato'), ing('ginger', 10, '1 thumb ginger'), ing('turmeric', 2, '1 tsp turmeric'), ing('cumin', 3, '1 tsp cumin seeds'), ing('corianderSeed', 2, '1 tsp ground coriander'), ing('canolaOil', 27, '2 tbsp oil'), ing('cilantro', 5, 'cilantro')],
    steps: ['Fry the cumin seeds in the oil, add the onion and ginger and cook until soft.', 'Add the diced potato, cauliflower florets, spices and salt, stir and cover.', 'Cook on low for 20 minutes, stirring now and then, adding the tomato for the last 5; finish with cilantro.'],
  },
  {
    id: 'thai-green-curry-tofu', title: 'Thai green curry with tofu', summary: 'Tofu and vegetables in a coconut green curry with basil, made without fish sauce.',
    slots: ['dinner'], servings: 4, minutes: 30, cuisine: 'Thai', diets: ['vegan', 'gluten-free', 'dairy-free'], allergens: ['soy'],
    ingredients: [ing('tofu', 400, '14 oz firm tofu'), ing('coconutMilk', 400, '1 can coconut milk'), ing('greenChili', 20, '2 green chilies'), ing('garlic', 9, '3 cloves garlic'), ing('ginger', 10, '1 thumb ginger'), ing('cilantro', 10, 'cilantro stems'), ing('zucchini', 200, '1 zucchini'), ing('redPepper', 150, '1 red pepper'), ing('greenBeans', 150, '1 cup green beans'), ing('limeJuice', 15, '1 lime'), ing('basil', 6, 'Thai basil'), ing('rice', 200, '1 cup jasmine rice')],
    steps: ['Pound or blend the chilies, garlic, ginger and cilantro stems into a paste.', 'Fry the paste in a few spoons of the coconut milk, then add the rest and simmer.', 'Add the tofu and vegetables and cook 8 minutes; finish with lime and basil.', 'Serve with jasmine rice.'],
  },
  {
    id: 'shrimp-pad-thai', title: 'Shrimp pad thai', summary: 'Rice noodles stir-fried with shrimp, egg, bean sprouts and peanuts in a tangy sauce.',
    slots: ['dinner'], servings: 2, minutes: 30, cuisine: 'Thai', diets: ['pescatarian', 'gluten-free', 'dairy-free'], allergens: ['shellfish', 'egg', 'peanut', 'fish'],
    ingredients: [ing('riceNoodles', 150, '5 oz rice noodles'), ing('shrimp', 200, '7 oz shrimp'), ing('egg', 100, '2 large eggs'), ing('beanSprouts', 100, '1 1/2 cups bean sprouts'), ing('scallions', 30, '3 scallions'), ing('fishSauce', 30, '2 tbsp fish sauce'), ing('brownSugar', 15, '1 tbsp brown sugar'), ing('limeJuice', 30, '2 tbsp lime juice'), ing('peanuts', 30, '1/4 cup peanuts'), ing('canolaOil', 20, '1 1/2 tbsp oil')],
    steps: ['Soak the noodles in hot water until pliable; drain.', 'Mix the fish sauce, sugar and lime.', 'Stir-fry the shrimp in the oil, push aside and scramble the eggs.', 'Add the noodles and sauce and toss until coated, then the sprouts and scallions; top with peanuts.'],
  },
  {
    id: 'chicken-satay-peanut-sauce', title: 'Chicken satay with peanut sauce', summary: 'Grilled chicken skewers with a peanut-coconut dipping sauce and cucumber.',
    slots: ['dinner'], servings: 4, minutes: 40, cuisine: 'Indonesian', diets: ['dairy-free'], allergens: ['peanut', 'soy', 'wheat', 'gluten'],
    ingredients: [ing('chickenThigh', 600, '1 1/4 lb chicken thighs'), ing('soySauce', 30, '2 tbsp soy sauce'), ing('turmeric', 2, '1 tsp turmeric'), ing('brownSugar', 12, '1 tbsp brown sugar'), ing('peanutButter', 64, '1/4 cup peanut butter'), ing('coconutMilk', 120, '1/2 cup coconut milk'), ing('limeJuice', 15, '1 lime'), ing('cucumber', 150, '1/2 cucumber'), ing('rice', 200, '1 cup rice')],
    steps: ['Marinate strips of chicken with half the soy sauce, turmeric and sugar.', 'Thread onto skewers and grill 8 to 10 minutes.', 'Warm the peanut butter, coconut milk, lime and remaining soy sauce into a sauce.', 'Serve with rice and cucumber.'],
  },
  {
    id: 'beef-broccoli-stir-fry', title: 'Beef and broccoli stir-fry', summary: 'Thin slices of sirloin and broccoli in a glossy soy-ginger sauce.',
    slots: ['dinner'], servings: 3, minutes: 25, cuisine: 'Chinese', diets: ['dairy-free'], allergens: ['soy', 'wheat', 'gluten'],
    ingredients: [ing('sirloin', 400, '14 oz sirloin'), ing('broccoli', 350, '1 large head broccoli'), ing('soySauce', 45, '3 tbsp soy sauce'), ing('ginger', 10, '1 thumb ginger'), ing('garlic', 9, '3 cloves garlic'), ing('cornstarch', 8, '1 tbsp cornstarch'), ing('brownSugar', 10, '2 tsp brown sugar'), ing('canolaOil', 20, '1 1/2 tbsp oil'), ing('rice', 200, '1 cup rice')],
    steps: ['Slice the beef thinly and toss with 1 tbsp soy sauce and half the cornstarch.', 'Mix the rest of the soy, sugar, cornstarch and 1/2 cup water.', 'Stir-fry the beef fast in hot oil and remove; stir-fry the broccoli, garlic and ginger with a splash of water.', 'Return the beef, add the sauce and toss until glossy; serve with rice.'],
  },
  {
    id: 'mushroom-mapo-tofu', title: 'Mushroom mapo tofu', summary: 'Silken tofu and minced mushrooms in a spicy, numbing Sichuan-style sauce.',
    slots: ['dinner'], servings: 3, minutes: 25, cuisine: 'Chinese', diets: ['vegan', 'dairy-free'], allergens: ['soy', 'wheat', 'gluten'],
    ingredients: [ing('silkenTofu', 450, '1 lb silken tofu'), ing('shiitake', 150, '5 oz shiitake mushrooms'), ing('garlic', 9, '3 cloves garlic'), ing('ginger', 10, '1 thumb ginger'), ing('soySauce', 30, '2 tbsp soy sauce'), ing('chiliPowder', 4, '2 tsp chili flakes'), ing('pepper', 1, '1/2 tsp ground Sichuan pepper'), ing('cornstarch', 8, '1 tbsp cornstarch'), ing('canolaOil', 20, '1 1/2 tbsp oil'), ing('scallions', 20, '2 scallions'), ing('rice', 200, '1 cup rice')],
    steps: ['Fry the chopped mushrooms in the oil until browned, then add garlic, ginger and chili.', 'Add the soy sauce and 1 cup water, then slide in the cubed tofu and simmer 5 minutes.', 'Thicken with the cornstarch mixed in water, sprinkle with Sichuan pepper and scallions and serve with rice.'],
  },
  {
    id: 'kung-pao-chicken', title: 'Kung pao chicken', summary: 'Diced chicken stir-fried with peanuts, peppers and dried chilies in a sweet-sour sauce.',
    slots: ['dinner'], servings: 3, minutes: 30, cuisine: 'Chinese', diets: ['dairy-free'], allergens: ['peanut', 'soy', 'wheat', 'gluten'],
    ingredients: [ing('chickenBreast', 450, '1 lb chicken breast'), ing('peanuts', 45, '1/3 cup roasted peanuts'), ing('redPepper', 120, '1 red pepper'), ing('scallions', 30, '3 scallions'), ing('chili', 6, '6 dried chilies'), ing('soySauce', 30, '2 tbsp soy sauce'), ing('ciderVinegar', 15, '1 tbsp black or rice vinegar'), ing('sugar', 10, '2 tsp sugar'), ing('cornstarch', 8, '1 tbsp cornstarch'), ing('canolaOil', 20, '1 1/2 tbsp oil'), ing('rice', 200, '1 cup rice')],
    steps: ['Toss the diced chicken with half the cornstarch and a little soy sauce.', 'Mix the rest of the soy, vinegar, sugar, cornstarch and 3 tbsp water.', 'Stir-fry the chilies briefly, add the chicken until done, then the pepper and scallions.', 'Pour in the sauce, add the peanuts and toss; serve with rice.'],
  },
  {
    id: 'teriyaki-salmon-rice', title: 'Teriyaki salmon with rice and bok choy', summary: 'Salmon glazed with teriyaki sauce, steamed bok choy and rice.',
    slots: ['dinner'], servings: 2, minutes: 25, cuisine: 'Japanese', diets: ['pescatarian', 'dairy-free'], allergens: ['fish', 'soy', 'wheat', 'gluten', 'sesame'],
    ingredients: [ing('salmon', 300, '2 salmon fillets'), ing('teriyaki', 45, '3 tbsp teriyaki sauce'), ing('bokChoy', 250, '2 heads bok choy'), ing('rice', 150, '3/4 cup rice'), ing('sesame', 4, '1 tsp sesame seeds'), ing('canolaOil', 5, '1 tsp oil')],
    steps: ['Cook the rice.', 'Sear the salmon skin-side down in the oil, flip, add the teriyaki and let it bubble into a glaze.', 'Steam the halved bok choy for 3 minutes.', 'Serve with sesame seeds on top.'],
  },
  {
    id: 'miso-glazed-cod', title: 'Miso-glazed cod', summary: 'Cod brushed with sweet white miso and grilled until caramelised, with greens.',
    slots: ['dinner'], servings: 2, minutes: 20, cuisine: 'Japanese', diets: ['pescatarian', 'gluten-free', 'dairy-free'], allergens: ['fish', 'soy'],
    ingredients: [ing('cod', 340, '2 cod fillets'), ing('miso', 36, '2 tbsp white miso'), ing('maple', 10, '2 tsp maple syrup'), ing('ginger', 5, '1 tsp grated ginger'), ing('bokChoy', 250, '2 heads bok choy'), ing('cookedRice', 300, '2 cups cooked rice')],
    steps: ['Mix the miso, maple and ginger and spread on the fish.', 'Grill 8 to 10 minutes until the top is browned and the fish flakes.', 'Steam the bok choy and serve with rice.'],
  },
  {
    id: 'beef-bulgogi-bowl', title: 'Beef bulgogi rice bowl', summary: 'Thin beef in a sweet soy, garlic and pear marinade over rice with cucumber and sesame.',
    slots: ['dinner'], servings: 3, minutes: 35, cuisine: 'Korean', diets: ['dairy-free'], allergens: ['soy', 'wheat', 'gluten', 'sesame'],
    ingredients: [ing('sirloin', 450, '1 lb sirloin, thinly sliced'), ing('soySauce', 45, '3 tbsp soy sauce'), ing('pear', 100, '1/2 pear, grated'), ing('garlic', 9, '3 cloves garlic'), ing('sesameOil', 10, '2 tsp sesame oil'), ing('brownSugar', 12, '1 tbsp brown sugar'), ing('scallions', 30, '3 scallions'), ing('rice', 200, '1 cup short-grain rice'), ing('cucumber', 150, '1/2 cucumber'), ing('sesame', 5, '2 tsp sesame seeds')],
    steps: ['Mix soy sauce, pear, garlic, sesame oil and sugar and marinate the beef for 20 minutes.', 'Cook the rice.', 'Sear the beef in batches in a very hot pan.', 'Serve over rice with cucumber, scallions and sesame.'],
  },
  {
    id: 'korean-soft-tofu-stew', title: 'Korean spicy soft tofu stew', summary: 'Silken tofu, mushrooms and zucchini in a chili broth with an egg cracked in at the end.',
    slots: ['dinner'], servings: 2, minutes: 25, cuisine: 'Korean', diets: ['vegetarian', 'dairy-free'], allergens: ['soy', 'wheat', 'gluten', 'egg', 'sesame'],
    ingredients: [ing('silkenTofu', 350, '12 oz silken tofu'), ing('mushrooms', 100, '1 cup mushrooms'), ing('zucchini', 100, '1/2 zucchini'), ing('onion', 60, '1/2 onion'), ing('garlic', 6, '2 cloves garlic'), ing('chiliPowder', 6, '1 tbsp chili flakes'), ing('soySauce', 15, '1 tbsp soy sauce'), ing('vegBroth', 500, '2 cups vegetable broth'), ing('egg', 100, '2 eggs'), ing('scallions', 15, '1 scallion'), ing('sesameOil', 5, '1 tsp sesame oil')],
    steps: ['Fry the onion, garlic and chili flakes in the sesame oil for a minute.', 'Add the broth, soy sauce, mushrooms and zucchini and simmer 8 minutes.', 'Spoon in large pieces of tofu, crack in the eggs and simmer until just set; top with scallion.'],
  },
  {
    id: 'chicken-pho', title: 'Chicken pho', summary: 'Rice noodles in a ginger and star anise chicken broth with herbs, lime and bean sprouts.',
    slots: ['dinner', 'lunch'], servings: 4, minutes: 60, cuisine: 'Vietnamese', diets: ['gluten-free', 'dairy-free'], allergens: ['fish'],
    ingredients: [ing('chickenBreast', 400, '2 chicken breasts'), ing('chickenStock', 1900, '8 cups chicken stock'), ing('onion', 150, '1 onion, charred'), ing('ginger', 30, '1 large piece ginger, charred'), ing('cinnamon', 2, '1 cinnamon stick and 2 star anise'), ing('fishSauce', 30, '2 tbsp fish sauce'), ing('riceNoodles', 200, '7 oz flat rice noodles'), ing('beanSprouts', 120, '2 cups bean sprouts'), ing('cilantro', 10, 'basil and cilantro'), ing('limeJuice', 30, '2 limes')],
    steps: ['Simmer the stock with the charred onion, ginger and spices for 30 minutes, then add the chicken for 15 minutes.', 'Lift out and slice the chicken; strain the broth and season with fish sauce.', 'Soak the noodles and divide among bowls with the chicken.', 'Ladle over the hot broth and top with sprouts, herbs and lime.'],
  },
  {
    id: 'moroccan-chickpea-tagine', title: 'Moroccan vegetable tagine with couscous', summary: 'Chickpeas, carrot, squash and apricot in a warmly spiced stew over couscous.',
    slots: ['dinner'], servings: 4, minutes: 50, cuisine: 'North African', diets: ['vegan', 'dairy-free'], allergens: ['wheat', 'gluten', 'sulphites'],
    ingredients: [ing('chickpeas', 480, '2 cans chickpeas'), ing('carrot', 200, '3 carrots'), ing('butternut', 400, '1/2 butternut squash'), ing('onion', 150, '1 onion'), ing('driedApricots', 60, '8 dried apricots'), ing('cannedTomatoes', 400, '1 can tomatoes'), ing('cumin', 3, '1 tsp cumin'), ing('cinnamon', 2, '1 tsp cinnamon'), ing('gingerGround', 2, '1 tsp ground ginger'), ing('oliveOil', 27, '2 tbsp olive oil'), ing('couscous', 200, '1 cup couscous')],
    steps: ['Soften the onion in the oil and stir in the spices.', 'Add the carrot, squash, tomatoes, chickpeas, apricots and 2 cups water and simmer 30 minutes.', 'Pour boiling water over the couscous, cover for 5 minutes and fluff.', 'Serve the stew on the couscous.'],
  },
  {
    id: 'chicken-apricot-tagine', title: 'Chicken tagine with apricots and almonds', summary: 'Chicken thighs braised with onion, apricots and warm spices, topped with almonds.',
    slots: ['dinner'], servings: 4, minutes: 60, cuisine: 'North African', diets: ['gluten-free', 'dairy-free'], allergens: ['tree-nut', 'sulphites'],
    ingredients: [ing('chickenThigh', 700, '8 chicken thighs'), ing('onion', 200, '2 onions'), ing('garlic', 9, '3 cloves garlic'), ing('driedApricots', 80, '10 dried apricots'), ing('cinnamon', 2, '1 tsp cinnamon'), ing('gingerGround', 2, '1 tsp ground ginger'), ing('turmeric', 2, '1 tsp turmeric'), ing('chickenStock', 480, '2 cups stock'), ing('almonds', 30, '1/4 cup almonds'), ing('oliveOil', 20, '1 1/2 tbsp olive oil'), ing('quinoa', 200, '1 cup quinoa')],
    steps: ['Brown the chicken in the oil, then soften the onion and garlic with the spices.', 'Return the chicken with stock and apricots, cover and simmer 35 minutes.', 'Cook the quinoa and toast the almonds.', 'Serve the tagine on the quinoa, scattered with almonds.'],
  },
  {
    id: 'mujadara', title: 'Mujadara', summary: 'Lentils and rice cooked together and crowned with deeply browned onions.',
    slots: ['dinner', 'lunch'], servings: 4, minutes: 50, cuisine: 'Middle Eastern', diets: ['vegan', 'gluten-free', 'dairy-free', 'mediterranean'], allergens: [],
    ingredients: [ing('lentils', 200, '1 cup brown lentils'), ing('rice', 180, '1 cup long-grain rice'), ing('onion', 450, '3 large onions'), ing('oliveOil', 54, '1/4 cup olive oil'), ing('cumin', 3, '1 tsp cumin'), ing('salt', 5, '1 tsp salt'), ing('cucumber', 150, 'cucumber salad to serve')],
    steps: ['Simmer the lentils for 15 minutes and drain.', 'Cook the sliced onions slowly in the oil for 30 minutes until dark brown; save some for the top.', 'Add the rice, cumin, lentils, salt and 2 1/2 cups water to the pot and cook covered 18 minutes.', 'Serve topped with the onions and with cucumber salad.'],
  },
  {
    id: 'imam-bayildi', title: 'Imam bayildi (stuffed eggplant)', summary: 'Eggplants baked with a filling of onion, tomato, garlic and parsley in olive oil.',
    slots: ['dinner', 'lunch'], servings: 4, minutes: 70, cuisine: 'Turkish', diets: ['vegan', 'gluten-free', 'dairy-free', 'mediterranean', 'paleo'], allergens: [],
    ingredients: [ing('eggplant', 900, '4 small eggplants'), ing('onion', 300, '2 onions'), ing('garlic', 12, '4 cloves garlic'), ing('tomato', 400, '3 tomatoes'), ing('parsley', 15, '1/2 cup parsley'), ing('oliveOil', 54, '1/4 cup olive oil'), ing('lemonJuice', 15, '1 tbsp lemon juice')],
    steps: ['Slit each eggplant lengthwise and brown them in half the oil; lay them in a dish.', 'Cook the sliced onion and garlic slowly in the rest of the oil, add tomatoes and parsley.', 'Stuff the eggplants, pour over 1/2 cup water and lemon and bake at 350°F (180°C) for 45 minutes.', 'Serve warm or at room temperature.'],
  },
  {
    id: 'misir-wat', title: 'Misir wat (Ethiopian red lentil stew)', summary: 'Red lentils in a rich onion and berbere-style spice sauce.',
    slots: ['dinner', 'lunch'], servings: 4, minutes: 45, cuisine: 'Ethiopian', diets: ['vegan', 'gluten-free', 'dairy-free'], allergens: [],
    ingredients: [ing('redLentils', 250, '1 1/4 cups red lentils'), ing('onion', 300, '2 onions, finely chopped'), ing('garlic', 9, '3 cloves garlic'), ing('ginger', 10, '1 thumb ginger'), ing('paprika', 6, '1 tbsp paprika'), ing('chiliPowder', 3, '1 tsp chili powder'), ing('cardamom', 1, 'a pinch of cardamom'), ing('tomatoPaste', 30, '2 tbsp tomato paste'), ing('canolaOil', 40, '3 tbsp oil')],
    steps: ['Cook the onions in a dry pot until soft, then add the oil, garlic, ginger and spices.', 'Stir in the tomato paste, lentils and 4 cups water.', 'Simmer 25 minutes, stirring, until thick; season with salt.'],
  },
  {
    id: 'jerk-chicken-rice-peas', title: 'Jerk chicken with rice and peas', summary: 'Spiced grilled chicken with coconut rice and kidney beans.',
    slots: ['dinner'], servings: 4, minutes: 60, cuisine: 'Caribbean', diets: ['gluten-free', 'dairy-free'], allergens: [],
    ingredients: [ing('chickenThigh', 700, '8 chicken thighs'), ing('scallions', 40, '4 scallions'), ing('chili', 10, '1 scotch bonnet'), ing('garlic', 9, '3 cloves garlic'), ing('cinnamon', 1, 'allspice and cinnamon'), ing('limeJuice', 30, '2 limes'), ing('brownSugar', 12, '1 tbsp brown sugar'), ing('rice', 200, '1 cup rice'), ing('coconutMilk', 200, '3/4 cup coconut milk'), ing('kidneyBeans', 250, '1 can kidney beans')],
    steps: ['Blend the scallions, chili, garlic, spices, lime and sugar and marinate the chicken for at least 30 minutes.', 'Cook the rice with the coconut milk, beans and water to make 2 1/2 cups liquid, covered, for 18 minutes.', 'Grill or roast the chicken until charred and cooked through.'],
  },
  {
    id: 'moqueca-fish-stew', title: 'Moqueca (Brazilian fish stew)', summary: 'White fish and shrimp simmered with peppers, tomato, coconut milk and lime.',
    slots: ['dinner'], servings: 4, minutes: 40, cuisine: 'Brazilian', diets: ['pescatarian', 'gluten-free', 'dairy-free', 'paleo'], allergens: ['fish', 'shellfish'],
    ingredients: [ing('cod', 450, '1 lb firm white fish'), ing('shrimp', 200, '7 oz shrimp'), ing('onion', 150, '1 onion'), ing('redPepper', 150, '1 red pepper'), ing('yellowPepper', 150, '1 yellow pepper'), ing('tomato', 300, '2 tomatoes'), ing('coconutMilk', 400, '1 can coconut milk'), ing('limeJuice', 30, '2 limes'), ing('paprika', 3, '1 tsp paprika'), ing('cilantro', 10, 'cilantro'), ing('oliveOil', 20, '1 1/2 tbsp olive oil')],
    steps: ['Rub the fish with lime and salt.', 'Layer sliced onion, peppers and tomato in a wide pot with the oil and paprika, lay the fish on top.', 'Pour over the coconut milk and simmer covered 15 minutes, adding the shrimp for the last 4.', 'Finish with cilantro.'],
  },
  {
    id: 'black-bean-stuffed-sweet-potatoes', title: 'Black bean stuffed sweet potatoes', summary: 'Baked sweet potatoes filled with spiced black beans, corn, salsa and avocado.',
    slots: ['dinner', 'lunch'], servings: 4, minutes: 55, cuisine: 'Latin American', diets: ['vegan', 'gluten-free', 'dairy-free'], allergens: [],
    ingredients: [ing('sweetPotato', 1000, '4 medium sweet potatoes'), ing('blackBeans', 340, '2 cups black beans'), ing('corn', 150, '1 cup corn'), ing('salsa', 120, '1/2 cup salsa'), ing('cumin', 2, '1 tsp cumin'), ing('avocado', 150, '1 avocado'), ing('limeJuice', 15, '1 lime')],
    steps: ['Bake the sweet potatoes at 400°F (200°C) for 45 minutes until soft.', 'Warm the beans and corn with cumin.', 'Split the potatoes and fill with beans, salsa and avocado; squeeze over the lime.'],
  },
  {
    id: 'seafood-paella', title: 'Seafood paella', summary: 'Saffron-style rice with shrimp, mussels, squid, peppers and peas, cooked in one wide pan.',
    slots: ['dinner'], servings: 4, minutes: 50, cuisine: 'Spanish', diets: ['pescatarian', 'gluten-free', 'dairy-free', 'mediterranean'], allergens: ['shellfish', 'molluscs'],
    ingredients: [ing('rice', 300, '1 1/2 cups short-grain rice'), ing('shrimp', 250, '9 oz shrimp'), ing('mussels', 220, '1 lb mussels in shell (about 8 oz meat)'), ing('squid', 200, '7 oz squid rings'), ing('onion', 110, '1 onion'), ing('redPepper', 150, '1 red pepper'), ing('garlic', 9, '3 cloves garlic'), ing('paprika', 3, '1 tsp smoked paprika'), ing('turmeric', 1, 'a pinch of saffron or turmeric'), ing('tomato', 150, '1 tomato, grated'), ing('peas', 100, '2/3 cup peas'), ing('vegBroth', 1000, '4 cups broth'), ing('oliveOil', 40, '3 tbsp olive oil')],
    steps: ['Soften the onion and pepper in the oil, add garlic, paprika and grated tomato.', 'Stir in the rice, then the hot broth with the saffron; do not stir again.', 'Simmer 15 minutes, then press in the shrimp, squid, mussels and peas.', 'Cook 8 to 10 minutes more until the rice is tender and the mussels open; rest 5 minutes.'],
  },
  {
    id: 'kerala-fish-curry', title: 'Kerala fish curry', summary: 'White fish in a tangy coconut curry with tomato, curry spices and tamarind-style lime.',
    slots: ['dinner'], servings: 4, minutes: 35, cuisine: 'Indian', diets: ['pescatarian', 'gluten-free', 'dairy-free'], allergens: ['fish'],
    ingredients: [ing('pollock', 500, '1 lb firm white fish'), ing('coconutMilk', 400, '1 can coconut milk'), ing('onion', 150, '1 onion'), ing('tomato', 150, '1 tomato'), ing('ginger', 10, '1 thumb ginger'), ing('garlic', 9, '3 cloves garlic'), ing('curry', 8, '1 tbsp curry powder'), ing('turmeric', 1, '1/2 tsp turmeric'), ing('limeJuice', 30, '2 tbsp lime or tamarind'), ing('coconutOil', 20, '1 1/2 tbsp coconut oil'), ing('rice', 200, '1 cup rice')],
    steps: ['Fry the onion, ginger and garlic in the coconut oil until soft, add the spices.', 'Add the tomato and cook down, then the coconut milk and lime.', 'Slip in the fish pieces and simmer 8 minutes without stirring too much.', 'Serve with rice.'],
  },
  {
    id: 'egg-curry', title: 'Egg curry', summary: 'Hard-boiled eggs in a spiced onion-tomato gravy, served with rice.',
    slots: ['dinner'], servings: 3, minutes: 35, cuisine: 'Indian', diets: ['vegetarian', 'gluten-free', 'dairy-free'], allergens: ['egg'],
    ingredients: [ing('egg', 300, '6 large eggs'), ing('onion', 200, '2 onions'), ing('tomato', 250, '2 tomatoes'), ing('garlic', 9, '3 cloves garlic'), ing('ginger', 10, '1 thumb ginger'), ing('curry', 8, '1 tbsp curry powder'), ing('canolaOil', 27, '2 tbsp oil'), ing('cilantro', 5, 'cilantro'), ing('rice', 180, '1 cup rice')],
    steps: ['Hard-boil and peel the eggs, then score them lightly.', 'Fry the onion until golden, add garlic, ginger and curry powder, then the chopped tomato and cook to a thick sauce.', 'Add 1 cup water and the eggs and simmer 10 minutes; serve with rice and cilantro.'],
  },
  {
    id: 'tempeh-vegetable-stir-fry', title: 'Tempeh and vegetable stir-fry', summary: 'Golden tempeh with broccoli, pepper and snap beans in a garlic-ginger sauce.',
    slots: ['dinner'], servings: 3, minutes: 25, cuisine: 'Indonesian', diets: ['vegan', 'dairy-free'], allergens: ['soy', 'wheat', 'gluten'],
    ingredients: [ing('tempeh', 225, '8 oz tempeh'), ing('broccoli', 250, '1 head broccoli'), ing('redPepper', 120, '1 red pepper'), ing('greenBeans', 120, '1 cup green beans'), ing('garlic', 9, '3 cloves garlic'), ing('ginger', 10, '1 thumb ginger'), ing('soySauce', 30, '2 tbsp soy sauce'), ing('maple', 10, '2 tsp maple syrup'), ing('canolaOil', 20, '1 1/2 tbsp oil'), ing('brownRice', 180, '1 cup brown rice')],
    steps: ['Cook the rice.', 'Cube the tempeh and fry in the oil until golden.', 'Add the vegetables, garlic and ginger and stir-fry with a splash of water until crisp-tender.', 'Add the soy sauce and maple and toss.'],
  },
];
