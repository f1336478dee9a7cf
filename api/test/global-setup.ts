// Renders the seed pictures once before any test file starts (a minute at most on a fresh
// machine, nothing when the render folder already holds them), so no file's seed waits on it.
import { ensureSeedImages } from '../src/db/seed/index';

export default async function renderSeedPictures(): Promise<void> {
  await ensureSeedImages();
}
