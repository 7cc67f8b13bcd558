/**
 * The recipes of Larder's own page set (bench/pages/own), written for it: what each page shows,
 * in the six languages Larder ships seeds for. `tune` recipes are the ones the extractor may be
 * tuned on; `held` ones are scored but never looked at while changing the extractor.
 */
export interface OwnRecipe {
  id: string;
  lang: 'en' | 'de' | 'fr' | 'es' | 'it' | 'nl';
  part: 'tune' | 'held';
  site: string;
  name: string;
  /** The article's own headline, different from the recipe's name. */
  headline: string;
  ingredients: { title?: string; lines: string[] }[];
  steps: { title?: string; steps: string[] }[];
}

export const ownRecipes: OwnRecipe[] = [
  {
    id: 'lemon-drizzle',
    lang: 'en',
    part: 'tune',
    site: 'Crumb & Co',
    name: 'Lemon Drizzle Loaf',
    headline: 'The lemon drizzle loaf my gran swore by',
    ingredients: [
      {
        title: 'For the cake',
        lines: [
          '225 g unsalted butter, softened',
          '225 g caster sugar',
          '4 large eggs',
          '275 g self-raising flour',
          '2 lemons, zested',
        ],
      },
      { title: 'For the drizzle', lines: ['juice of 2 lemons', '85 g icing sugar'] },
    ],
    steps: [
      {
        steps: [
          'Heat the oven to 180°C and line a 900 g loaf tin with baking paper.',
          'Beat the butter and sugar until pale, then add the eggs one at a time.',
          'Fold in the flour and zest, spoon into the tin and bake for 45–50 minutes.',
          'Mix the lemon juice with the icing sugar and pour over the warm cake. Leave to cool in the tin.',
        ],
      },
    ],
  },
  {
    id: 'chili',
    lang: 'en',
    part: 'tune',
    site: 'Weeknight Pot',
    name: 'Smoky Black Bean Chili',
    headline: 'A chili for cold Tuesdays',
    ingredients: [
      {
        lines: [
          '2 tbsp olive oil',
          '1 large onion, diced',
          '3 cloves garlic, minced',
          '1 tbsp smoked paprika',
          '2 tsp ground cumin',
          '2 cans (15 oz each) black beans, drained',
          '1 can (28 oz) crushed tomatoes',
          '1 cup vegetable broth',
          'salt and pepper to taste',
        ],
      },
    ],
    steps: [
      {
        steps: [
          'Warm the oil in a heavy pot over medium heat and cook the onion for 6 minutes.',
          'Add the garlic, paprika and cumin and stir for one minute.',
          'Tip in the beans, tomatoes and broth, bring to a simmer and cook for 25 minutes.',
          'Season with salt and pepper and serve with rice or cornbread.',
        ],
      },
    ],
  },
  {
    id: 'pancakes',
    lang: 'en',
    part: 'tune',
    site: 'Sunday Griddle',
    name: 'Buttermilk Pancakes',
    headline: 'Fluffy pancakes, every single time',
    ingredients: [
      {
        lines: [
          '2 cups all-purpose flour',
          '2 tbsp sugar',
          '1 ½ tsp baking powder',
          '½ tsp baking soda',
          '½ tsp salt',
          '2 cups buttermilk',
          '2 eggs',
          '3 tbsp melted butter',
        ],
      },
    ],
    steps: [
      {
        steps: [
          'Whisk the flour, sugar, baking powder, baking soda and salt in a large bowl.',
          'In another bowl whisk the buttermilk, eggs and melted butter.',
          'Pour the wet ingredients into the dry ones and stir just until combined; a few lumps are fine.',
          'Cook ¼ cup of batter at a time on a hot buttered griddle until bubbles form, then flip.',
        ],
      },
    ],
  },
  {
    id: 'shepherds-pie',
    lang: 'en',
    part: 'tune',
    site: 'The Hungry Hob',
    name: "Shepherd's Pie",
    headline: 'Proper shepherd’s pie, the way we make it at home',
    ingredients: [
      {
        title: 'Filling',
        lines: [
          '1 tbsp sunflower oil',
          '500 g lamb mince',
          '1 onion, finely chopped',
          '2 carrots, diced',
          '2 tbsp tomato purée',
          '400 ml lamb stock',
          '1 tbsp Worcestershire sauce',
        ],
      },
      { title: 'Mash', lines: ['900 g floury potatoes, peeled', '85 g butter', '3 tbsp milk'] },
    ],
    steps: [
      {
        title: 'Filling',
        steps: [
          'Brown the mince in the oil, then add the onion and carrots and cook for 5 minutes.',
          'Stir in the purée, stock and Worcestershire sauce and simmer for 30 minutes.',
        ],
      },
      {
        title: 'Mash and bake',
        steps: [
          'Boil the potatoes until tender, drain and mash with the butter and milk.',
          'Spoon the filling into a dish, cover with the mash and bake at 200°C for 25 minutes.',
        ],
      },
    ],
  },
  {
    id: 'granola',
    lang: 'en',
    part: 'tune',
    site: 'Oat & About',
    name: 'Maple Pecan Granola',
    headline: 'Breakfast sorted for a fortnight',
    ingredients: [
      {
        lines: [
          '3 cups rolled oats',
          '1 cup pecans, roughly chopped',
          '½ cup pumpkin seeds',
          '⅓ cup maple syrup',
          '¼ cup coconut oil, melted',
          '1 tsp cinnamon',
          'a pinch of sea salt',
        ],
      },
    ],
    steps: [
      {
        steps: [
          'Preheat the oven to 325°F and line a sheet pan with parchment.',
          'Toss everything together in a big bowl until the oats are coated.',
          'Spread out on the pan and bake for 25 minutes, stirring halfway.',
          'Let it cool completely on the pan so it crisps, then store in a jar.',
        ],
      },
    ],
  },
  {
    id: 'kaesespaetzle',
    lang: 'de',
    part: 'tune',
    site: 'Omas Küche',
    name: 'Käsespätzle mit Röstzwiebeln',
    headline: 'Käsespätzle wie im Allgäu',
    ingredients: [
      { title: 'Für die Spätzle', lines: ['400 g Mehl', '4 Eier', '150 ml Wasser', '1 TL Salz'] },
      {
        title: 'Außerdem',
        lines: [
          '200 g Bergkäse, gerieben',
          '2 Zwiebeln',
          '2 EL Butter',
          'Schnittlauch zum Bestreuen',
        ],
      },
    ],
    steps: [
      {
        steps: [
          'Mehl, Eier, Wasser und Salz zu einem zähen Teig schlagen, bis er Blasen wirft.',
          'Den Teig portionsweise in kochendes Salzwasser schaben und die Spätzle abschöpfen, sobald sie oben schwimmen.',
          'Die Zwiebeln in Ringe schneiden und in der Butter goldbraun braten.',
          'Spätzle und Käse abwechselnd in eine Form schichten, mit den Zwiebeln belegen und kurz im Ofen überbacken.',
        ],
      },
    ],
  },
  {
    id: 'zwetschgenkuchen',
    lang: 'de',
    part: 'tune',
    site: 'Backstube Lina',
    name: 'Zwetschgenkuchen vom Blech',
    headline: 'Endlich wieder Zwetschgenzeit',
    ingredients: [
      {
        title: 'Teig',
        lines: [
          '500 g Mehl',
          '1 Würfel Hefe',
          '250 ml lauwarme Milch',
          '60 g Zucker',
          '80 g weiche Butter',
          '1 Prise Salz',
        ],
      },
      { title: 'Belag', lines: ['2 kg Zwetschgen', '2 EL Zucker', '1 TL Zimt'] },
    ],
    steps: [
      {
        title: 'Hefeteig',
        steps: [
          'Die Hefe in der Milch auflösen, mit Mehl, Zucker, Butter und Salz zu einem glatten Teig kneten und 1 Stunde gehen lassen.',
        ],
      },
      {
        title: 'Belegen und backen',
        steps: [
          'Die Zwetschgen waschen, entsteinen und einschneiden.',
          'Den Teig auf einem gefetteten Blech ausrollen und dicht mit den Zwetschgen belegen.',
          'Bei 200 °C etwa 35 Minuten backen und mit Zimtzucker bestreuen.',
        ],
      },
    ],
  },
  {
    id: 'gratin',
    lang: 'fr',
    part: 'tune',
    site: 'La Cuisine de Margot',
    name: 'Gratin dauphinois',
    headline: 'Le gratin dauphinois de ma grand-mère',
    ingredients: [
      {
        lines: [
          '1 kg de pommes de terre',
          '50 cl de lait entier',
          '20 cl de crème fraîche épaisse',
          '2 gousses d’ail',
          '1 pincée de noix de muscade',
          'sel et poivre',
        ],
      },
    ],
    steps: [
      {
        steps: [
          'Préchauffer le four à 160 °C. Éplucher les pommes de terre et les couper en fines rondelles.',
          'Porter le lait et la crème à frémissement avec l’ail écrasé, la muscade, le sel et le poivre.',
          'Ajouter les pommes de terre et cuire 10 minutes à feu doux en remuant délicatement.',
          'Verser dans un plat beurré et enfourner pour 1 h 15, jusqu’à ce que le dessus soit doré.',
        ],
      },
    ],
  },
  {
    id: 'tarte-tatin',
    lang: 'fr',
    part: 'tune',
    site: 'Pâtisserie Facile',
    name: 'Tarte Tatin aux pommes',
    headline: 'La tatin, sans stress',
    ingredients: [
      { title: 'Pour le caramel', lines: ['150 g de sucre', '60 g de beurre demi-sel'] },
      { title: 'Pour la garniture', lines: ['8 pommes Golden', '1 pâte feuilletée'] },
    ],
    steps: [
      {
        title: 'Le caramel',
        steps: [
          'Faire fondre le sucre à sec dans le moule jusqu’à obtenir un caramel blond, puis ajouter le beurre.',
        ],
      },
      {
        title: 'La tarte',
        steps: [
          'Disposer les quartiers de pommes serrés sur le caramel et cuire 15 minutes sur le feu.',
          'Couvrir de pâte feuilletée, rentrer les bords et enfourner 30 minutes à 200 °C.',
          'Laisser tiédir 10 minutes avant de retourner la tarte sur un plat.',
        ],
      },
    ],
  },
  {
    id: 'tortilla',
    lang: 'es',
    part: 'tune',
    site: 'Cocina de Carmen',
    name: 'Tortilla de patatas',
    headline: 'La tortilla jugosa de siempre',
    ingredients: [
      {
        lines: [
          '5 huevos',
          '600 g de patatas',
          '1 cebolla',
          '250 ml de aceite de oliva virgen extra',
          'sal',
        ],
      },
    ],
    steps: [
      {
        steps: [
          'Pelar y cortar las patatas en láminas finas y la cebolla en juliana.',
          'Freír las patatas y la cebolla en el aceite a fuego medio durante 20 minutos, sin que se doren.',
          'Batir los huevos con sal, añadir las patatas escurridas y dejar reposar 5 minutos.',
          'Cuajar la tortilla en una sartén con un poco de aceite, darle la vuelta con un plato y terminar 2 minutos más.',
        ],
      },
    ],
  },
  {
    id: 'gazpacho',
    lang: 'es',
    part: 'tune',
    site: 'Sabores del Sur',
    name: 'Gazpacho andaluz',
    headline: 'Gazpacho fresquito para el verano',
    ingredients: [
      {
        lines: [
          '1 kg de tomates maduros',
          '1 pimiento verde',
          '1 pepino',
          '1 diente de ajo',
          '50 g de pan del día anterior',
          '100 ml de aceite de oliva',
          '2 cucharadas de vinagre de Jerez',
          'sal al gusto',
        ],
      },
    ],
    steps: [
      {
        steps: [
          'Lavar y trocear las verduras; remojar el pan en un poco de agua.',
          'Triturar todo con el vinagre y la sal hasta obtener una crema fina.',
          'Añadir el aceite poco a poco sin dejar de batir para emulsionar.',
          'Colar, rectificar de sal y enfriar en la nevera al menos dos horas.',
        ],
      },
    ],
  },
  {
    id: 'risotto',
    lang: 'it',
    part: 'tune',
    site: 'La Cucina di Nonna Pina',
    name: 'Risotto ai funghi porcini',
    headline: 'Il risotto della domenica',
    ingredients: [
      {
        lines: [
          '320 g di riso Carnaroli',
          '300 g di funghi porcini',
          '1 scalogno',
          '1 l di brodo vegetale',
          '½ bicchiere di vino bianco secco',
          '50 g di burro',
          '60 g di Parmigiano Reggiano grattugiato',
        ],
      },
    ],
    steps: [
      {
        steps: [
          'Pulire i funghi con un panno umido e tagliarli a fettine.',
          'Soffriggere lo scalogno tritato in metà del burro, unire il riso e tostarlo per due minuti.',
          'Sfumare con il vino, aggiungere i funghi e portare a cottura versando il brodo caldo un mestolo alla volta.',
          'Mantecare fuori dal fuoco con il burro rimasto e il Parmigiano; lasciare riposare un minuto e servire.',
        ],
      },
    ],
  },
  {
    id: 'tiramisu',
    lang: 'it',
    part: 'tune',
    site: 'Dolci di Casa',
    name: 'Tiramisù classico',
    headline: 'Il tiramisù che piace a tutti',
    ingredients: [
      {
        lines: [
          '500 g di mascarpone',
          '4 uova freschissime',
          '100 g di zucchero',
          '300 g di savoiardi',
          '300 ml di caffè espresso freddo',
          'cacao amaro in polvere q.b.',
        ],
      },
    ],
    steps: [
      {
        steps: [
          'Montare i tuorli con lo zucchero fino a ottenere un composto chiaro e spumoso.',
          'Incorporare il mascarpone e poi gli albumi montati a neve, mescolando dal basso verso l’alto.',
          'Inzuppare velocemente i savoiardi nel caffè e disporli in una pirofila, alternandoli alla crema.',
          'Spolverizzare di cacao e lasciare in frigorifero per almeno 4 ore.',
        ],
      },
    ],
  },
  {
    id: 'stamppot',
    lang: 'nl',
    part: 'tune',
    site: 'Lekker Thuis',
    name: 'Boerenkoolstamppot met rookworst',
    headline: 'Winterkost zoals het hoort',
    ingredients: [
      {
        lines: [
          '1 kg kruimige aardappelen',
          '500 g boerenkool, gesneden',
          '1 rookworst',
          '150 ml warme melk',
          '2 el roomboter',
          'peper en zout',
        ],
      },
    ],
    steps: [
      {
        steps: [
          'Schil de aardappelen, snijd ze in stukken en kook ze met de boerenkool erbovenop in 20 minuten gaar.',
          'Verwarm de rookworst 20 minuten in heet water dat niet kookt.',
          'Giet de aardappelen en boerenkool af en stamp ze fijn met de melk en de boter.',
          'Breng op smaak met peper en zout en serveer met plakken rookworst.',
        ],
      },
    ],
  },
  // Held out: never looked at while tuning the extractor.
  {
    id: 'banana-bread',
    lang: 'en',
    part: 'held',
    site: 'Crumbs Daily',
    name: 'Brown Butter Banana Bread',
    headline: 'Why brown butter changes everything',
    ingredients: [
      {
        lines: [
          '½ cup unsalted butter',
          '3 very ripe bananas, mashed',
          '¾ cup light brown sugar',
          '1 large egg',
          '1 tsp vanilla extract',
          '1 tsp baking soda',
          '¼ tsp salt',
          '1 ½ cups all-purpose flour',
        ],
      },
    ],
    steps: [
      {
        steps: [
          'Melt the butter in a small pan and cook until it smells nutty and turns golden brown; let it cool.',
          'Mix the bananas, sugar, egg and vanilla into the butter.',
          'Stir in the baking soda, salt and flour until just combined.',
          'Bake in a greased loaf pan at 350°F for 55 to 60 minutes.',
        ],
      },
    ],
  },
  {
    id: 'curry',
    lang: 'en',
    part: 'held',
    site: 'Spice Tin Diaries',
    name: 'Chickpea and Spinach Curry',
    headline: 'My 30-minute pantry curry',
    ingredients: [
      {
        title: 'Spice paste',
        lines: [
          '1 onion, roughly chopped',
          '4 garlic cloves',
          'thumb-sized piece of ginger',
          '2 tsp garam masala',
          '1 tsp turmeric',
        ],
      },
      {
        title: 'Curry',
        lines: [
          '2 tbsp vegetable oil',
          '400 g tin chickpeas, drained',
          '400 ml tin coconut milk',
          '200 g baby spinach',
          '1 lime',
        ],
      },
    ],
    steps: [
      {
        title: 'Paste',
        steps: [
          'Blitz the onion, garlic, ginger and spices to a rough paste with a splash of water.',
        ],
      },
      {
        title: 'Curry',
        steps: [
          'Fry the paste in the oil for 8 minutes until it darkens.',
          'Add the chickpeas and coconut milk and simmer for 15 minutes.',
          'Wilt in the spinach, squeeze over the lime and season to taste.',
        ],
      },
    ],
  },
  {
    id: 'scones',
    lang: 'en',
    part: 'held',
    site: 'Teatime Tales',
    name: 'Classic Fruit Scones',
    headline: 'Cream or jam first? Scones, settled',
    ingredients: [
      {
        lines: [
          '350 g self-raising flour',
          '¼ tsp salt',
          '1 tsp baking powder',
          '85 g cold butter, cubed',
          '3 tbsp caster sugar',
          '175 ml milk',
          '1 tsp vanilla extract',
          '50 g sultanas',
          '1 beaten egg, to glaze',
        ],
      },
    ],
    steps: [
      {
        steps: [
          'Heat the oven to 220°C and put a baking tray inside to warm.',
          'Rub the butter into the flour, salt and baking powder until it looks like fine crumbs, then stir in the sugar and sultanas.',
          'Warm the milk with the vanilla, pour it in and bring the dough together with a knife.',
          'Pat out to 4 cm thick, stamp out rounds, brush with egg and bake for 10 minutes.',
        ],
      },
    ],
  },
  {
    id: 'rouladen',
    lang: 'de',
    part: 'held',
    site: 'Sonntagsbraten',
    name: 'Rinderrouladen klassisch',
    headline: 'Rouladen für die ganze Familie',
    ingredients: [
      {
        title: 'Rouladen',
        lines: [
          '4 Rinderrouladen',
          '2 EL mittelscharfer Senf',
          '4 Scheiben Frühstücksspeck',
          '2 Gewürzgurken',
          '1 Zwiebel',
        ],
      },
      {
        title: 'Soße',
        lines: ['1 Bund Suppengrün', '2 EL Tomatenmark', '250 ml Rotwein', '500 ml Rinderfond'],
      },
    ],
    steps: [
      {
        steps: [
          'Die Rouladen mit Senf bestreichen, mit Speck, Gurkenstreifen und Zwiebelringen belegen, aufrollen und feststecken.',
          'Rundherum scharf anbraten und herausnehmen.',
          'Das Suppengrün im Bratfett anrösten, Tomatenmark zugeben und mit Rotwein und Fond ablöschen.',
          'Die Rouladen zurück in den Topf legen und zugedeckt 90 Minuten schmoren.',
        ],
      },
    ],
  },
  {
    id: 'quiche',
    lang: 'fr',
    part: 'held',
    site: 'Les Petits Plats d’Anne',
    name: 'Quiche lorraine',
    headline: 'Une vraie quiche lorraine, sans fromage',
    ingredients: [
      {
        lines: [
          '1 pâte brisée',
          '200 g de lardons fumés',
          '3 œufs',
          '20 cl de crème fraîche',
          '20 cl de lait',
          'sel, poivre et muscade',
        ],
      },
    ],
    steps: [
      {
        steps: [
          'Préchauffer le four à 180 °C et foncer un moule avec la pâte.',
          'Faire revenir les lardons à la poêle sans matière grasse et les répartir sur la pâte.',
          'Battre les œufs avec la crème, le lait, le sel, le poivre et la muscade, puis verser sur les lardons.',
          'Cuire 35 minutes jusqu’à ce que la quiche soit dorée et prise.',
        ],
      },
    ],
  },
  {
    id: 'paella',
    lang: 'es',
    part: 'held',
    site: 'Arroces de Vicente',
    name: 'Paella valenciana',
    headline: 'Así se hace la paella en casa',
    ingredients: [
      {
        lines: [
          '400 g de arroz bomba',
          '500 g de pollo troceado',
          '300 g de conejo troceado',
          '200 g de judía verde plana',
          '1 tomate rallado',
          '1 g de azafrán',
          '1,2 l de agua',
          '6 cucharadas de aceite de oliva',
          'sal',
        ],
      },
    ],
    steps: [
      {
        steps: [
          'Dorar el pollo y el conejo en el aceite, con un poco de sal, a fuego medio.',
          'Añadir la judía y, tras unos minutos, el tomate; sofreír hasta que reduzca.',
          'Verter el agua con el azafrán y cocer 25 minutos.',
          'Repartir el arroz, cocer 18 minutos sin remover y dejar reposar 5 minutos.',
        ],
      },
    ],
  },
  {
    id: 'lasagne',
    lang: 'it',
    part: 'held',
    site: 'Sapori di Bologna',
    name: 'Lasagne alla bolognese',
    headline: 'Le lasagne della festa',
    ingredients: [
      {
        title: 'Per il ragù',
        lines: [
          '300 g di macinato di manzo',
          '150 g di pancetta',
          '1 carota',
          '1 costa di sedano',
          '300 g di passata di pomodoro',
        ],
      },
      { title: 'Per la besciamella', lines: ['1 l di latte', '80 g di burro', '80 g di farina'] },
      {
        title: 'Per completare',
        lines: ['500 g di sfoglia all’uovo', '150 g di Parmigiano grattugiato'],
      },
    ],
    steps: [
      {
        title: 'Il ragù',
        steps: [
          'Preparare il ragù facendo cuocere la carne con le verdure tritate e la passata per almeno due ore.',
        ],
      },
      {
        title: 'La besciamella',
        steps: [
          'Sciogliere il burro, unire la farina e poi il latte caldo, mescolando fino a ottenere una besciamella densa.',
        ],
      },
      {
        title: 'Il montaggio',
        steps: [
          'Alternare in una teglia sfoglia, ragù, besciamella e Parmigiano per sei strati.',
          'Cuocere in forno a 180 °C per 40 minuti.',
        ],
      },
    ],
  },
  {
    id: 'poffertjes',
    lang: 'nl',
    part: 'held',
    site: 'Hollandse Pot',
    name: 'Poffertjes',
    headline: 'Poffertjes bakken zoals op de kermis',
    ingredients: [
      {
        lines: [
          '250 g boekweitmeel',
          '250 g tarwebloem',
          '7 g gedroogde gist',
          '500 ml lauwe melk',
          '1 ei',
          'roomboter en poedersuiker',
        ],
      },
    ],
    steps: [
      {
        steps: [
          'Meng de meelsoorten en de gist, klop de melk en het ei erdoor tot een glad beslag.',
          'Laat het beslag afgedekt een uur rijzen op een warme plek.',
          'Verhit de poffertjespan, vet de kuiltjes in en vul ze voor twee derde met beslag.',
          'Keer de poffertjes zodra de onderkant goudbruin is en bak de andere kant kort.',
          'Serveer met een klontje boter en veel poedersuiker.',
        ],
      },
    ],
  },
];
