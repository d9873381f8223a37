// The keyboard and a screen reader (issue 27): every button keeps the focus
// off the page's body, wherever it sends the page; Space presses a focused
// button and never plays; the keys of one letter or symbol can be turned
// off, and the page remembers it; projector mode shows its heading and a way
// out, and gives the focus back; the live region says the step, stays quiet
// while playing, says where playing stopped and the closing sentence; the
// key moments' boards and the heat map are read cell by cell, once.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, open, unexpectedViolations } from './helpers.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser.close(); });

const step = (page) => page.evaluate(() => window.__walkthrough.step());
const goTo = (page, s) => page.evaluate((n) => window.__walkthrough.goTo(n), s);
const playing = (page) => page.evaluate(() => document.getElementById('play').classList.contains('playing'));
// What has the focus: 'BODY', or the element's id, or its tag and text.
const focused = (page) => page.evaluate(() => {
  const a = document.activeElement;
  if (!a || a === document.body) return 'BODY';
  return a.id ? '#' + a.id : `${a.tagName.toLowerCase()} "${a.textContent.trim().slice(0, 40)}"`;
});
// The announcement, once its pause (150 ms after the last move) is over.
async function heard(page) {
  await page.waitForTimeout(250);
  return page.textContent('#announce');
}

// Puts the page back where a test of one button starts: no dialog, no
// projector mode, no quiz question, at step s.
async function reset(page, s) {
  await page.evaluate((n) => {
    const dialog = document.getElementById('keys-dialog');
    if (dialog.open) dialog.close();
    if (document.documentElement.classList.contains('projector')) {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    }
    window.__walkthrough.goTo(n);
    document.activeElement.blur();
  }, s);
}

// The buttons a user can reach now (shown, in the page, outside a closed
// dialog), as [a label for the failure, its index among all buttons].
function reachable(page) {
  return page.evaluate(() => [...document.querySelectorAll('button')]
    .map((b, i) => [b.id ? '#' + b.id : `${b.closest('[id]').id}: "${b.textContent.trim().slice(0, 30)}"`, i, b])
    .filter(([, , b]) => b.checkVisibility() && !b.closest('dialog'))
    .map(([label, i]) => [label, i]));
}

