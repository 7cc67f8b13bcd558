import { expect, test } from './fixtures';
import { admin, createAdmin, logIn } from './helpers/accounts';
import { createFullRecipe } from './helpers/recipe-data';
import { saveScreenshot } from './helpers/screenshots';
import { RecipePage } from './pages/RecipePage';

/** Each payload would set `window.__xss` or open a dialog if it ever ran. */
const payloads = [
  '<img src=x onerror="window.__xss=1">',
  '<script>window.__xss=2</script>',
  '<svg onload="window.__xss=3"></svg>',
  '<a href="javascript:window.__xss=4">click</a>',
  '<iframe srcdoc="<script>parent.__xss=5</script>"></iframe>',
  '<b onmouseover="alert(6)">bold</b>',
];
const payload = payloads.join(' ');

test.beforeEach(async ({ page, request }) => {
  await createAdmin(request);
  await logIn(page.request, admin);
});

test('script payloads in every user-writable field never run', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const unit = await page.request.post('/api/units', {
    data: { name: `cup ${payloads[0] ?? ''}` },
  });
  const food = await page.request.post('/api/foods', {
    data: { name: `flour ${payloads[2] ?? ''}` },
  });
  const slug = await createFullRecipe(page.request, {
    name: `Crumble ${payloads[0] ?? ''}`,
    description: `Intro ${payload}`,
    recipeIngredient: [
      { title: `Part ${payload}`, quantity: 1, note: `note ${payload}` },
      {
        quantity: 2,
        unit: (await unit.json()) as unknown,
        food: (await food.json()) as unknown,
        note: payload,
      },
    ],
    recipeInstructions: [{ title: `Step ${payload}`, text: `Mix ${payload}` }],
    notes: [{ title: `Note ${payload}`, text: `Text ${payload}` }],
    tags: [{ name: `tag ${payloads[1] ?? ''}` }],
    recipeCategory: [{ name: `cat ${payloads[2] ?? ''}` }],
    settings: { disableComments: false, disableAmount: false, showNutrition: true },
    nutrition: { calories: payloads[0] },
  });
  const comment = await page.request.post(`/api/recipes/${slug}/comments`, {
    data: { text: `comment ${payload}` },
  });
  expect(comment.status()).toBe(201);

  const recipe = new RecipePage(page);
  await recipe.goto(slug);
  await expect(recipe.heading).toContainText('Crumble');
  await expect(page.getByTestId('recipe-comment')).toContainText('comment <img');
  // Hovering and clicking what an attacker would hope for.
  await page.locator('.larder-recipe-screen b').first().hover();
  await page
    .locator('.larder-recipe-screen a', { hasText: 'click' })
    .first()
    .click({ trial: true });
  await saveScreenshot(page, 'recipe-xss');

  // The ingredient note keeps only the allowed tags, with no attributes.
  const noteHtml = await page.locator('.larder-ingredient-note').first().innerHTML();
  expect(noteHtml).not.toMatch(/<(img|script|svg|a|iframe)\b/i);
  expect(noteHtml).not.toMatch(/on\w+=/i);
  expect(noteHtml).toContain('<b>bold</b>');
  // No element of the page carries a handler, a script URL, a srcdoc or an injected script.
  const unsafe = await page.evaluate(() =>
    [...document.querySelectorAll('body *')].flatMap((element) => {
      const found = [...element.attributes]
        .filter(
          (attribute) =>
            attribute.name.startsWith('on') ||
            attribute.name === 'srcdoc' ||
            attribute.value.trim().toLowerCase().startsWith('javascript:'),
        )
        .map((attribute) => `${element.tagName} ${attribute.name}`);
      if (element.tagName === 'SCRIPT') found.push('SCRIPT');
      return found;
    }),
  );
  expect(unsafe).toEqual([]);

  await recipe.toolbar.getByRole('button', { name: 'Edit' }).click();
  await recipe.editorBar.getByRole('button', { name: 'JSON' }).click();
  await recipe.editorBar.getByRole('button', { name: 'Cancel' }).click();
  await recipe.button('Cook').click();
  await recipe.button('Leave cook mode').click();
  await page.emulateMedia({ media: 'print' });
  await page.emulateMedia({ media: 'screen' });

  expect(
    await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
  ).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test('instructions keep an embedded video from a listed player and drop other frames', async ({
  page,
}) => {
  // Stand-ins for the sites, so nothing is fetched from the internet; any frame that got as
  // far as loading would show its address.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<body style="background:#222;color:#fff;font:16px sans-serif">Player at ${route.request().url()}</body>`,
    }),
  );
  const kept = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
  const dropped = [
    'https://evil.example/embed/x',
    'http://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube.com.evil.example/embed/x',
    'https://www.youtube.com/embed/../redirect?q=https://evil.example/',
  ];
  const frames = [kept, ...dropped]
    .map((src) => `<iframe src="${src}" width="560" height="315" allowfullscreen></iframe>`)
    .join('\n\n');
  const slug = await createFullRecipe(page.request, {
    recipeInstructions: [
      { title: 'Watch', text: `Watch how it is done.\n\n${frames}\n\nThen bake.` },
    ],
  });

  const recipe = new RecipePage(page);
  await recipe.goto(slug);
  await expect(recipe.instructions.getByText('Then bake.')).toBeVisible();
  const iframes = recipe.instructions.locator('iframe');
  await expect(iframes).toHaveCount(1);
  await expect(iframes).toHaveAttribute('src', kept);
  // The Content-Security-Policy lets the listed player load.
  await expect(
    recipe.instructions.frameLocator('iframe').getByText(`Player at ${kept}`),
  ).toBeVisible();
  // Nor does any other rendering of the steps (the print layout) keep another frame.
  await expect(page.locator(`iframe:not([src="${kept}"])`)).toHaveCount(0);
  await recipe.instructions.locator('iframe').scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'recipe-video-embed');
  await page.setViewportSize({ width: 390, height: 844 });
  await recipe.goto(slug);
  await recipe.instructions.locator('iframe').scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'recipe-video-embed-390');
});
