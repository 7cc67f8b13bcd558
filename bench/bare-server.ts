/**
 * The baseline for the throughput comparison: a bare Express app that answers
 * `GET /api/recipes/:slug` with a fixed recipe JSON (read from the file given as argument), no
 * auth, no database. It prints `listening <port>` once ready.
 */
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';

import express from 'express';

const file = process.argv[2];
if (!file) throw new Error('usage: bare-server.ts <recipe.json>');
const recipe: unknown = JSON.parse(readFileSync(file, 'utf8'));

const app = express();
app.get('/api/recipes/:slug', (_req, res) => {
  res.json(recipe);
});
const server = app.listen(0, '127.0.0.1', () => {
  console.log(`listening ${(server.address() as AddressInfo).port}`);
});
process.on('SIGTERM', () => server.close());