for (const name of ['classic', 'backjump', 'quiz']) {
  test(`${name}: every button, pressed by Enter or by Space, leaves the focus off the body`, async () => {
    const { page, context, problems } = await open(browser, name);
    const total = await page.evaluate(() => window.__walkthrough.total);
    // The start, a step in the middle with chips and a path, and the end.
    for (const start of [0, Math.min(total, 40), total]) {
      await reset(page, start);
      const buttons = await reachable(page);
      assert.ok(buttons.length >= 15, `${name} at ${start}: ${buttons.length} buttons`);
      for (const [label, index] of buttons) {
        for (const key of ['Enter', ' ']) {
          await reset(page, start);
          const target = page.locator('button').nth(index);
          if (!(await target.isVisible())) continue; // a line the step drew away
          await target.focus();
          await page.keyboard.press(key);
          await page.waitForTimeout(20);
          const now = await focused(page);
          assert.notEqual(now, 'BODY', `${name} at step ${start}: ${JSON.stringify(key)} on ${label} dropped the focus to the body`);
        }
      }
    }
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test('Space presses a focused button, and plays only from elsewhere', async () => {
  const { page, context } = await open(browser, 'classic');
  const total = await page.evaluate(() => window.__walkthrough.total);
  await goTo(page, 10);
  await page.focus('#next');
  await page.keyboard.press(' ');
  assert.equal(await step(page), 11, 'Space on Next steps');
  assert.equal(await playing(page), false);
  await page.focus('#first');
  await page.keyboard.press(' ');
  assert.equal(await step(page), 0, 'Space on First goes to the start');
  await page.focus('#definitions');
  await page.keyboard.press(' ');
  assert.equal(await page.getAttribute('#definitions', 'aria-expanded'), 'true', 'Space on the definitions shows them');
  // At the last step, Space on one of the tree's toggles folds or unfolds:
  // it neither plays nor starts again from step 0.
  await goTo(page, total);
  const toggle = page.locator('#tree button.toggle').first();
  await toggle.focus();
  await page.keyboard.press(' ');
  assert.equal(await step(page), total);
  assert.equal(await playing(page), false);
  // Off any button, Space plays and pauses.
  await goTo(page, 0);
  await page.evaluate(() => document.activeElement.blur());
  await page.keyboard.press(' ');
  assert.equal(await playing(page), true, 'Space on the page plays');
  await page.keyboard.press(' ');
  assert.equal(await playing(page), false, 'and pauses');
  await context.close();
});

test('the keys of one letter or symbol can be turned off, and the page remembers it', async () => {
  const { page, context } = await open(browser, 'classic');
  await goTo(page, 5);
  await page.click('#keys-open');
  const box = page.locator('#single-keys');
  assert.equal(await box.isChecked(), true, 'on at first');
  await box.uncheck();
  await page.keyboard.press('Escape');
  for (const key of ['d', 's', 'b', 'p', 'n', 'h', 't', '+', '?']) {
    await page.locator('body').press(key);
  }
  assert.equal(await step(page), 5, 'no jump');
  assert.equal(await page.evaluate(() => document.documentElement.className.includes('projector')), false);
  assert.equal(await page.locator('#keys-dialog').isVisible(), false);
  assert.equal(await page.getAttribute('#definitions', 'aria-expanded'), 'false');
  // No button announces or shows a key that does nothing.
  assert.equal(await page.getAttribute('#next-dead-end', 'aria-keyshortcuts'), null);
  assert.equal(await page.locator('#next-dead-end kbd').isVisible(), false);
  assert.doesNotMatch(await page.getAttribute('#next-dead-end', 'title'), /\(D\)/);
  // The keys that are not one character still work.
  await page.locator('body').press('ArrowRight');
  assert.equal(await step(page), 6);
  await page.locator('body').press('End');
  assert.equal(await step(page), await page.evaluate(() => window.__walkthrough.total));
  // Remembered when the page opens again, and turned back on.
  await page.reload();
  await page.waitForFunction(() => document.documentElement.classList.contains('ready'));
  await goTo(page, 5);
  await page.locator('body').press('d');
  assert.equal(await step(page), 5, 'still off after a reload');
  await page.click('#keys-open');
  assert.equal(await box.isChecked(), false);
  await box.check();
  await page.keyboard.press('Escape');
  await page.locator('body').press('d');
  assert.ok(await step(page) > 5, 'D jumps again');
  assert.equal(await page.getAttribute('#next-dead-end', 'aria-keyshortcuts'), 'D');
  await context.close();
});

for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
  test(`projector mode at ${viewport.width}×${viewport.height}: its heading, a way out on screen, the focus kept`, async () => {
    const { page, context } = await open(browser, 'classic', { viewport });
    await goTo(page, 30);
    const onScreen = (sel) => page.evaluate((s) => {
      const r = document.querySelector(s).getBoundingClientRect();
      return r.width > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth;
    }, sel);
    // P while a control the mode hides has the focus: the way out takes it.
    await page.focus('#next-dead-end');
    await page.keyboard.press('p');
    assert.equal(await page.evaluate(() => document.documentElement.classList.contains('projector')), true);
    assert.equal(await focused(page), '#projector-exit');
    for (const sel of ['#projector-exit', 'h1', '#board', '#next', '#prev', '#play']) {
      assert.equal(await onScreen(sel), true, `${sel} on screen in projector mode`);
    }
    // The buttons there step as ever; the way out gives the focus back.
    await page.click('#next');
    assert.equal(await step(page), 31);
    await page.focus('#next-dead-end').catch(() => {});
    await page.click('#projector-exit');
    assert.equal(await page.evaluate(() => document.documentElement.classList.contains('projector')), false);
    assert.equal(await focused(page), '#next-dead-end', 'back where it was before');
    // By its button and Escape: the focus goes to the way out, then back.
    await page.click('#projector-open');
    assert.equal(await focused(page), '#projector-exit');
    await page.keyboard.press('Escape');
    assert.equal(await page.evaluate(() => document.documentElement.classList.contains('projector')), false);
    assert.equal(await focused(page), '#projector-open');
    await context.close();
  });
}

test('the live region says the step and its sentence, is quiet while playing, says where it stopped and the end', async () => {
  const { page, context } = await open(browser, 'classic');
  const total = await page.evaluate(() => window.__walkthrough.total);
  const totalShown = total.toLocaleString('en');
  assert.equal(await page.getAttribute('#announce', 'role'), 'status');
  assert.equal(await page.getAttribute('#sentence', 'aria-live'), null, 'the sentence on screen is not said twice');
  await page.locator('body').press('ArrowRight');
  const first = await page.evaluate(() => window.__walkthrough.sentenceAt(1));
  assert.equal(await heard(page), `Step 1 of ${totalShown}: ${first}`);
  await page.locator('body').press(' ');
  assert.equal(await heard(page), 'Playing');
  await page.waitForTimeout(1200);
  assert.ok(await step(page) > 1, 'it plays');
  assert.equal(await page.textContent('#announce'), 'Playing', 'quiet while playing');
  await page.locator('body').press(' ');
  const at = await step(page);
  const sentence = await page.evaluate((s) => window.__walkthrough.sentenceAt(s), at);
  assert.equal(await heard(page), `Paused at step ${at} of ${totalShown}: ${sentence}`);
  await page.locator('body').press('End');
  const end = await page.textContent('#end-sentence');
  assert.ok(end.length > 0);
  assert.ok((await heard(page)).endsWith('. ' + end), 'the closing sentence at the end');
  await context.close();
});

test('in Chinese the live region speaks Chinese', async () => {
  const { page, context } = await open(browser, 'classic-zh-hans');
  await page.locator('body').press('ArrowRight');
  assert.match(await heard(page), /^第 1 步，共 \d+ 步：/);
  await page.locator('body').press('End');
  const end = await page.textContent('#end-sentence');
  assert.ok((await heard(page)).endsWith('。' + end), 'the closing sentence, after a full stop of its own');
  await context.close();
});

test('key moments and the heat map are read cell by cell, each label once', async () => {
  const { page, context } = await open(browser, 'classic');
  const labels = await page.evaluate(() => [...document.querySelectorAll('#moments table')].map((t) => (
    [...t.querySelectorAll('td')].map((td) => td.getAttribute('aria-label')))));
  assert.ok(labels.length >= 2);
  for (const board of labels) {
    assert.equal(board.length, 81);
    for (const label of board) assert.match(label, /^r\dc\d: (\d, (given|guess|deduced)|empty)/);
  }
  // The first dead end's board says where the dead end is.
  assert.ok(labels.some((board) => board.some((l) => /, dead end$/.test(l))), 'a dead end named');
  // A heat cell's label is its name, and no title repeats it as its description.
  assert.equal(await page.locator('#heat td[title]').count(), 0);
  const cdp = await context.newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  const heat = nodes.filter((n) => n.role.value === 'cell' && n.name && /taken back/.test(n.name.value));
  assert.ok(heat.length > 0);
  for (const n of heat) assert.ok(!n.description || !n.description.value, `${n.name.value}: said twice`);
  await context.close();
});

test('no policy violations in this file', () => {
  assert.deepEqual(unexpectedViolations, []);
});
