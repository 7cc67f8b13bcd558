/** Words the benchmark's recipe generator builds recipes from: ordinary home-cooking vocabulary. */

/** Comma-separated words, one list per string, so the vocabulary stays compact. */
const list = (text: string): readonly string[] =>
  text
    .split(',')
    .map((word) => word.trim())
    .filter((word) => word !== '');

export const vocabulary = {
  adjectives: list(`
    Smoky, Crispy, Creamy, Spicy, Zesty, Rustic, Golden, Hearty, Roasted, Grilled, Braised,
    Slow-Cooked, Garlicky, Lemony, Herbed, Sticky, Tangy, Classic, Easy, Quick, Sunday,
    Weeknight, Grandma's, Summer, Winter, Charred, Glazed, Honey, Maple, Peppery, Fragrant,
    Silky, Crunchy, Fresh, Baked, Pan-Fried, Stuffed, Whipped, Toasted, Caramelized, Crème,
    Brûléed
  `),
  mains: list(`
    Chicken, Beef, Pork, Lamb, Salmon, Cod, Shrimp, Tofu, Chickpea, Lentil, Mushroom, Eggplant,
    Zucchini, Cauliflower, Broccoli, Potato, Sweet Potato, Tomato, Pumpkin, Butternut Squash,
    Spinach, Kale, Halloumi, Feta, Ricotta, Turkey, Duck, Tuna, Mackerel, Black Bean, Pea,
    Corn, Carrot, Beetroot, Apple, Pear, Banana, Chocolate, Lemon, Strawberry, Blueberry,
    Coconut, Jalapeño, Crème Fraîche, Gruyère, Paneer, Tempeh, Sausage, Bacon, Egg
  `),
  dishes: list(`
    Soup, Stew, Curry, Salad, Tacos, Pasta, Risotto, Pie, Tart, Bake, Casserole, Stir-Fry,
    Skewers, Burgers, Sandwich, Wraps, Bowl, Chili, Lasagna, Gratin, Frittata, Omelette,
    Quiche, Fritters, Dumplings, Noodles, Pancakes, Muffins, Bread, Crumble, Cake, Cookies,
    Traybake, Flatbread, Pizza, Ramen, Pilaf, Paella, Tagine, Goulash, Chowder, Bisque,
    Galette
  `),
  variants: list(`
    Variation, Style, Take, Version, Remix
  `),
  cuisines: list(`
    Italian, French, Mexican, Indian, Thai, Japanese, Chinese, Korean, Greek, Spanish,
    Moroccan, Lebanese, Turkish, Vietnamese, American, British, German, Swedish, Ethiopian,
    Brazilian, Peruvian, Caribbean, Middle Eastern
  `),
  openers: list(`
    A comforting, An easy, A bright, A family-favourite, A make-ahead, A speedy, A cosy,
    A light, A rich, A crowd-pleasing, A budget-friendly, A festive
  `),
  closers: list(`
    Ready in under an hour., Freezes well., Great for meal prep., Serve with crusty bread.,
    Leftovers taste even better the next day., Kids love it., Perfect for a picnic.,
    Double the batch for guests., Best eaten warm., Keeps for three days in the fridge.
  `),
  foods: list(`
    onion, red onion, shallot, garlic, ginger, carrot, celery, leek, tomato, cherry tomatoes,
    tomato paste, red bell pepper, green bell pepper, chili flakes, zucchini, eggplant,
    mushrooms, spinach, kale, cabbage, potato, sweet potato, cauliflower, broccoli, peas, corn,
    green beans, chickpeas, black beans, lentils, rice, basmati rice, arborio rice, quinoa,
    couscous, spaghetti, penne, egg noodles, flour, bread flour, baking powder, baking soda,
    yeast, sugar, brown sugar, honey, maple syrup, butter, olive oil, vegetable oil,
    sesame oil, eggs, milk, heavy cream, crème fraîche, yogurt, sour cream, parmesan, cheddar,
    mozzarella, feta, gruyère, ricotta, chicken breast, chicken thighs, ground beef,
    beef chuck, pork shoulder, bacon, chorizo, salmon fillet, cod fillet, shrimp, tofu,
    vegetable stock, chicken stock, coconut milk, soy sauce, fish sauce, lime juice,
    lemon juice, lemon zest, red wine vinegar, balsamic vinegar, dijon mustard, cumin,
    coriander, paprika, smoked paprika, turmeric, garam masala, cinnamon, nutmeg, oregano,
    thyme, rosemary, bay leaves, basil, parsley, cilantro, mint, dill, scallions, salt,
    black pepper, walnuts, almonds, pine nuts, raisins, dark chocolate, cocoa powder,
    vanilla extract, apples, bananas, blueberries, strawberries, jalapeño, avocado, tortillas,
    pita bread, breadcrumbs, capers, olives
  `),
  units: list(`
    cup, tablespoon, teaspoon, gram, kilogram, ounce, pound, milliliter, liter, pinch, clove,
    can, bunch, slice, handful, sprig
  `),
  preparations: list(`
    finely chopped, diced, minced, sliced, grated, crushed, peeled, rinsed, drained,
    at room temperature, softened, melted, to taste, roughly torn, cut into chunks,
    thinly sliced, toasted, divided, plus more for serving
  `),
  verbs: list(`
    Heat, Sauté, Fry, Roast, Simmer, Whisk, Stir, Fold, Season, Toss, Bake, Blend, Knead,
    Marinate, Grill, Braise, Poach, Steam, Toast, Chop
  `),
  stepEndings: list(`
    over medium heat for 5 minutes, until golden and fragrant, until soft, in a large bowl,
    in the oven at 200°C for 25 minutes, until the liquid has reduced, until just combined,
    for 2 minutes, stirring often, in batches, until smooth
  `),
  stepFinishes: list(`
    season with salt and pepper, simmer for 20 minutes, serve immediately,
    let rest for 10 minutes, garnish with fresh herbs, cover and keep warm, stir in the cream,
    squeeze over the lemon, scatter with toasted nuts, bake until bubbling,
    cool on a wire rack, spoon over the rice
  `),
  tips: list(`
    Swap the stock for water and a little miso., Use day-old rice for the best texture.,
    Toast the spices first for a deeper flavour., Make the sauce a day ahead.,
    A squeeze of lime at the end brightens everything., Freeze in single portions.
  `),
  tags: list(`
    Quick, Vegetarian, Vegan, Gluten-Free, Dairy-Free, Kid-Friendly, One-Pot, Make-Ahead,
    Freezer-Friendly, Spicy, Comfort Food, Healthy, High-Protein, Low-Carb, Budget, Party,
    Holiday, Summer, Winter, Weeknight, Brunch, Meal Prep, Grill, Slow Cooker, Air Fryer,
    Sheet Pan, Picnic, Date Night
  `),
  categories: list(`
    Breakfast, Lunch, Dinner, Dessert, Snack, Side Dish, Appetizer, Soup, Salad, Baking,
    Drinks, Sauce, Bread, Main Course, Preserves
  `),
  tools: list(`
    Oven, Stand Mixer, Blender, Food Processor, Dutch Oven, Cast Iron Skillet, Wok,
    Slow Cooker, Pressure Cooker, Air Fryer, Grill, Baking Sheet, Loaf Pan, Muffin Tin,
    Rolling Pin, Thermometer, Sieve, Grater, Mandoline
  `),
};
