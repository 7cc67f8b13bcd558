/**
 * One template per page class of the own page set: the markup a kind of site publishes for a
 * recipe. `k` picks among a class's variants (heading tags, list shapes, spacing).
 */
import { entities, esc, host, lineParts, page, words } from './markup';
import type { OwnRecipe } from './recipes';

export type PageClass =
  | 'plain'
  | 'table'
  | 'wprm'
  | 'tasty'
  | 'mv-create'
  | 'zip'
  | 'easyrecipe'
  | 'hrecipe'
  | 'cooked'
  | 'sections'
  | 'stub'
  | 'site-name'
  | 'entities';

export interface OwnPage {
  html: string;
  /** The recipe's name as the page publishes it. */
  name: string;
}

const allLines = (r: OwnRecipe) => r.ingredients.flatMap((g) => g.lines);
const allSteps = (r: OwnRecipe) => r.steps.flatMap((g) => g.steps);
const jsonLd = (data: unknown) =>
  `<script type="application/ld+json">${JSON.stringify(data)}</script>`;

/** Plain article: a heading, then a list (or paragraphs), per part, in the page's language. */
function plain(r: OwnRecipe, k: number): OwnPage {
  const w = words[r.lang];
  const method = w.method[k % w.method.length] as string;
  const tag = ['h2', 'h3', 'h2'][k % 3] as string;
  const sub = tag === 'h2' ? 'h3' : 'h4';
  const head = (text: string) =>
    k % 3 === 1 ? `<p><strong>${esc(text)}:</strong></p>` : `<${tag}>${esc(text)}</${tag}>`;
  const ingredients = r.ingredients
    .map(
      (g) =>
        (g.title ? `<${sub}>${esc(g.title)}</${sub}>` : '') +
        `<ul>${g.lines.map((l) => `<li>${esc(l)}</li>`).join('')}</ul>`,
    )
    .join('\n');
  const steps = r.steps
    .map(
      (g) =>
        (g.title ? `<${sub}>${esc(g.title)}</${sub}>` : '') +
        (k % 3 === 1
          ? g.steps.map((s) => `<p>${esc(s)}</p>`).join('\n')
          : `<ol>${g.steps.map((s) => (k % 3 === 2 ? `<li><p>${esc(s)}</p></li>` : `<li>${esc(s)}</li>`)).join('')}</ol>`),
    )
    .join('\n');
  const body = `<div class="entry-content" id="recipe">
${head(k % 3 === 2 ? `${w.ingredients} (4)` : w.ingredients)}
${ingredients}
${head(method)}
${steps}
<p>${esc(w.intro)}</p>
</div>`;
  return { html: page(r, { title: `${r.name} - ${r.site}`, h1: r.name, body }), name: r.name };
}

/** Ingredients in a table: amount and name in separate cells; section rows span both. */
function table(r: OwnRecipe, k: number): OwnPage {
  const w = words[r.lang];
  const rows = r.ingredients
    .map(
      (g) =>
        (g.title ? `<tr><th colspan="2">${esc(g.title)}</th></tr>` : '') +
        g.lines
          .map((l) => {
            const p = lineParts(l);
            const amount = [p.amount, p.unit].filter(Boolean).join(k % 2 ? '&nbsp;' : ' ');
            const name = [p.name, p.notes].filter(Boolean).join(', ');
            return `<tr><td class="amount">${amount}</td><td>${esc(name)}</td></tr>`;
          })
          .join(''),
    )
    .join('');
  const body = `<div class="recipe" id="recipe">
<h2>${esc(w.ingredients)}</h2>
<table class="ingredients"><tbody>${rows}</tbody></table>
<h2>${esc(w.method[0] as string)}</h2>
${r.steps.map((g) => (g.title ? `<h3>${esc(g.title)}</h3>` : '') + `<ol>${g.steps.map((s) => `<li>${esc(s)}</li>`).join('')}</ol>`).join('\n')}
</div>`;
  return { html: page(r, { title: `${r.name} | ${r.site}`, h1: r.name, body }), name: r.name };
}

