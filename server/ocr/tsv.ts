import type { OcrTsvResponse } from '../contract/ocr';

/** Tesseract's TSV (no header line from tesseract.js; one is skipped if present). */
export function parseTsv(tsv: string): OcrTsvResponse[] {
  const rows: OcrTsvResponse[] = [];
  for (const line of tsv.split('\n')) {
    const cells = line.split('\t');
    if (cells.length < 12 || cells[0] === 'level') continue;
    const [level, page, block, par, lineNum, word, left, top, width, height, conf] = cells
      .slice(0, 11)
      .map(Number);
    rows.push({
      level: level ?? 0,
      pageNum: page ?? 0,
      blockNum: block ?? 0,
      parNum: par ?? 0,
      lineNum: lineNum ?? 0,
      wordNum: word ?? 0,
      left: left ?? 0,
      top: top ?? 0,
      width: width ?? 0,
      height: height ?? 0,
      conf: conf ?? -1,
      text: cells.slice(11).join('\t'),
    });
  }
  return rows;
}
