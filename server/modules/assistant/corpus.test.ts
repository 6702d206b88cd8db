import { assistantIntents } from '@core/assistant';
import { describe, expect, it } from 'vitest';
import { trainingCorpusEs } from './corpus-es';
import { evalSetEs } from './eval-set-es';

/** A sentence as the model reads it: case, the signs around it and spacing do not make it another. */
const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[¿?¡!.,]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

describe('the Spanish training corpus and evaluation set', () => {
  it('trains every intent the English model has', () => {
    for (const intent of assistantIntents) expect(trainingCorpusEs[intent].length).toBeGreaterThan(5);
  });

  it('share no sentence (the evaluation measures sentences the model never saw)', () => {
    const trained = new Set(Object.values(trainingCorpusEs).flat().map(norm));
    expect(evalSetEs.map((c) => c.say).filter((say) => trained.has(norm(say)))).toEqual([]);
  });

  it('has no sentence twice in the corpus', () => {
    const all = Object.values(trainingCorpusEs).flat().map(norm);
    expect(all.filter((s, i) => all.indexOf(s) !== i)).toEqual([]);
  });
});