/** WP Recipe Maker's card without its JSON-LD: parts of a line in spans, groups with names. */
function wprm(r: OwnRecipe, k: number): OwnPage {
  const gap = k % 2 ? '' : '&#32;';
  const span = (part: string, text: string) =>
    text ? `<span class="wprm-recipe-ingredient-${part}">${esc(text)}</span>${gap}` : '';
  const groups = r.ingredients
    .map(
      (g) =>
        `<div class="wprm-recipe-ingredient-group">${g.title ? `<h4 class="wprm-recipe-group-name wprm-recipe-ingredient-group-name wprm-block-text-bold">${esc(g.title)}</h4>` : ''}<ul class="wprm-recipe-ingredients">${g.lines
          .map((l) => {
            const p = lineParts(l);
            return `<li class="wprm-recipe-ingredient" style="list-style-type: none;"><span class="wprm-checkbox-container"><input type="checkbox" class="wprm-checkbox"><label class="wprm-checkbox-label"><span class="sr-only screen-reader-text">▢ </span></label></span>${span('amount', p.amount)}${span('unit', p.unit)}${span('name', p.name)}${p.notes ? `<span class="wprm-recipe-ingredient-notes wprm-recipe-ingredient-notes-faded">${esc(p.notes)}</span>` : ''}</li>`;
          })
          .join('')}</ul></div>`,
    )
    .join('');
  const steps = r.steps
    .map(
      (g) =>
        `<div class="wprm-recipe-instruction-group">${g.title ? `<h4 class="wprm-recipe-group-name wprm-recipe-instruction-group-name wprm-block-text-bold">${esc(g.title)}</h4>` : ''}<ul class="wprm-recipe-instructions">${g.steps
          .map(
            (s, i) =>
              `<li id="wprm-recipe-1-step-0-${i}" class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text" style="margin-bottom: 0px;"><span style="display: block;">${esc(s)}</span></div></li>`,
          )
          .join('')}</ul></div>`,
    )
    .join('');
  const body = `<div id="recipe"></div><div id="wprm-recipe-container-1" class="wprm-recipe-container" data-recipe-id="1"><div class="wprm-recipe wprm-recipe-template-chic">
<h2 class="wprm-recipe-name wprm-block-text-bold">${esc(r.name)}</h2>
<div class="wprm-recipe-summary wprm-block-text-normal"><span style="display: block;">${esc(words[r.lang].intro)}</span></div>
<div class="wprm-recipe-meta-container"><div class="wprm-recipe-block-container"><span class="wprm-recipe-details-label">Servings </span><span class="wprm-recipe-servings">4</span></div></div>
<div class="wprm-recipe-ingredients-container wprm-recipe-1-ingredients-container wprm-block-text-normal" data-recipe="1" data-servings="4"><h3 class="wprm-recipe-header wprm-recipe-ingredients-header wprm-block-text-uppercase">${esc(words[r.lang].ingredients)}</h3>${groups}</div>
<div class="wprm-recipe-instructions-container wprm-recipe-1-instructions-container wprm-block-text-normal" data-recipe="1"><h3 class="wprm-recipe-header wprm-recipe-instructions-header wprm-block-text-uppercase">${esc(words[r.lang].method[2] as string)}</h3>${steps}</div>
<div class="wprm-recipe-notes-container"><h3 class="wprm-recipe-header">Notes</h3><div class="wprm-recipe-notes"><span style="display: block;">Keeps for three days.</span></div></div>
</div></div>`;
  return {
    html: page(r, { title: `${r.headline} - ${r.site}`, h1: r.headline, body }),
    name: r.name,
  };
}

/** Tasty Recipes: a checkbox span and a data-amount span in each line, sections as <h4>. */
function tasty(r: OwnRecipe, k: number): OwnPage {
  const ingredients = r.ingredients
    .map(
      (g) =>
        (g.title
          ? k % 2
            ? `<p><strong>${esc(g.title)}</strong></p>`
            : `<h4>${esc(g.title)}</h4>`
          : '') +
        `<ul>${g.lines
          .map((l) => {
            const p = lineParts(l);
            const amount = [p.amount, p.unit].filter(Boolean).join(' ');
            const rest = [p.name, p.notes].filter(Boolean).join(', ');
            return `<li data-tr-ingredient-checkbox=""><span class="tr-ingredient-checkbox-container"><input type="checkbox" name="" data-tr-ingredient-checkbox="" class=""><label class="tr-ingredient-checkbox-label"></label></span>${amount ? `<span data-amount="${esc(p.amount)}" data-unit="${esc(p.unit)}">${esc(amount)}</span> ` : ''}${esc(rest)}</li>`;
          })
          .join('')}</ul>`,
    )
    .join('');
  const steps = r.steps
    .map(
      (g) =>
        (g.title ? `<h4>${esc(g.title)}</h4>` : '') +
        `<ol>${g.steps.map((s, i) => `<li id="instruction-step-${i + 1}">${esc(s)}</li>`).join('')}</ol>`,
    )
    .join('');
  const body = `<div class="tasty-recipes tasty-recipes-1234 tasty-recipes-display" id="tasty-recipes-1234">
