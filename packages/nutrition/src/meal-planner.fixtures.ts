/**
 * Small recipe fixtures for the planner's tests (the built-in library is tested on its own):
 * enough variety per slot that every rule has a choice, and foods that trip every rule.
 */
import type { MealSlot, Recipe, RecipeAllergen, RecipeDiet } from '@thrivewell/core/contracts/recipes-contract';

const r = (
  id: string,
  slots: MealSlot[],
  ingredients: [foodId: string, grams: number, label: string][],
  diets: RecipeDiet[] = [],
  allergens: RecipeAllergen[] = [],
): Recipe => ({
  id,
  title: id.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase()),
  summary: 'A fixture recipe.',
  slots,
  servings: 1,
  minutes: 15,
  cuisine: 'Test',
  diets,
  allergens,
  ingredients: ingredients.map(([foodId, grams, label]) => ({ foodId, grams, label })),
  steps: ['Cook it.'],
});

export const fixtureRecipes: Recipe[] = [
  // breakfasts
  r('oat-porridge-milk', ['breakfast'], [['08120', 60, 'oats'], ['01079', 250, 'milk'], ['09040', 100, 'banana']], ['vegetarian']),
  r('peanut-toast', ['breakfast', 'snack'], [['18075', 60, 'bread'], ['16398', 32, 'peanut butter']], ['vegetarian', 'vegan'], ['peanut', 'wheat']),
  r('spinach-omelette', ['breakfast'], [['01123', 100, 'eggs'], ['11457', 60, 'spinach'], ['04053', 5, 'olive oil']], ['vegetarian', 'keto'], ['egg']),
  r('grapefruit-bowl', ['breakfast', 'snack'], [['09111', 250, 'grapefruit'], ['09003', 100, 'apple']], ['vegan', 'vegetarian']),
  r('tofu-scramble', ['breakfast'], [['16426', 150, 'tofu'], ['11529', 80, 'tomato'], ['04053', 5, 'olive oil']], ['vegan', 'vegetarian', 'keto'], ['soy']),
  r('banana-oats-water', ['breakfast'], [['08120', 60, 'oats'], ['09040', 120, 'banana'], ['09003', 80, 'apple']], ['vegan', 'vegetarian']),
  r('avocado-rice-bowl', ['breakfast', 'lunch'], [['20037', 150, 'brown rice'], ['09037', 80, 'avocado'], ['11529', 80, 'tomato']], ['vegan', 'vegetarian']),
  r('coffee-and-toast', ['breakfast'], [['14209', 240, 'coffee'], ['18075', 60, 'bread'], ['09003', 100, 'apple']], ['vegan', 'vegetarian'], ['wheat']),
  r('kiwi-yogurt', ['breakfast', 'snack'], [['01117', 170, 'yogurt'], ['09148', 100, 'kiwi']], ['vegetarian'], ['milk']),
  // lunches and dinners
  r('kale-lentil-salad', ['lunch', 'dinner'], [['11233', 60, 'kale'], ['16070', 200, 'lentils'], ['04053', 10, 'olive oil']], ['vegan', 'vegetarian']),
  r('chickpea-tomato-stew', ['lunch', 'dinner'], [['16058', 240, 'chickpeas'], ['11529', 200, 'tomatoes'], ['11124', 80, 'carrot']], ['vegan', 'vegetarian']),
  r('broccoli-quinoa', ['lunch', 'dinner'], [['11090', 150, 'broccoli'], ['20137', 185, 'quinoa'], ['04053', 10, 'olive oil']], ['vegan', 'vegetarian']),
  r('chicken-rice', ['lunch', 'dinner'], [['05062', 150, 'chicken breast'], ['20037', 180, 'brown rice'], ['11124', 80, 'carrots']]),
  r('salmon-sweet-potato', ['lunch', 'dinner'], [['15236', 150, 'salmon'], ['11507', 200, 'sweet potato'], ['11251', 50, 'romaine']], ['pescatarian'], ['fish']),
  r('shrimp-stir-fry', ['dinner'], [['15149', 150, 'shrimp'], ['11109', 150, 'cabbage'], ['20037', 150, 'rice']], ['pescatarian'], ['shellfish']),
  r('beef-burger-salad', ['dinner'], [['23567', 150, 'ground beef'], ['11251', 80, 'romaine'], ['11529', 100, 'tomato']], ['keto']),
  r('tofu-soy-stir-fry', ['dinner', 'lunch'], [['16426', 200, 'tofu'], ['16123', 30, 'soy sauce'], ['11090', 150, 'broccoli'], ['20037', 150, 'rice']], ['vegan', 'vegetarian'], ['soy', 'wheat']),
  r('cheddar-cabbage-bake', ['dinner'], [['01009', 60, 'cheddar'], ['11109', 200, 'cabbage'], ['11352', 200, 'potato']], ['vegetarian'], ['milk']),
  r('sauerkraut-potatoes', ['lunch'], [['11439', 150, 'sauerkraut'], ['11352', 250, 'potatoes']], ['vegan', 'vegetarian']),
  r('black-bean-bowl', ['lunch', 'dinner'], [['16058', 200, 'chickpeas'], ['20037', 150, 'rice'], ['09037', 60, 'avocado'], ['11205', 80, 'cucumber']], ['vegan', 'vegetarian']),
  r('spinach-lentil-dal', ['lunch', 'dinner'], [['16070', 200, 'lentils'], ['11457', 100, 'spinach'], ['11529', 100, 'tomato']], ['vegan', 'vegetarian']),
  r('carrot-rice-soup', ['lunch', 'dinner'], [['11124', 200, 'carrots'], ['20037', 150, 'rice'], ['04053', 10, 'olive oil']], ['vegan', 'vegetarian']),
  r('cucumber-quinoa-salad', ['lunch', 'dinner'], [['20137', 185, 'quinoa'], ['11205', 150, 'cucumber'], ['11529', 100, 'tomato'], ['04053', 10, 'olive oil']], ['vegan', 'vegetarian']),
  r('salmon-keto-salad', ['lunch', 'dinner'], [['15236', 150, 'salmon'], ['09037', 100, 'avocado'], ['11205', 100, 'cucumber'], ['04053', 10, 'olive oil']], ['keto', 'pescatarian'], ['fish']),
  r('chicken-avocado-keto', ['lunch', 'dinner'], [['05062', 150, 'chicken'], ['09037', 100, 'avocado'], ['11251', 60, 'romaine']], ['keto']),
  // snacks
  r('apple-almonds', ['snack'], [['09003', 150, 'apple'], ['12061', 20, 'almonds']], ['vegan', 'vegetarian'], ['tree-nut']),
  r('banana', ['snack'], [['09040', 120, 'banana']], ['vegan', 'vegetarian']),
  r('carrot-sticks', ['snack'], [['11124', 120, 'carrots'], ['11205', 100, 'cucumber']], ['vegan', 'vegetarian', 'keto']),
  r('avocado-cucumber', ['snack'], [['09037', 100, 'avocado'], ['11205', 100, 'cucumber']], ['vegan', 'vegetarian', 'keto']),
];
