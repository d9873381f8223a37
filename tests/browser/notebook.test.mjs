// The walkthrough as a notebook shows it (the Python package's
// `_repr_html_`): the whole page in an iframe's srcdoc, which has no
// address of its own. It must open, step and reach the end there too.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, pageUrl, expected } from './helpers.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser.close(); });

test('the walkthrough works inside a notebook’s srcdoc iframe', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const problems = [];
  page.on('console', (m) => { if (m.type() === 'error') problems.push(m.text()); });
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
  await page.goto(pageUrl('notebook'));
  const frame = page.frames().find((f) => f !== page.mainFrame());
  await frame.waitForFunction(() => window.__walkthrough && window.__walkthrough.readyMs > 0);
  const last = expected('classic').sentences.length;
  await frame.locator('#next').click();
  await frame.locator('#next').click();
  assert.equal(await frame.evaluate(() => window.__walkthrough.step()), 2);
  await frame.locator('body').press('End');
  assert.equal(await frame.evaluate(() => window.__walkthrough.step()), last);
  assert.match(await frame.textContent('#sentence'), /solution 1/i);
  assert.deepEqual(problems, []);
  await context.close();
});