<div class="tasty-recipes-entry-header"><h2 class="tasty-recipes-title">${esc(r.name)}</h2>
<div class="tasty-recipes-details"><ul><li class="yield"><span class="tasty-recipes-label">Yield:</span> <span class="tasty-recipes-yield">4</span></li></ul></div></div>
<div class="tasty-recipes-entry-content">
<div class="tasty-recipes-description"><div class="tasty-recipes-description-body"><p>${esc(words[r.lang].intro)}</p></div></div>
<div class="tasty-recipes-ingredients"><div class="tasty-recipes-ingredients-header"><h3 data-tasty-recipes-customization="primary-color.color">${esc(words[r.lang].ingredients)}</h3></div>
<div class="tasty-recipes-ingredients-body" data-tasty-recipes-customization="body-color.color">${ingredients}</div></div>
<div class="tasty-recipes-instructions"><div class="tasty-recipes-instructions-header"><h3 data-tasty-recipes-customization="primary-color.color">${esc(words[r.lang].method[2] as string)}</h3></div>
<div class="tasty-recipes-instructions-body" data-tasty-recipes-customization="body-color.color">${steps}</div></div>
<div class="tasty-recipes-notes"><h3>Notes</h3><div class="tasty-recipes-notes-body"><p>Freezes well.</p></div></div>
</div></div>`;
  return {
    html: page(r, { title: `${r.headline} | ${r.site}`, h1: r.headline, body }),
    name: r.name,
  };
}

/** Mediavine Create: a card with its own title; ingredient sections as <h4> between lists. */
function mvCreate(r: OwnRecipe, k: number): OwnPage {
  const ingredients = r.ingredients
    .map(
      (g) =>
        (g.title ? `<h4>${esc(g.title)}</h4>` : '') +
        `<ul>${g.lines.map((l) => `<li>${esc(l)}</li>`).join('\n')}</ul>`,
    )
    .join('\n');
  const steps = r.steps
    .map(
      (g) =>
        (g.title ? `<h4>${esc(g.title)}</h4>` : '') +
        `<ol>${g.steps.map((s) => `<li>${esc(s)}</li>`).join('\n')}</ol>`,
    )
    .join('\n');
  const body = `<div class="mv-create-card mv-create-card-${k} mv-recipe-card mv-create-card-style-centered" id="mv-creation-${k}">
<header class="mv-create-header"><h2 class="mv-create-title mv-create-title-primary">${esc(r.name)}</h2>
<div class="mv-create-description"><p>${esc(words[r.lang].intro)}</p></div>
<div class="mv-create-times"><div class="mv-create-time mv-create-time-total"><strong class="mv-create-time-label mv-create-strong">Total Time</strong><span class="mv-create-time-format">1 hour</span></div></div></header>
<div class="mv-create-ingredients"><h3 class="mv-create-ingredients-title mv-create-title-secondary">${esc(words[r.lang].ingredients)}</h3>
${ingredients}</div>
<div class="mv-create-instructions mv-create-instructions-slot-v2"><h3 class="mv-create-instructions-title mv-create-title-secondary">${esc(words[r.lang].method[2] as string)}</h3>
${steps}</div>
<div class="mv-create-notes mv-create-notes-slot-v2"><h3 class="mv-create-notes-title mv-create-title-secondary">Notes</h3><div class="mv-create-notes-content"><p>Keeps for two days.</p></div></div>
</div>`;
  return {
    html: page(r, { title: `${r.headline} - ${r.site}`, h1: r.headline, body }),
    name: r.name,
  };
}

/** Zip Recipes: the old `zlrecipe-*` card (even k) or the newer `zrdn-*` one (odd k). */
function zip(r: OwnRecipe, k: number): OwnPage {
  const old = k % 2 === 0;
  const label = old ? 'ingredient-label' : 'zrdn-subtitle';
  const ingredients = r.ingredients
    .flatMap((g) => [
      ...(g.title ? [`<li class="${label}">${esc(g.title)}</li>`] : []),
      ...g.lines.map((l, i) =>
        old
          ? `<li id="zlrecipe-ingredient-${i}" class="ingredient">${esc(l)}</li>`
          : `<li class="zrdn-element_ingredient">${esc(l)}</li>`,
      ),
    ])
    .join('');
  const steps = r.steps
    .flatMap((g) => [
      ...(g.title
        ? [`<li class="${old ? 'instruction-label' : 'zrdn-subtitle'}">${esc(g.title)}</li>`]
        : []),
      ...g.steps.map((s, i) =>
        old
          ? `<li id="zlrecipe-instruction-${i}" class="instruction">${esc(s)}</li>`
          : `<li class="zrdn-element_instruction">${esc(s)}</li>`,
      ),
    ])
    .join('');
  const body = old
    ? `<div id="zlrecipe-container-1" class="zlrecipe-container-border"><div id="zlrecipe-container" class="serif zlrecipe"><div id="zlrecipe-innerdiv">
