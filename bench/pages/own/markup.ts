/** Small HTML helpers for the own page set's templates (bench/pages/own/templates.ts). */
import type { OwnRecipe } from './recipes';

export const esc = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const named: Record<string, string> = {
  '½': '&frac12;',
  '¼': '&frac14;',
  '¾': '&frac34;',
  '°': '&deg;',
  é: '&eacute;',
  è: '&egrave;',
  à: '&agrave;',
  ù: '&ugrave;',
  ä: '&auml;',
  ö: '&ouml;',
  ü: '&uuml;',
  ß: '&szlig;',
  ñ: '&ntilde;',
  '–': '&ndash;',
  '’': '&rsquo;',
};

/** Text written the way old CMSs store it: every non-ASCII character and apostrophe an entity. */
export function entities(text: string): string {
  return esc(text)
    .replace(/'/g, '&#39;')
    .replace(/[^\x20-\x7e]/gu, (ch) => named[ch] ?? `&#${ch.codePointAt(0)};`);
}

const units =
  /^(g|kg|ml|cl|dl|l|tbsp|tsp|cups?|cans?|oz|EL|TL|el|tl|Würfel|Prise|Bund|Scheiben|cucharadas?|pincée|gousses?|diente|bicchiere|costa|pinch)$/;

/** A line cut into the parts recipe cards mark up: amount, unit, name, notes. */
export function lineParts(line: string): {
  amount: string;
  unit: string;
  name: string;
  notes: string;
} {
  const match = /^((?:\d[\d.,/]*|[½¼¾⅓⅔⅛])(?: [½¼¾⅓⅔])?)\s+(.*)$/u.exec(line);
  const amount = match?.[1] ?? '';
  let rest = match?.[2] ?? line;
  let unit = '';
  const first = rest.split(' ')[0] ?? '';
  if (amount && units.test(first)) {
    unit = first;
    rest = rest.slice(first.length + 1);
  }
  const comma = rest.indexOf(', ');
  return comma > 0
    ? { amount, unit, name: rest.slice(0, comma), notes: rest.slice(comma + 2) }
    : { amount, unit, name: rest, notes: '' };
}

/** The heading words a page in each language uses. */
export const words: Record<
  OwnRecipe['lang'],
  {
    ingredients: string;
    method: string[];
    intro: string;
    tips: string;
    comments: string;
    stub: string;
  }
> = {
  en: {
    ingredients: 'Ingredients',
    method: ['Method', 'Directions', 'Instructions'],
    intro: 'This one has been on repeat in our kitchen all month, and it is easier than it looks.',
    tips: 'Tips for success',
    comments: 'Comments',
    stub: 'See the method above.',
  },
  de: {
    ingredients: 'Zutaten',
    method: ['Zubereitung', 'So wird’s gemacht', 'Anleitung'],
    intro: 'Dieses Rezept gibt es bei uns jede Woche, und es gelingt wirklich immer.',
    tips: 'Tipps',
    comments: 'Kommentare',
    stub: 'Siehe Zubereitung oben.',
  },
  fr: {
    ingredients: 'Ingrédients',
    method: ['Préparation', 'Étapes', 'Instructions'],
    intro: 'Une recette de famille que l’on refait chaque dimanche, simple et généreuse.',
    tips: 'Nos astuces',
    comments: 'Commentaires',
    stub: 'Voir la préparation ci-dessus.',
  },
  es: {
    ingredients: 'Ingredientes',
    method: ['Preparación', 'Elaboración', 'Instrucciones'],
    intro: 'Una receta de toda la vida que en casa preparamos cada semana.',
    tips: 'Trucos',
    comments: 'Comentarios',
    stub: 'Ver la preparación arriba.',
  },
  it: {
    ingredients: 'Ingredienti',
    method: ['Preparazione', 'Procedimento', 'Istruzioni'],
    intro: 'Una ricetta di famiglia che prepariamo ogni domenica, semplice e buonissima.',
    tips: 'Consigli',
    comments: 'Commenti',
    stub: 'Vedi il procedimento sopra.',
  },
  nl: {
    ingredients: 'Ingrediënten',
    method: ['Bereiding', 'Bereidingswijze', 'Werkwijze'],
    intro: 'Dit recept maken we thuis elke week, en het lukt altijd.',
    tips: 'Tips',
    comments: 'Reacties',
    stub: 'Zie de bereiding hierboven.',
  },
};

export const host = (site: string) =>
  `www.${site
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z0-9]+/g, '')}.example`;

/** The page around a recipe: navigation, a headline, an intro, tips, comments, a sidebar. */
export function page(
  r: OwnRecipe,
  opts: { title: string; h1: string; head?: string; body: string; siteName?: boolean },
): string {
  const w = words[r.lang];
  return `<!DOCTYPE html>
<html lang="${r.lang}">
<head>
<meta charset="utf-8">
<title>${esc(opts.title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta property="og:title" content="${esc(opts.title)}">
${opts.siteName === false ? '' : `<meta property="og:site_name" content="${esc(r.site)}">`}
<meta property="og:image" content="https://${host(r.site)}/images/${r.id}.jpg">
${opts.head ?? ''}
</head>
<body class="post-template-default single">
<header class="site-header"><a class="logo" href="/">${esc(r.site)}</a>
<nav class="menu"><ul><li><a href="/recipes">Recipes</a></li><li><a href="/about">About</a></li><li><a href="/shop">Shop</a></li></ul></nav></header>
<main id="content">
<article class="post">
<h1 class="entry-title">${esc(opts.h1)}</h1>
<p class="byline">by Sam · 12 March 2024</p>
<p>${esc(w.intro)}</p>
<p><a class="jump-to-recipe" href="#recipe">Jump to Recipe</a></p>
<h2>${esc(w.tips)}</h2>
<ul><li>Read the whole recipe before you start.</li><li>Weigh everything first: it is quicker.</li></ul>
${opts.body}
</article>
<section id="comments"><h3>${esc(w.comments)} (2)</h3>
<ol class="comment-list"><li class="comment"><p>Made this twice already, thank you!</p></li><li class="comment"><p>Could I freeze it?</p></li></ol>
<form class="comment-form"><label>Name</label><input name="author"><textarea name="comment"></textarea><button>Post</button></form>
</section>
</main>
<aside class="sidebar"><h3>Popular</h3><ul><li><a href="/a">Easy weeknight pasta</a></li><li><a href="/b">Five-minute salad dressing</a></li></ul></aside>
<footer><p>© 2024 ${esc(r.site)}</p></footer>
</body>
</html>
`;
}
