// A game you can follow: against level 2, the computer's turn of several
// choices is sown choice by choice (each chosen hole marked before its seeds
// move, a screenshot per choice saved for review), and a summary of the turn
// stays up after it. Played at Slow speed so each choice is on screen long
// enough to be photographed. Level 2 banks every store landing it sees, so it
// chains from its first turn; level 5, which slips at random, once played
// twelve turns without a chain and failed a fresh-clone CI.
import { expect, test } from './fixtures';
import { PlayPage } from './pages/play-page';
import { SettingsPage } from './pages/settings-page';

test('the computer’s chain of choices is shown one choice after another, then summed up', async ({ app }, testInfo) => {
  test.setTimeout(180_000);
  await new SettingsPage(app).useAnimation('Slow');
  const play = new PlayPage(app);
  await play.open();
  await play.startGame({ preset: 'Kalah', opponent: 'computer', level: 2 });
  await play.recordChoices();

  let chain = 0;
  let shots = 0;
  for (let turn = 0; turn < 12 && chain < 2; turn++) {
    const before = (await play.choicesMarked()).length;
    // South's move (the first hole that can be chosen), then watch the board until South is asked again.
    await play.choosable().first().click();
    await expect.poll(async () => (await play.choicesMarked()).length).toBeGreaterThan(before);
    let lastChoice = '';
    for (let wait = 0; wait < 600; wait++) {
      const choosing = await play.board.getAttribute('data-choosing');
      if (choosing !== null && choosing !== lastChoice) {
        lastChoice = choosing;
        await play.board.screenshot({ path: testInfo.outputPath(`turn-${turn}-choice-${++shots}-pits-${choosing.replace(/ /g, '-')}.png`) });
      }
      if (choosing === null) lastChoice = '';
      if ((await play.gameOverDialog.isVisible()) || ((await play.choosable().count()) > 0 && !(await play.board.evaluate((board) => board.classList.contains('animating'))))) break;
      await app.waitForTimeout(20);
    }
    if (await play.gameOverDialog.isVisible()) break;
    const summary = (await play.turnSummary().textContent()) ?? '';
    const computerChoices = Number(/^Computer \(level 2\): (\d+) choices?/.exec(summary)?.[1] ?? 0);
    // Whatever the computer chose, it was marked on the board once per choice, in order, before its seeds moved.
    const marked = (await play.choicesMarked()).slice(before);
    const north = marked.filter((pits) => Number(pits) > 6);
    expect(north).toHaveLength(computerChoices);
    if (computerChoices >= 2) {
      chain = computerChoices;
      await expect(play.turnSummary()).toHaveText(/^Computer \(level 2\): \d+ choices, \d+ store landings?.*, \+\d+ seeds?$/);
      // The last turn's choices stay marked until the next turn starts.
      await expect(play.marked()).not.toHaveCount(0);
      await play.board.screenshot({ path: testInfo.outputPath(`turn-${turn}-after.png`) });
    }
  }
  expect(chain, 'the computer chained several choices in one turn').toBeGreaterThanOrEqual(2);
});