<div id="zlrecipe-title" class="b-b h-1 strong">${esc(r.name)}</div>
<div class="zlmeta zlclear"><div class="fl-l width-50"><p id="zlrecipe-yield">Yield: <span>4</span></p></div></div>
<div id="zlrecipe-ingredients" class="h-4 strong">${esc(words[r.lang].ingredients)}</div><ul id="zlrecipe-ingredients-list">${ingredients}</ul>
<div id="zlrecipe-instructions" class="h-4 strong">${esc(words[r.lang].method[2] as string)}</div><ol id="zlrecipe-instructions-list" class="instructions">${steps}</ol>
</div></div></div>`
    : `<div class="zrdn-recipe-container zrdn-serif" id="zrdn-recipe-container"><div class="zrdn-tags-container"></div>
<h2 class="zrdn-recipe-title">${esc(r.name)}</h2>
<div class="zrdn-summary"><p>${esc(words[r.lang].intro)}</p></div>
<div class="zrdn-ingredients"><h3 class="zrdn-ingredients-label">${esc(words[r.lang].ingredients)}</h3><ul class="zrdn-list zrdn-ingredients-list nobullet">${ingredients}</ul></div>
<div class="zrdn-instructions"><h3 class="zrdn-instructions-label">${esc(words[r.lang].method[2] as string)}</h3><ol class="zrdn-list zrdn-instructions-list nobullet">${steps}</ol></div>
</div>`;
  return {
    html: page(r, { title: `${r.headline} - ${r.site}`, h1: r.headline, body }),
    name: r.name,
  };
}

/** EasyRecipe: `ERS*` classes, separators for sections. */
function easyrecipe(r: OwnRecipe): OwnPage {
  const ingredients = r.ingredients
    .flatMap((g) => [
      ...(g.title
        ? [`<li class="ERSSeparator"><span class="ERSSepText">${esc(g.title)}</span></li>`]
        : []),
      ...g.lines.map((l) => `<li class="ingredient">${esc(l)}</li>`),
    ])
    .join('');
  const steps = r.steps
    .flatMap((g) => [
      ...(g.title
        ? [`<li class="ERSSeparator"><span class="ERSSepText">${esc(g.title)}</span></li>`]
        : []),
      ...g.steps.map((s) => `<li class="instruction">${esc(s)}</li>`),
    ])
    .join('');
  const body = `<div class="easyrecipe"><link itemprop="image" href="/x.jpg">
<div class="ERSName">${esc(r.name)}</div>
<div class="ERSClear"></div><div class="ERSTimes"><div class="ERSTime"><div class="ERSTimeHeading">Prep time</div><div class="ERSTimeItem">20 mins</div></div></div>
<div class="ERSSummary">${esc(words[r.lang].intro)}</div>
<div class="ERSIngredients"><div class="ERSIngredientsHeader ERSHeading">${esc(words[r.lang].ingredients)}</div><ul>${ingredients}</ul></div>
<div class="ERSInstructions"><div class="ERSInstructionsHeader ERSHeading">${esc(words[r.lang].method[2] as string)}</div><ol>${steps}</ol></div>
<div class="ERSNotesDivider">Notes</div><div class="ERSNotes">Best on the day.</div>
</div>`;
  return {
    html: page(r, { title: `${r.headline} | ${r.site}`, h1: r.headline, body }),
    name: r.name,
  };
}

/** The hRecipe microformat: `hrecipe`, `fn`, `ingredient`, `instructions`. */
function hrecipe(r: OwnRecipe, k: number): OwnPage {
  const ingredients = r.ingredients
    .map(
      (g) =>
        (g.title ? `<h4>${esc(g.title)}</h4>` : '') +
        `<ul>${g.lines
          .map((l) => {
            const p = lineParts(l);
            const amount = [p.amount, p.unit].filter(Boolean).join(' ');
            const rest = [p.name, p.notes].filter(Boolean).join(', ');
            return k % 2
              ? `<li class="ingredient">${amount ? `<span class="value">${esc(amount)}</span> ` : ''}<span class="type">${esc(rest)}</span></li>`
              : `<li class="ingredient">${esc(l)}</li>`;
          })
          .join('')}</ul>`,
    )
    .join('');
  const steps = r.steps
    .map(
      (g) =>
        (g.title ? `<h4>${esc(g.title)}</h4>` : '') +
        `<ol>${g.steps.map((s) => `<li>${esc(s)}</li>`).join('')}</ol>`,
    )
    .join('');
  const body = `<div class="hrecipe recipe-card">
