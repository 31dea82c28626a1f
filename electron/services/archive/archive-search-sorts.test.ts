// The Archive screen's search box and the ties of its sorts, through the
// services: every word typed must match (as a prefix), what the player types
// is never read as a search operator, and games that tie on the sorted column
// follow their dates, not the order they were imported in.
import { describe, expect, it } from 'vitest';
import type { ArchiveSortOrder } from '../../contract';
import { importGames, servicesPerTest } from '../testing/archive-per-test';
import { expectOk } from '../testing/temp-services';
import { sampleGame } from '../testing/sample-records';

const env = servicesPerTest();

/** Four games imported in this order, dated out of it: Kalah in March and January, Congkak in April and February. */
async function seedArchive() {
  const services = env().open();
  const ids = await importGames(services, [
    { ...sampleGame(1, { rules: 'kalah' }), tags: { South: 'Ana Rahman', North: 'Budi', Event: 'Kampung Cup', Date: '2025.03.10' } },
    { ...sampleGame(2, { maxMoves: 20 }), tags: { South: 'Chandra', North: 'Dewi', Event: 'Club night', Date: '2025.04.10' } },
    { ...sampleGame(3, { rules: 'kalah' }), tags: { South: 'Budi', North: 'Anaya', Event: 'Melaka Open', Date: '2025.01.10' } },
    { ...sampleGame(4, { maxMoves: 20 }), comment: 'or not', tags: { South: 'Eko', North: 'Farah', Date: '2025.02.10' } },
  ], 'search');
  const found = async (text: string) => expectOk(await services.call('listArchive', { filter: { text } })).rows.map((row) => ids.indexOf(row.id)).sort();
  const sorted = async (sort: ArchiveSortOrder) => expectOk(await services.call('listArchive', { sort })).rows.map((row) => ids.indexOf(row.id));
  return { found, sorted };
}

describe('the search box', () => {
  it('matches each word as the beginning of a word, and wants every word typed', async () => {
    const { found } = await seedArchive();
    expect(await found('ana')).toEqual([0, 2]);
    expect(await found('rahman ana')).toEqual([0]);
    expect(await found('ana budi')).toEqual([0, 2]);
    expect(await found('ana melaka')).toEqual([2]);
    expect(await found('ana dewi')).toEqual([]);
    expect(await found('ahman')).toEqual([]);
  });

  it('reads operators and punctuation typed as plain words', async () => {
    const { found } = await seedArchive();
    // As FTS5 syntax these would be "either name" and "Ana but not Rahman".
    expect(await found('chandra OR eko')).toEqual([]);
    expect(await found('ana NOT rahman')).toEqual([]);
    expect(await found('eko or')).toEqual([3]);
    expect(await found('(ana) "budi" -kampung*')).toEqual([0]);
    expect(await found('chandra:')).toEqual([1]);
  });

  it('filters nothing when nothing typed is a word', async () => {
    const { found } = await seedArchive();
    for (const text of ['', '   ', '"', '*', '-- ()']) expect(await found(text)).toEqual([0, 1, 2, 3]);
  });
});

describe('sorted games that tie', () => {
  it('follow their dates, the same way as the sort, whatever order they were imported in', async () => {
    const { sorted } = await seedArchive();
    // Congkak before Kalah; within each, by date.
    expect(await sorted({ by: 'rules', descending: false })).toEqual([3, 1, 2, 0]);
    expect(await sorted({ by: 'rules', descending: true })).toEqual([0, 2, 1, 3]);
    expect(await sorted({ by: 'date', descending: false })).toEqual([2, 3, 0, 1]);
    expect(await sorted({ by: 'date', descending: true })).toEqual([1, 0, 3, 2]);
  });
});
