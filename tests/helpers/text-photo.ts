import sharp from 'sharp';

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A "photo" of a recipe card: dark lines of text (DejaVu Sans, installed with the system) on a
 * warm paper background, rendered by sharp from SVG. The first line is larger, like a title.
 */
export function textPhoto(
  lines: string[],
  options: { width?: number; format?: 'png' | 'jpeg' } = {},
): Promise<Buffer> {
  const width = options.width ?? 1000;
  const lineHeight = 56;
  const height = 80 + lines.length * lineHeight;
  const texts = lines
    .map((line, i) => {
      const size = i === 0 ? 40 : 30;
      return `<text x="48" y="${70 + i * lineHeight}" font-family="DejaVu Sans" font-size="${size}" fill="#222">${escape(line)}</text>`;
    })
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#f7f1e3"/>${texts}</svg>`;
  const image = sharp(Buffer.from(svg));
  return (options.format === 'jpeg' ? image.jpeg({ quality: 85 }) : image.png()).toBuffer();
}

/** A recipe card's lines as OCR tests read them back: title, headings, ingredients, steps. */
export const pancakeCard = [
  'Buttermilk Pancakes',
  'Ingredients',
  '2 cups flour',
  '1 egg',
  '300 ml buttermilk',
  'Instructions',
  '1. Whisk everything into a smooth batter.',
  '2. Fry small rounds on a hot pan.',
];