<h2 class="fn">${esc(r.name)}</h2>
<p class="summary">${esc(words[r.lang].intro)}</p>
<div class="ingredients"><h3>${esc(words[r.lang].ingredients)}</h3>${ingredients}</div>
<div class="instructions"><h3>${esc(words[r.lang].method[2] as string)}</h3>${steps}</div>
</div>`;
  return {
    html: page(r, { title: `${r.headline} - ${r.site}`, h1: r.headline, body }),
    name: r.name,
  };
}

/** Cooked: ingredient parts in spans, headings as items; the post title is the recipe's. */
function cooked(r: OwnRecipe): OwnPage {
  const ingredients = r.ingredients
    .flatMap((g) => [
      ...(g.title
        ? [`<div class="cooked-single-ingredient cooked-heading">${esc(g.title)}</div>`]
        : []),
      ...g.lines.map((l) => {
        const p = lineParts(l);
        return `<div class="cooked-single-ingredient cooked-ingredient"><div class="cooked-ingredient-checkbox">&nbsp;</div>${p.amount ? `<span class="cooked-ing-amount" data-decimal="1">${esc(p.amount)}</span>` : ''}${p.unit ? `<span class="cooked-ing-measurement">${esc(p.unit)}</span>` : ''}<span class="cooked-ing-name">${esc([p.name, p.notes].filter(Boolean).join(', '))}</span></div>`;
      }),
    ])
    .join('');
  let n = 0;
  const steps = r.steps
    .flatMap((g) => [
      ...(g.title
        ? [`<div class="cooked-single-direction cooked-heading">${esc(g.title)}</div>`]
        : []),
      ...g.steps.map((s) => {
        n += 1;
        return `<div class="cooked-single-direction cooked-direction cooked-direction-has-number"><span class="cooked-direction-number">${n}</span><div class="cooked-dir-content"><p>${esc(s)}</p></div></div>`;
      }),
    ])
    .join('');
  const body = `<div class="cooked-recipe-info cooked-clearfix"><span class="cooked-servings"><strong class="cooked-meta-title">Yields</strong>4 Servings</span></div>
<div class="cooked-recipe-ingredients cooked-clearfix">${ingredients}</div>
<div class="cooked-recipe-directions cooked-clearfix">${steps}</div>`;
  return { html: page(r, { title: `${r.name} – ${r.site}`, h1: r.name, body }), name: r.name };
}

/** JSON-LD with HowToSections (and HowToSteps that carry a name and HowToDirections). */
function sections(r: OwnRecipe, k: number): OwnPage {
  const step = (s: string) =>
    k % 2
      ? { '@type': 'HowToStep', itemListElement: [{ '@type': 'HowToDirection', text: s }] }
      : {
          '@type': 'HowToStep',
          name: s.split(' ').slice(0, 4).join(' '),
          text: s,
          url: `https://${host(r.site)}/r#step`,
        };
  const data = {
    '@context': 'https://schema.org',
    '@graph': [
      { '@type': 'WebPage', '@id': `https://${host(r.site)}/r`, name: r.headline },
      {
        '@type': 'Recipe',
        name: r.name,
        recipeIngredient: allLines(r),
        recipeInstructions: r.steps
          .map((g) =>
            g.title
              ? { '@type': 'HowToSection', name: g.title, itemListElement: g.steps.map(step) }
              : g.steps.map(step),
          )
          .flat(),
      },
    ],
  };
  const body = `<div id="recipe"><h2>${esc(r.name)}</h2>${r.steps.map((g) => `<ol>${g.steps.map((s) => `<li>${esc(s)}</li>`).join('')}</ol>`).join('')}</div>`;
  return {
    html: page(r, { title: `${r.headline} - ${r.site}`, h1: r.headline, head: jsonLd(data), body }),
    name: r.name,
  };
}

