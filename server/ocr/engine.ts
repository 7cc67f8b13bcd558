import { readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

import type { Worker } from 'tesseract.js';

import { unpackedPath } from '../files/app-root';
import { writeFileAtomic } from '../files/atomic-write';
import type { Logger } from '../log';
import type { OcrTsvResponse } from '../contract/ocr';

import { languageDataFile, type OcrLanguage } from './languages';
import { parseTsv } from './tsv';

const require = createRequire(import.meta.url);

/** Offline text recognition with tesseract.js workers (threads), one per main language. */
export interface OcrEngine {
  /** The TSV rows of a prepared image (see `prepareForOcr`), read as `language`, then English. */
  recognize(png: Buffer, language: OcrLanguage): Promise<OcrTsvResponse[]>;
  /** Terminates the workers; later calls are refused. */
  close(): Promise<void>;
}

class OcrUnavailableError extends Error {}

/** Each worker holds its languages' models (30–60 MB); two cover a household's languages. */
const maxWorkers = 2;
const startTimeoutMs = 60_000;

interface Slot {
  worker: Promise<Worker>;
  /** The last job queued: jobs run one after another on a worker. */
  queue: Promise<unknown>;
  lastUsed: number;
}

/**
 * tesseract.js reads every language from one `langPath` folder and, without one, downloads from a
 * CDN (and, offline, crashes or hangs: STACK-NOTES). The shipped files are copied into one folder
 * under the data dir's temp space, again whenever one is missing or differs.
 */
async function assembleLangPath(dir: string, codes: OcrLanguage[]): Promise<void> {
  for (const code of codes) {
    const source = languageDataFile(code);
    const target = path.join(dir, `${code}.traineddata.gz`);
    const [wanted, present] = await Promise.all([stat(source), stat(target).catch(() => null)]);
    if (present?.size !== wanted.size) await writeFileAtomic(target, await readFile(source));
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new OcrUnavailableError(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Workers start on first use and are reused; a third language retires the least recently used
 * worker once its queue is done. `tempDir` holds the assembled language folder.
 */
export function createOcrEngine(tempDir: string, logger: Logger): OcrEngine {
  const langPath = path.join(tempDir, 'ocr-languages');
  const workerPath = unpackedPath(require.resolve('tesseract.js/src/worker-script/node/index.js'));
  const slots = new Map<OcrLanguage, Slot>();
  let closed = false;

  const retire = (slot: Slot) =>
    slot.queue
      .then(() => slot.worker)
      .then((worker) => worker.terminate())
      .catch(() => undefined);

  async function startWorker(language: OcrLanguage): Promise<Worker> {
    // The page's main language first: with English first, accents come back stripped.
    const codes: OcrLanguage[] = language === 'eng' ? ['eng'] : [language, 'eng'];
    await assembleLangPath(langPath, codes);
    // Loaded with the first photo, not at every start of the server.
    const { createWorker, OEM } = await import('tesseract.js');
    const starting = createWorker(codes, OEM.LSTM_ONLY, {
      langPath,
      gzip: true,
      cacheMethod: 'none',
      workerPath,
      // Without a handler tesseract.js throws job failures from its message listener, which
      // kills the process; with one the job's promise rejects and the worker stays usable.
      errorHandler: (error: unknown) =>
        logger.warn({ language, error: String(error) }, 'OCR job failed'),
    });
    try {
      return await withTimeout(starting, startTimeoutMs, 'The text recognition did not start');
    } catch (error) {
      void starting.then((worker) => worker.terminate()).catch(() => undefined);
      throw error;
    }
  }

  function slotFor(language: OcrLanguage): Slot {
    const existing = slots.get(language);
    if (existing) return existing;
    if (slots.size >= maxWorkers) {
      const [oldest] = [...slots.entries()].sort((a, b) => a[1].lastUsed - b[1].lastUsed);
      if (oldest) {
        slots.delete(oldest[0]);
        void retire(oldest[1]);
      }
    }
    const slot: Slot = { worker: startWorker(language), queue: Promise.resolve(), lastUsed: 0 };
    slot.worker.catch((error: unknown) => {
      logger.error({ language, error: String(error) }, 'OCR worker did not start');
      if (slots.get(language) === slot) slots.delete(language);
    });
    slots.set(language, slot);
    return slot;
  }

  return {
    recognize(png, language) {
      if (closed) return Promise.reject(new OcrUnavailableError('The server is shutting down'));
      const slot = slotFor(language);
      slot.lastUsed = performance.now();
      const job = slot.queue.then(async () => {
        const worker = await slot.worker;
        const { data } = await worker.recognize(png, {}, { tsv: true, text: false });
        return parseTsv(data.tsv ?? '');
      });
      slot.queue = job.catch(() => undefined);
      return job;
    },
    async close() {
      closed = true;
      const all = [...slots.values()];
      slots.clear();
      await Promise.all(all.map(retire));
    },
  };
}
