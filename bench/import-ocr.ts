/**
 * OCR part of the import benchmark: recipe-card photos (text rendered by sharp from SVG in five
 * languages, a few per language, like a phone photo of a card) sent to `POST /api/ocr/file-to-tsv`
 * of the built server with their language; seconds per photo and the share of lines read exactly.
 */
import { ocrLines, type OcrLang, type OcrTsvResponse } from '../server/contract/ocr';
import { textPhoto } from '../tests/helpers/text-photo';

import type { BenchServer } from './import-server';
import { summarize, type Summary } from './stats';

const cards: Record<OcrLang, string[][]> = {
  en: [
    [
      'Lemon Drizzle Cake',
      'Ingredients',
      '225 g unsalted butter, softened',
      '225 g caster sugar',
      '4 large eggs',
      'Zest of 1 lemon',
      'Method',
      '1. Heat the oven to 180 C and line a loaf tin.',
      '2. Beat the butter and sugar until pale and fluffy.',
      '3. Bake for 45 minutes, then pour over the syrup.',
    ],
    [
      'Tomato Soup',
      '1 kg ripe tomatoes',
      '2 onions, chopped',
      '750 ml vegetable stock',
      'Soften the onions in oil for ten minutes.',
      'Add the tomatoes and stock and simmer for 20 minutes.',
      'Blend until smooth and season to taste.',
    ],
  ],
  fr: [
    [
      'Tarte aux pommes',
      'Ingrédients',
      '1 pâte brisée',
      '6 pommes golden',
      '50 g de sucre',
      '2 cuillères de crème fraîche',
      'Préparation',
      '1. Éplucher les pommes et les couper en lamelles.',
      '2. Cuire 35 minutes à 200 °C.',
    ],
    [
      'Crêpes de la Chandeleur',
      '250 g de farine',
      '4 œufs',
      '50 cl de lait',
      'Mélanger la farine et les œufs, puis verser le lait.',
      'Laisser reposer la pâte une heure avant la cuisson.',
    ],
  ],
  de: [
    [
      'Apfelstrudel',
      'Zutaten',
      '500 g säuerliche Äpfel',
      '80 g Zucker',
      '50 g gehackte Walnüsse',
      'Zubereitung',
      '1. Die Äpfel schälen und in dünne Scheiben schneiden.',
      '2. Im Ofen bei 190 Grad etwa 40 Minuten backen.',
    ],
    [
      'Kartoffelsuppe',
      '750 g mehlig kochende Kartoffeln',
      '1 Stange Lauch',
      '1 Liter Gemüsebrühe',
      'Kartoffeln würfeln und mit dem Lauch andünsten.',
      'Mit Brühe aufgießen und 25 Minuten köcheln lassen.',
    ],
  ],
  es: [
    [
      'Tortilla de patatas',
      'Ingredientes',
      '4 patatas medianas',
      '6 huevos',
      '1 cebolla',
      'Preparación',
      '1. Pelar las patatas y cortarlas en láminas finas.',
      '2. Cuajar la tortilla a fuego medio por ambos lados.',
    ],
    [
      'Gazpacho andaluz',
      '1 kg de tomates maduros',
      '1 pimiento verde',
      '50 ml de aceite de oliva',
      'Triturar todas las verduras con el aceite y el vinagre.',
      'Servir muy frío, con pan tostado.',
    ],
  ],
  it: [
    [
      'Risotto alla milanese',
      'Ingredienti',
      '320 g di riso Carnaroli',
      '1 bustina di zafferano',
      '1 litro di brodo di carne',
      'Preparazione',
      '1. Tostare il riso nel burro per due minuti.',
      '2. Aggiungere il brodo poco alla volta e mescolare.',
    ],
    [
      'Tiramisù',
      '500 g di mascarpone',
      '4 uova',
      '300 g di savoiardi',
      'Montare i tuorli con lo zucchero, poi unire il mascarpone.',
      'Lasciare in frigorifero per almeno sei ore.',
    ],
  ],
};

export interface OcrFigures {
  photos: number;
  /** Seconds per photo once the language's worker runs. */
  warm: Summary;
  /** The first photo of each language: the worker starts (language data loaded) first. */
  firstByLang: Record<string, number>;
  warmByLang: Record<string, number>;
  linesExact: number;
  lines: number;
}

async function readPhoto(server: BenchServer, photo: Buffer, lang: OcrLang) {
  const form = new FormData();
  form.append('lang', lang);
  form.append('file', new Blob([new Uint8Array(photo)]), 'card.jpg');
  const started = performance.now();
  const response = await fetch(`${server.url}api/ocr/file-to-tsv`, {
    method: 'POST',
    headers: { authorization: `Bearer ${server.token}` },
    body: form,
  });
  const seconds = (performance.now() - started) / 1000;
  if (response.status !== 200) throw new Error(`OCR failed: ${response.status}`);
  return { seconds, lines: ocrLines((await response.json()) as OcrTsvResponse[]) };
}

/** Each card once per language (first photo cold), then every card again warm. */
export async function measureOcr(server: BenchServer, rounds = 2): Promise<OcrFigures> {
  const warmTimes: number[] = [];
  const firstByLang: Record<string, number> = {};
  const warmByLang: Record<string, number> = {};
  let lines = 0;
  let linesExact = 0;
  for (const [lang, langCards] of Object.entries(cards) as [OcrLang, string[][]][]) {
    const photos = await Promise.all(
      langCards.map((card) => textPhoto(card, { width: 1400, format: 'jpeg' })),
    );
    const times: number[] = [];
    for (let round = 0; round < rounds; round++) {
      for (const [i, photo] of photos.entries()) {
        const read = await readPhoto(server, photo, lang);
        if (round === 0 && i === 0) {
          firstByLang[lang] = read.seconds;
        } else {
          times.push(read.seconds);
        }
        if (round === 0) {
          const expected = langCards[i] ?? [];
          lines += expected.length;
          linesExact += expected.filter((line, n) => read.lines[n] === line).length;
        }
      }
    }
    warmByLang[lang] = summarize(times).median;
    warmTimes.push(...times);
  }
  return {
    photos: Object.values(cards).flat().length,
    warm: summarize(warmTimes),
    firstByLang,
    warmByLang,
    linesExact,
    lines,
  };
}