/** JSON-LD whose method is a stub; the steps are only in the page's own list. */
function stub(r: OwnRecipe, k: number): OwnPage {
  const w = words[r.lang];
  const first = allSteps(r)[0] as string;
  const instructions = [
    [{ '@type': 'HowToStep', text: w.stub }],
    [{ '@type': 'HowToStep', text: first }],
    w.stub,
  ][k % 3];
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: r.name,
    recipeIngredient: allLines(r),
    recipeInstructions: instructions,
  };
  const body = `<div class="entry-content" id="recipe">
<h2>${esc(w.ingredients)}</h2><ul>${allLines(r)
    .map((l) => `<li>${esc(l)}</li>`)
    .join('')}</ul>
<h2>${esc(w.method[k % w.method.length] as string)}</h2>
${r.steps.map((g) => (g.title ? `<h3>${esc(g.title)}</h3>` : '') + `<ol>${g.steps.map((s) => `<li>${esc(s)}</li>`).join('')}</ol>`).join('\n')}
</div>`;
  return {
    html: page(r, { title: `${r.headline} - ${r.site}`, h1: r.headline, head: jsonLd(data), body }),
    name: r.name,
  };
}

/** JSON-LD whose name has the site glued on; the page's title and h1 say something else. */
function siteName(r: OwnRecipe, k: number): OwnPage {
  const glue = [' | ', ' - ', ' – '][k % 3] as string;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: `${r.name}${glue}${r.site}`,
    recipeIngredient: allLines(r),
    recipeInstructions: allSteps(r).map((text) => ({ '@type': 'HowToStep', text })),
  };
  return {
    html: page(r, {
      title: `${r.headline}${glue}${r.site}`,
      h1: r.headline,
      head: jsonLd(data),
      body: `<div id="recipe"><p>${esc(words[r.lang].intro)}</p></div>`,
      siteName: k % 2 === 0,
    }),
    name: r.name,
  };
}

/** Entities everywhere: in JSON-LD strings (some encoded twice) or in a card-less page with inline markup in its lines. */
function entityPage(r: OwnRecipe, k: number): OwnPage {
  const w = words[r.lang];
  if (k % 2 === 0) {
    const twice = (s: string) => (k % 4 === 0 ? entities(s).replace(/&/g, '&amp;') : entities(s));
    const data = {
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: twice(r.name),
      recipeIngredient: allLines(r).map(twice),
      recipeInstructions: allSteps(r).map((s) => ({ '@type': 'HowToStep', text: twice(s) })),
    };
    return {
      html: page(r, {
        title: `${r.headline} - ${r.site}`,
        h1: r.headline,
        head: jsonLd(data),
        body: '',
      }),
      name: r.name,
    };
  }
  // Links and emphasis inside lines, amounts in <strong>, a line broken by a <span> on the food.
  const line = (l: string) => {
    const p = lineParts(l);
    const amount = [p.amount, p.unit].filter(Boolean).join(' ');
    const food = `<a href="https://${host(r.site)}/glossary">${entities(p.name)}</a>`;
    return `<li>${amount ? `<strong>${entities(amount)}</strong> ` : ''}${food}${p.notes ? `, <em>${entities(p.notes)}</em>` : ''}</li>`;
  };
  const body = `<div class="entry-content" id="recipe">
<h3>${entities(w.ingredients)}</h3>
${r.ingredients.map((g) => (g.title ? `<p><em>${entities(g.title)}</em></p>` : '') + `<ul>${g.lines.map(line).join('\n')}</ul>`).join('\n')}
<h3>${entities(w.method[1] as string)}</h3>
<ol>${allSteps(r)
    .map((s) => `<li>${entities(s).replace(/ (\d+) /, ' <strong>$1</strong> ')}</li>`)
    .join('\n')}</ol>
</div>`;
  return { html: page(r, { title: `${r.name} - ${r.site}`, h1: r.name, body }), name: r.name };
}

export const templates: Record<PageClass, (r: OwnRecipe, k: number) => OwnPage> = {
  plain,
  table,
  wprm,
  tasty,
  'mv-create': mvCreate,
  zip,
  easyrecipe,
  hrecipe,
  cooked,
  sections,
  stub,
  'site-name': siteName,
  entities: entityPage,
};
